"use client";

import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { Comparison } from "../../results-model";
import type { BasisRatesCopy } from "../../verdict-copy";
import { TypedAlternativeFigures } from "./basis-switch";

/**
 * The simulator's switch to the typed rate's figures: folded and labelled, drawn only once opened (the
 * page's first HTML carries only the label). Nothing at the typed basis.
 */
export function TypedAlternative({ copy, comparison }: { copy: BasisRatesCopy; comparison: Comparison | null }) {
  const [open, setOpen] = useState(false);
  if (!copy.alternativeLabel || !comparison) return null;
  return (
    <details
      className="group/alt rounded-xl border border-border bg-surface-2 shadow-xs"
      data-testid="typed-alternative"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-text [&::-webkit-details-marker]:hidden">
        {copy.alternativeLabel}
        <ChevronDown
          className="size-4 shrink-0 text-muted transition-transform group-open/alt:rotate-180"
          aria-hidden
        />
      </summary>
      {open && (
        <div className="border-t border-border p-3 sm:p-4">
          <TypedAlternativeFigures copy={copy} comparison={comparison} />
        </div>
      )}
    </details>
  );
}
