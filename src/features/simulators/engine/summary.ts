import type { ConsorcioSchedule } from "./consorcio";
import type { FinancingSchedule } from "./financing";
import type { PathSummary, Savings } from "./types";

/** Money flows of one path per month (index = month − 1), the raw material of summaries and charts. */
export interface PathFlows {
  /** Instalment due each month. */
  instalments: number[];
  /** Everything paid each month: instalment, plus the bid in the contemplation month. */
  payments: number[];
  /** Paid before month 1 (the financing's entrada). */
  upfront: number;
}

export function consorcioFlows(schedule: ConsorcioSchedule): PathFlows {
  const n = schedule.rows.length;
  const instalments = new Array<number>(n);
  const payments = new Array<number>(n);
  for (let k = 0; k < n; k += 1) {
    const row = schedule.rows[k];
    instalments[k] = row ? row.instalment : 0;
    payments[k] = row ? row.instalment + row.bid : 0;
  }
  return { instalments, payments, upfront: 0 };
}

export function financingFlows(schedule: FinancingSchedule, downPayment: number): PathFlows {
  const n = schedule.rows.length;
  const instalments = new Array<number>(n);
  for (let k = 0; k < n; k += 1) instalments[k] = schedule.rows[k]?.instalment ?? 0;
  return { instalments, payments: instalments, upfront: downPayment };
}

function highest(values: readonly number[]): number {
  let max = values.length > 0 ? -Infinity : 0;
  for (const v of values) if (v > max) max = v;
  return max;
}

export interface SummaryExtras {
  rentPaidWhileWaiting: number;
  wealthAtEnd: number;
  wealthMonth: number;
}

export function summarizeConsorcio(schedule: ConsorcioSchedule, flows: PathFlows, extras: SummaryExtras): PathSummary {
  const { paid, cost } = schedule.totals;
  return {
    firstInstalment: flows.instalments[0] ?? 0,
    highestInstalment: highest(flows.instalments),
    lastPaymentMonth: schedule.rows.length,
    totalPaid: paid,
    costBeyondBem: cost,
    rentPaidWhileWaiting: extras.rentPaidWhileWaiting,
    totalOutlay: paid + extras.rentPaidWhileWaiting,
    wealthAtEnd: extras.wealthAtEnd,
    wealthMonth: extras.wealthMonth,
  };
}

export function summarizeFinancing(
  schedule: FinancingSchedule, flows: PathFlows, downPayment: number, extras: SummaryExtras,
): PathSummary {
  const totalPaid = downPayment + schedule.totals.paid;
  return {
    firstInstalment: flows.instalments[0] ?? 0,
    highestInstalment: highest(flows.instalments),
    lastPaymentMonth: schedule.rows.length,
    totalPaid,
    costBeyondBem: schedule.totals.interest + schedule.totals.trCorrection,
    rentPaidWhileWaiting: extras.rentPaidWhileWaiting,
    totalOutlay: totalPaid + extras.rentPaidWhileWaiting,
    wealthAtEnd: extras.wealthAtEnd,
    wealthMonth: extras.wealthMonth,
  };
}

// A percentage of less than a centavo is no basis for comparison: a strongly negative interest rate
// (allowed by §1's −100 < x) can shrink the financing's outlay to float dust, and dividing by it
// would print an absurd or infinite percentage.
const MIN_PCT_BASE = 0.01;

export function savingsOver(consorcio: PathSummary, financing: PathSummary): Savings {
  const amount = financing.totalOutlay - consorcio.totalOutlay;
  return { amount, pct: financing.totalOutlay >= MIN_PCT_BASE ? (amount / financing.totalOutlay) * 100 : null };
}

export type SeriesPoint<K extends string> = { month: number } & Record<K, number>;

/**
 * Chart rows for Recharts: instalments for months 1 … horizon and cumulative payments for months
 * 0 … horizon, one key per path. Paths that have ended show 0 instalment and a flat cumulative.
 */
export function buildSeries<K extends string>(
  horizon: number, paths: Record<K, PathFlows>,
): { instalments: SeriesPoint<K>[]; cumulativePaid: SeriesPoint<K>[] } {
  const keys = Object.keys(paths) as K[];
  const running = keys.map((key) => paths[key].upfront);
  const instalments = new Array<SeriesPoint<K>>(horizon);
  const cumulativePaid = new Array<SeriesPoint<K>>(horizon + 1);
  cumulativePaid[0] = point(0, keys, running);
  const due = new Array<number>(keys.length);
  for (let m = 1; m <= horizon; m += 1) {
    for (let j = 0; j < keys.length; j += 1) {
      const flows = paths[keys[j] as K];
      due[j] = flows.instalments[m - 1] ?? 0;
      running[j] = (running[j] ?? 0) + (flows.payments[m - 1] ?? 0);
    }
    instalments[m - 1] = point(m, keys, due);
    cumulativePaid[m] = point(m, keys, running);
  }
  return { instalments, cumulativePaid };
}

function point<K extends string>(month: number, keys: readonly K[], values: readonly number[]): SeriesPoint<K> {
  const row: Record<string, number> = { month };
  for (let j = 0; j < keys.length; j += 1) row[keys[j] as string] = values[j] ?? 0;
  return row as SeriesPoint<K>;
}
