"use client";

import type { TooltipContentProps } from "recharts";
import { formatBRL } from "~/lib/format";

/** Tooltip body for the month-by-month charts: "Mês N", then each path's full BRL value. */
export function PathTooltip({ active, payload, label }: TooltipContentProps) {
  if (!active || payload.length === 0) return null;
  return (
    <div className="rounded-lg border border-border bg-surface px-3 py-2 text-xs shadow-md">
      <p className="mb-1 font-semibold text-text">Mês {label}</p>
      <ul className="space-y-0.5">
        {payload.map((entry) => (
          <li key={String(entry.dataKey)} className="flex items-center gap-2">
            <span aria-hidden className="inline-block h-0.5 w-3 rounded" style={{ background: entry.color }} />
            <span className="text-muted">{entry.name}</span>
            <span className="tabular ml-auto pl-3 font-medium text-text">
              {typeof entry.value === "number" ? formatBRL(entry.value) : "—"}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Stable reference for Tooltip's content prop (an inline arrow would be a new prop every render). */
export const renderPathTooltip = (props: TooltipContentProps) => <PathTooltip {...props} />;
