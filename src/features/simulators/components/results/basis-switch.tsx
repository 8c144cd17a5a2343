import { ChevronRight } from "lucide-react";
import { hasSac, pathResults, type Comparison } from "../../results-model";
import type { BasisRatesCopy } from "../../verdict-copy";
import { ComparisonTable } from "./comparison-table";
import { PathCards } from "./path-cards";

/*
 * The rate of every figure under the verdict, and the other rate one step away. On a market basis the
 * figures run at the Banco Central's reference and the typed-rate ones sit folded under a labelled
 * switch ("Com a taxa informada, 29,84 % a.a."): on the public page a link to a page of their own (it
 * works without JavaScript and adds nothing to the page's bytes), on the simulator a <details> that
 * draws them once opened (typed-alternative.tsx). On a typed basis the line names both rates.
 */

/** "Todos os valores abaixo: financiamento à taxa média do Banco Central, …" / "Taxa informada … · média do Banco Central …". */
export function BasisRates({ copy }: { copy: BasisRatesCopy }) {
  return (
    <p
      className="rounded-lg border border-border bg-surface px-3.5 py-2.5 text-xs text-muted sm:text-sm"
      data-testid="basis-rates"
      data-basis={copy.basis}
    >
      {copy.shownLine}
    </p>
  );
}

/** The typed-rate path cards and Comparativo, labelled as the alternative (not the verdict's). */
export function TypedAlternativeFigures({ copy, comparison }: { copy: BasisRatesCopy; comparison: Comparison }) {
  const paths = pathResults(comparison);
  return (
    <div className="space-y-4" data-testid="typed-alternative-figures">
      <p className="text-xs text-muted sm:text-sm" data-testid="typed-alternative-note">
        {copy.alternativeNote}
      </p>
      <PathCards paths={paths} consorcio={comparison.consorcio.schedule} rate="typed" scope="typed-" />
      <ComparisonTable paths={paths} withRent={hasSac(comparison)} scope="typed-" />
    </div>
  );
}

/**
 * The public page's switch: a link to the same proposal's figures at the typed rate, on a page of their
 * own (`/public/propostas/<token>/taxa-informada`), so they cost no byte of the page a client opens.
 * Nothing at the typed basis.
 */
export function TypedAlternativeLink({ copy, href }: { copy: BasisRatesCopy; href: string }) {
  if (!copy.alternativeLabel) return null;
  return (
    <a
      href={href}
      className="flex items-center justify-between gap-2 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm font-semibold text-text shadow-xs underline-offset-2 hover:underline"
      data-testid="typed-alternative"
    >
      {copy.alternativeLabel}
      <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
    </a>
  );
}
