import type { SeriesKey } from "./chart-model";

/*
 * The line charts' readout: the month under the pointer or chosen with the keyboard, and each
 * path's value that month in full (the drawing is downsampled; the readout reads the engine's row).
 */

type Row = { month: number } & Partial<Record<SeriesKey, number>>;

export interface Readout {
  month: number;
  /** null where the chart draws no line that month (nothing due on an instalment chart). */
  values: { key: SeriesKey; value: number | null }[];
}

/** The row nearest to `month` (rows are in month order), read for `keys`. */
export function readoutAt(
  rows: readonly Row[],
  keys: readonly SeriesKey[],
  month: number,
  zeroIsGap: boolean,
): Readout | null {
  if (rows.length === 0) return null;
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.month < month) lo = mid + 1;
    else hi = mid;
  }
  const after = rows[lo]!;
  const before = rows[lo - 1];
  const row = before && month - before.month < after.month - month ? before : after;
  return {
    month: row.month,
    values: keys.map((key) => {
      const value = row[key];
      return { key, value: value === undefined || (zeroIsGap && value === 0) ? null : value };
    }),
  };
}

const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 12,
  PageDown: -12,
};

/**
 * The month a key moves the readout to: arrows one month, Page Up/Down a year, Home/End the ends;
 * null for a key the chart leaves alone (Tab moves on).
 */
export function readoutMonthAfterKey(key: string, current: number, first: number, last: number): number | null {
  if (key === "Home") return first;
  if (key === "End") return last;
  const step = STEPS[key];
  if (step === undefined) return null;
  return Math.min(last, Math.max(first, current + step));
}
