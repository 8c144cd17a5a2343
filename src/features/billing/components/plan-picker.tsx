"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "~/lib/lazy-toast";
import type { Plan } from "~/generated/prisma/enums";
import { useTRPC } from "~/trpc/react";
import { buyPlan, PAYMENT_ERROR_TOAST } from "./buy-plan";
import { PageContainer } from "~/components/page";
import { PLANS, PLAN_IDS } from "~/features/plans";
import { useShell } from "~/features/shell/components";
import { addDays, BILLING_PERIOD_DAYS } from "~/features/plans";
import { formatDay } from "./labels";
import { AskOwner, CarouselSteps, PlanCard, PlanTabs } from "./plan-picker-parts";

/**
 * The plan selection screen (spec): three cards, 'MAIS PROCURADO' on the middle one, 'Adquirir' on
 * each; on small screens one card at a time, starting at basic, with 'Ver mais' arrows. The pressed
 * card shows loading and the others are disabled until the browser leaves for the checkout. Only
 * the owner buys: a seller sees who to ask instead of the buttons. `prices`: the prices in force
 * (payments.prices), never the catalogue's, so what is shown is what the checkout charges.
 */
export function PlanPicker({ prices }: { prices: Record<Plan, number> }) {
  const { user } = useShell();
  const trpc = useTRPC();
  const [index, setIndex] = useState(0);
  const { buying, buy } = useBuyPlan();
  const isOwner = user.role === "OWNER";
  // A seller sees who to ask; an owner already paying sees the current plan and its paid period.
  const changing = isOwner && user.active;
  const status = useQuery({
    ...trpc.payments.status.queryOptions(),
    enabled: (!isOwner || changing) && user.terms,
    retry: false,
  });

  return (
    <PageContainer className="max-w-5xl">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand">Planos</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          {changing ? "Mudar de plano" : "Escolha um plano para liberar o seu acesso"}
        </h1>
        <p className="mt-2 text-sm text-muted sm:text-base">
          Todos os planos têm os mesmos recursos; o que muda é quantas pessoas usam ao mesmo tempo. Cobrança a cada 30
          dias, antecipada.
        </p>
      </div>

      {changing && <PlanChangeTerms plan={user.plan} paidThrough={status.data?.paidThrough ?? null} />}
      {!isOwner && <AskOwner owner={status.data?.owner ?? null} />}

      {/* WAI-ARIA tabbed carousel on phones (one plan at a time): the plan tabs pick the slide, the
          "Ver mais" buttons step through them. From md up every plan is in view and the tabs go. */}
      <PlanTabs index={index} onSelect={setIndex} />
      <div
        id="plan-carousel"
        role="region"
        aria-roledescription="carrossel"
        aria-label="Planos"
        className="mt-6 grid items-stretch gap-5 md:mt-10 md:grid-cols-3"
      >
        {PLAN_IDS.map((id, i) => (
          <PlanCard
            key={id}
            id={id}
            priceCents={prices[id]}
            shown={i === index}
            current={user.active && user.plan === PLANS[id].name}
            buying={buying}
            onBuy={isOwner ? buy : null}
          />
        ))}
      </div>
      <CarouselSteps index={index} onSelect={setIndex} />

      <p className="mt-10 text-center text-xs text-muted">
        Valores reajustados anualmente por índice de inflação. Cancelamento com 30 dias de antecedência da renovação.
        Veja os{" "}
        <a href="/termos#pagamentos" className="underline hover:text-text">
          Termos de Uso
        </a>
        .
      </p>
    </PageContainer>
  );
}

/** Buying: the pressed plan loads until the browser leaves for the checkout; an error toasts and frees the buttons. */
function useBuyPlan() {
  const [buying, setBuying] = useState<Plan | null>(null);
  async function buy(plan: Plan) {
    setBuying(plan);
    const outcome = await buyPlan(plan);
    if (outcome.kind === "redirect") {
      window.location.assign(outcome.url);
      return; // keep the loading state while the browser leaves
    }
    if (outcome.kind === "error") toast.error(PAYMENT_ERROR_TOAST);
    setBuying(null);
  }
  return { buying, buy };
}

/** An owner already paying: the current plan, and what a change charges and adds (no proration). */
function PlanChangeTerms({ plan, paidThrough }: { plan: string | null; paidThrough: Date | string | null }) {
  return (
    <div
      className="mx-auto mt-6 max-w-xl rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm"
      data-testid="plan-change-terms"
    >
      <p>
        Você está no plano <strong className="font-semibold">{plan}</strong>
        {paidThrough ? (
          <>
            , pago até <strong className="font-semibold">{formatDay(paidThrough)}</strong>
          </>
        ) : null}
        .
      </p>
      <p className="mt-1 text-muted">
        Ao trocar, o novo plano é cobrado hoje pelo valor cheio (não há cobrança proporcional) e vale assim que o
        pagamento for aprovado. Os 30 dias pagos somam-se ao período atual
        {paidThrough ? (
          <>: o acesso passa a estar pago até {formatDay(addDays(new Date(paidThrough), BILLING_PERIOD_DAYS))}</>
        ) : null}
        . A assinatura do plano atual deixa de ser cobrada.
      </p>
    </div>
  );
}
