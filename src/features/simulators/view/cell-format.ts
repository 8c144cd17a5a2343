import { formatBRL, formatDecimal, formatInteger, formatPercent } from "~/lib/format";

/** How a schedule-table column prints its numbers. */
export type CellKind = "month" | "money" | "percent" | "number";

/** A dash for a missing value (no bid that month), else pt-BR text; percent values are 0–100. */
export function formatCell(kind: CellKind, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  switch (kind) {
    case "month":
      return String(value);
    case "money":
      return formatBRL(value);
    case "percent":
      return formatPercent(value);
    case "number":
      // Fractions always get two decimals so a column's values line up ("1.010,80" under "1.004,15").
      return Number.isInteger(value) ? formatInteger(value) : formatDecimal(value);
  }
}

/** Numbers line up on the right (decimal places under one another); the month reads as a label. */
export function cellAlign(kind: CellKind): "left" | "right" {
  return kind === "month" ? "left" : "right";
}
