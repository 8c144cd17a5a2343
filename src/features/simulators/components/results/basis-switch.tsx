import { ChevronDown } from "lucide-react";
import { hasSac, pathResults, type Comparison } from "../../results-model";
import type { BasisRatesCopy } from "../../verdict-copy";
import { ComparisonTable } from "./comparison-table";
import { PathCards } from "./path-cards";

/*
 * The rate of every figure under the verdict, and the other rate one step away. On a market basis the
 * figures run at the Banco Central's reference and the typed-rate ones sit folded under a labelled
 * switch ("Com a taxa informada, 29,84 % a.a."): a <details>, so it works without JavaScript on the
 * public page and the same on the simulator. On a typed basis the line names both rates.
 */

/** "Todos os valores abaixo: financiamento à taxa média do Banco Central, …" / "Taxa informada … · média do Banco Central …". */
export function BasisRates({ copy }: { copy: BasisRatesCopy }) {
  return (
    <p className="rounded-lg border border-border bg-surface px-3.5 py-2.5 text-xs text-muted sm:text-sm" data-testid="basis-rates" data-basis={copy.basis}>
      {copy.shownLine}
    </p>
  );
}

/** The typed-rate path cards and Comparativo, folded and labelled; nothing at the typed basis. */
export function TypedAlternative({ copy, comparison }: { copy: BasisRatesCopy; comparison: Comparison | null }) {
  if (!copy.alternativeLabel || !comparison) return null;
  const paths = pathResults(comparison);
  return (
    <details className="group/alt rounded-xl border border-border bg-surface-2 shadow-xs" data-testid="typed-alternative">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-text [&::-webkit-details-marker]:hidden">
        {copy.alternativeLabel}
        <ChevronDown className="size-4 shrink-0 text-muted transition-transform group-open/alt:rotate-180" aria-hidden />
      </summary>
      <div className="space-y-4 border-t border-border p-3 sm:p-4">
        <p className="text-xs text-muted sm:text-sm" data-testid="typed-alternative-note">{copy.alternativeNote}</p>
        <PathCards paths={paths} consorcio={comparison.consorcio.schedule} rate="typed" scope="typed-" />
        <ComparisonTable paths={paths} withRent={hasSac(comparison)} scope="typed-" />
      </div>
    </details>
  );
}
