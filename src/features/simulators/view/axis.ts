/**
 * Axis labelling for the simulator charts. Ticks must be short enough for a 390 px phone, so money
 * is compact; months land on whole years because the consórcio instalment steps once a year.
 */

// Money on an axis comes from the one formatting module (lib/format.ts: formatAxisBRL).
export { formatAxisBRL } from "~/lib/format";

// Whole years first; 1–6 months only for schedules too short to show a year.
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 36, 48, 60, 120, 180, 240, 360, 600] as const;

/** Evenly spaced month ticks within [first, last], at most `maxTicks` of them, on multiples of a step. */
export function monthTicks(first: number, last: number, maxTicks = 6): number[] {
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first || maxTicks < 1) return [];
  const span = last - first;
  const step =
    MONTH_STEPS.find((s) => Math.floor(last / s) - Math.ceil(first / s) + 1 <= maxTicks) ?? Math.ceil(span / maxTicks);
  const ticks: number[] = [];
  for (let m = Math.ceil(first / step) * step; m <= last; m += step) ticks.push(m);
  return ticks;
}
