"use client";

import { useQuery } from "@tanstack/react-query";
import { Check, ChevronLeft, ChevronRight, UserRound } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { toast } from "~/lib/lazy-toast";
import type { Plan } from "~/generated/prisma/enums";
import { useTRPC } from "~/trpc/react";
import { buyPlan, PAYMENT_ERROR_TOAST } from "./buy-plan";
import { PageContainer } from "~/components/page";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { PLANS, PLAN_IDS } from "~/features/billing/plans";
import { formatCents } from "~/lib/format";
import { useShell } from "~/features/shell/components";
import { addDays, BILLING_PERIOD_DAYS } from "../access";
import { formatDay } from "./labels";

const FEATURES = [
  "Simuladores de imóvel e veículo",
  "Propostas com a sua marca e link público",
  "PDF da proposta com suas imagens",
  "Respostas de clientes em um só lugar",
];

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
  const [buying, setBuying] = useState<Plan | null>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const last = PLAN_IDS.length - 1;
  const isOwner = user.role === "OWNER";
  // A seller sees who to ask; an owner already paying sees the current plan and its paid period.
  const changing = isOwner && user.active;
  const status = useQuery({ ...trpc.payments.status.queryOptions(), enabled: (!isOwner || changing) && user.terms, retry: false });

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

  // WAI-ARIA tabs with manual activation: ← → (wrapping), Home and End move focus among the plans;
  // Enter or Space shows the focused one. Only the selected tab is a Tab stop.
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const from = tabs.current.findIndex((tab) => tab === document.activeElement);
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: last }[event.key];
    if (from < 0 || to === undefined) return;
    event.preventDefault();
    tabs.current[(to + PLAN_IDS.length) % PLAN_IDS.length]?.focus();
  }

  return (
    <PageContainer className="max-w-5xl">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand">Planos</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">{changing ? "Mudar de plano" : "Escolha um plano para liberar o seu acesso"}</h1>
        <p className="mt-2 text-sm text-muted sm:text-base">
          Todos os planos têm os mesmos recursos; o que muda é quantas pessoas usam ao mesmo tempo. Cobrança a cada 30 dias, antecipada.
        </p>
      </div>

      {changing && (
        <div className="mx-auto mt-6 max-w-xl rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm" data-testid="plan-change-terms">
          <p>
            Você está no plano <strong className="font-semibold">{user.plan}</strong>
            {status.data?.paidThrough ? <>, pago até <strong className="font-semibold">{formatDay(status.data.paidThrough)}</strong></> : null}.
          </p>
          <p className="mt-1 text-muted">
            Ao trocar, o novo plano é cobrado hoje pelo valor cheio (não há cobrança proporcional) e vale assim que o pagamento for aprovado. Os 30 dias pagos somam-se ao período atual
            {status.data?.paidThrough ? <>: o acesso passa a estar pago até {formatDay(addDays(new Date(status.data.paidThrough), BILLING_PERIOD_DAYS))}</> : null}. A assinatura do plano atual deixa de ser cobrada.
          </p>
        </div>
      )}

      {!isOwner && (
        <div className="mx-auto mt-6 flex max-w-xl items-start gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm" data-testid="ask-owner">
          <UserRound className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
          <p>
            Apenas o responsável pela conta pode contratar um plano.{" "}
            {status.data?.owner ? (
              <>
                Fale com <strong className="font-semibold">{status.data.owner.name}</strong> ({status.data.owner.email}) para liberar o acesso.
              </>
            ) : (
              "Fale com ele para liberar o acesso."
            )}
          </p>
        </div>
      )}

      {/* WAI-ARIA tabbed carousel on phones (one plan at a time): the plan tabs pick the slide, the
          "Ver mais" buttons step through them. From md up every plan is in view and the tabs go. */}
      <div role="tablist" aria-label="Planos" onKeyDown={onTabKey} className="mt-8 flex justify-center gap-2 md:hidden">
        {PLAN_IDS.map((id, i) => (
          <button
            key={id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`plan-tab-${id}`}
            aria-selected={i === index}
            aria-controls={`plan-slide-${id}`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => setIndex(i)}
            className={cn(
              "min-h-11 rounded-full border px-4 text-sm font-medium capitalize",
              i === index ? "border-brand bg-brand text-brand-contrast" : "border-border bg-surface text-text hover:bg-surface-2",
            )}
          >
            {PLANS[id].name}
          </button>
        ))}
      </div>
      <div id="plan-carousel" role="region" aria-roledescription="carrossel" aria-label="Planos" className="mt-6 grid items-stretch gap-5 md:mt-10 md:grid-cols-3">
        {PLAN_IDS.map((id, i) => {
          const plan = PLANS[id];
          const current = user.active && user.plan === plan.name;
          return (
            <article
              key={id}
              id={`plan-slide-${id}`}
              data-testid={`plan-${id}`}
              aria-label={`Plano ${plan.name}`}
              aria-roledescription="plano"
              className={cn(
                "relative flex-col rounded-2xl border bg-surface p-6 shadow-xs md:flex",
                i === index ? "flex" : "hidden",
                plan.highlighted ? "border-brand shadow-lg ring-1 ring-brand md:-my-2 md:py-8" : "border-border",
              )}
            >
              {plan.highlighted && (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-badge px-3 py-1 text-[11px] font-bold tracking-wide text-badge-contrast">
                  MAIS PROCURADO
                </span>
              )}
              <h2 className="text-lg font-semibold">{plan.name}</h2>
              <p className="mt-1 text-sm text-muted">Até {plan.seats} usuários simultâneos</p>
              <p className="mt-5 flex items-baseline gap-1">
                <span className="tabular text-3xl font-semibold tracking-tight">{formatCents(prices[id])}</span>
                <span className="text-sm text-muted">/mês</span>
              </p>
              <ul className="mt-6 space-y-2.5 text-sm">
                <li className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
                  <span>
                    <strong className="font-semibold">{plan.seats} sessões</strong> conectadas ao mesmo tempo
                  </span>
                </li>
                {FEATURES.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              {isOwner && (
                <div className="mt-auto pt-8">
                  <Button
                    size="lg"
                    className="w-full"
                    variant={plan.highlighted ? "primary" : "outline"}
                    disabled={current || (buying !== null && buying !== id)}
                    loading={buying === id}
                    onClick={() => void buy(id)}
                  >
                    {current ? "Plano atual" : "Adquirir"}
                  </Button>
                </div>
              )}
            </article>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-center gap-4 md:hidden">
        <Button variant="outline" size="sm" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0} aria-controls="plan-carousel">
          <ChevronLeft className="size-4" aria-hidden /> Plano anterior
        </Button>
        <span className="tabular text-xs text-muted" aria-live="polite">
          {index + 1} de {PLAN_IDS.length}
        </span>
        <Button variant="outline" size="sm" onClick={() => setIndex((i) => Math.min(last, i + 1))} disabled={index === last} aria-controls="plan-carousel" aria-label="Ver mais: próximo plano">
          Ver mais <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>

      <p className="mt-10 text-center text-xs text-muted">
        Valores reajustados anualmente por índice de inflação. Cancelamento com 30 dias de antecedência da renovação. Veja os{" "}
        <a href="/termos#pagamentos" className="underline hover:text-text">
          Termos de Uso
        </a>
        .
      </p>
    </PageContainer>
  );
}
