"use client";

import { Check, ChevronLeft, ChevronRight, UserRound } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import type { Plan } from "~/generated/prisma/enums";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { PLANS, PLAN_IDS } from "~/features/plans";
import { formatCents } from "~/lib/format";

// The pieces of the plan screen (plan-picker.tsx).

const FEATURES = [
  "Simuladores de imóvel e veículo",
  "Propostas com a sua marca e link público",
  "PDF da proposta com suas imagens",
  "Respostas de clientes em um só lugar",
];

const LAST = PLAN_IDS.length - 1;

/** A seller cannot buy: who to ask instead. */
export function AskOwner({ owner }: { owner: { name: string; email: string } | null }) {
  return (
    <div
      className="mx-auto mt-6 flex max-w-xl items-start gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm"
      data-testid="ask-owner"
    >
      <UserRound className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
      <p>
        Apenas o responsável pela conta pode contratar um plano.{" "}
        {owner ? (
          <>
            Fale com <strong className="font-semibold">{owner.name}</strong> ({owner.email}) para liberar o acesso.
          </>
        ) : (
          "Fale com ele para liberar o acesso."
        )}
      </p>
    </div>
  );
}

/**
 * The phone carousel's plan tabs. WAI-ARIA tabs with manual activation: ← → (wrapping), Home and End
 * move focus among the plans; Enter or Space shows the focused one. Only the selected tab is a Tab stop.
 */
export function PlanTabs({ index, onSelect }: { index: number; onSelect: (index: number) => void }) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const from = tabs.current.findIndex((tab) => tab === document.activeElement);
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: LAST }[event.key];
    if (from < 0 || to === undefined) return;
    event.preventDefault();
    tabs.current[(to + PLAN_IDS.length) % PLAN_IDS.length]?.focus();
  }
  return (
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
          onClick={() => onSelect(i)}
          className={cn(
            "min-h-11 rounded-full border px-4 text-sm font-medium capitalize",
            i === index
              ? "border-brand bg-brand text-brand-contrast"
              : "border-border bg-surface text-text hover:bg-surface-2",
          )}
        >
          {PLANS[id].name}
        </button>
      ))}
    </div>
  );
}

/** "Plano anterior" and "Ver mais" through the phone carousel. */
export function CarouselSteps({ index, onSelect }: { index: number; onSelect: (index: number) => void }) {
  return (
    <div className="mt-6 flex items-center justify-center gap-4 md:hidden">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onSelect(Math.max(0, index - 1))}
        disabled={index === 0}
        aria-controls="plan-carousel"
      >
        <ChevronLeft className="size-4" aria-hidden /> Plano anterior
      </Button>
      <span className="tabular text-xs text-muted" aria-live="polite">
        {index + 1} de {PLAN_IDS.length}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onSelect(Math.min(LAST, index + 1))}
        disabled={index === LAST}
        aria-controls="plan-carousel"
        aria-label="Ver mais: próximo plano"
      >
        Ver mais <ChevronRight className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

type PlanCardProps = {
  id: Plan;
  priceCents: number;
  /** The phone carousel's slide in view (from md up every card shows). */
  shown: boolean;
  current: boolean;
  buying: Plan | null;
  /** Null for a seller: no buy button. */
  onBuy: ((plan: Plan) => Promise<void>) | null;
};

/** One plan: seats, the price in force, what every plan has, and "Adquirir" for the owner. */
export function PlanCard({ id, priceCents, shown, current, buying, onBuy }: PlanCardProps) {
  const plan = PLANS[id];
  return (
    <article
      id={`plan-slide-${id}`}
      data-testid={`plan-${id}`}
      aria-label={`Plano ${plan.name}`}
      aria-roledescription="plano"
      className={cn(
        "relative flex-col rounded-2xl border bg-surface p-6 shadow-xs md:flex",
        shown ? "flex" : "hidden",
        plan.highlighted ? "border-brand shadow-lg ring-1 ring-brand md:-my-2 md:py-8" : "border-border",
      )}
    >
      {plan.highlighted && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-badge px-3 py-1 text-[11px] font-bold tracking-wide text-badge-contrast ring-1 ring-inset ring-badge-outline">
          MAIS PROCURADO
        </span>
      )}
      <h2 className="text-lg font-semibold">{plan.name}</h2>
      <p className="mt-1 text-sm text-muted">Até {plan.seats} usuários simultâneos</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="tabular text-3xl font-semibold tracking-tight">{formatCents(priceCents)}</span>
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
      {onBuy && (
        <div className="mt-auto pt-8">
          <Button
            size="lg"
            className="w-full"
            variant={plan.highlighted ? "primary" : "outline"}
            disabled={current || (buying !== null && buying !== id)}
            loading={buying === id}
            onClick={() => void onBuy(id)}
          >
            {current ? "Plano atual" : "Adquirir"}
          </Button>
        </div>
      )}
    </article>
  );
}
