import type { ConsorcioSchedule } from "./consorcio";
import type { FinancingSchedule } from "./financing";
import type { FinancingCostTotals } from "./financing-costs";
import type { PathSummary, Savings } from "./types";

/** Money flows of one path per month (index = month − 1), the raw material of summaries and charts. */
export interface PathFlows {
  /** Instalment due each month (the schedule's own column, not a copy). */
  instalments: Float64Array;
  /** Everything paid each month: instalment, plus the bid in the contemplation month. */
  payments: Float64Array;
  /** Paid before month 1 (the financing's entrada). */
  upfront: number;
}

export function consorcioFlows(schedule: ConsorcioSchedule): PathFlows {
  const { instalment, bid } = schedule.columns;
  const payments = new Float64Array(instalment.length);
  for (let k = 0; k < instalment.length; k += 1) payments[k] = (instalment[k] ?? 0) + (bid[k] ?? 0);
  return { instalments: instalment, payments, upfront: 0 };
}

/** `due`: each month's instalment with its insurance and fees, when the financing has any. */
export function financingFlows(schedule: FinancingSchedule, downPayment: number, due?: Float64Array): PathFlows {
  const instalments = due ?? schedule.columns.instalment;
  return { instalments, payments: instalments, upfront: downPayment };
}

function highest(values: Float64Array): number {
  let max = values.length > 0 ? -Infinity : 0;
  for (let k = 0; k < values.length; k += 1) {
    const v = values[k] ?? 0;
    if (v > max) max = v;
  }
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
    lastPaymentMonth: schedule.columns.instalment.length,
    totalPaid: paid,
    costBeyondBem: cost,
    rentPaidWhileWaiting: extras.rentPaidWhileWaiting,
    totalOutlay: paid + extras.rentPaidWhileWaiting,
    wealthAtEnd: extras.wealthAtEnd,
    wealthMonth: extras.wealthMonth,
  };
}

export function summarizeFinancing(
  schedule: FinancingSchedule,
  flows: PathFlows,
  downPayment: number,
  extras: SummaryExtras,
  costs: FinancingCostTotals | null = null,
): PathSummary {
  // Insurance, monthly fees and the fees at signing are paid too, and cost beyond the bem.
  const charges = costs === null ? 0 : costs.mip + costs.dfi + costs.adminFees + costs.upfrontFees;
  const totalPaid = downPayment + schedule.totals.paid + charges;
  return {
    firstInstalment: flows.instalments[0] ?? 0,
    highestInstalment: highest(flows.instalments),
    lastPaymentMonth: schedule.columns.instalment.length,
    totalPaid,
    costBeyondBem: schedule.totals.interest + schedule.totals.trCorrection + charges,
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

export interface Series<K extends string> {
  /** Months 1 … horizon. */
  readonly instalments: SeriesPoint<K>[];
  /** Months 0 … horizon. */
  readonly cumulativePaid: SeriesPoint<K>[];
}

/**
 * Chart rows: instalments for months 1 … horizon and cumulative payments for months
 * 0 … horizon, one key per path. Paths that have ended show 0 instalment and a flat cumulative.
 * The running totals are summed here into one typed buffer; the month-by-month point objects the
 * charts read are built on first read (when a chart draws), not on every comparison.
 */
export function buildSeries<K extends string>(horizon: number, paths: Record<K, PathFlows>): Series<K> {
  const keys = Object.keys(paths).filter((key): key is K => key in paths);
  const flowsOf = keys.map((key) => paths[key]);
  const stride = horizon + 1;
  const cumulative = new Float64Array(keys.length * stride);
  for (const [j, flows] of flowsOf.entries()) {
    const base = j * stride;
    let running = flows.upfront;
    cumulative[base] = running;
    for (let m = 1; m <= horizon; m += 1) {
      running += flows.payments[m - 1] ?? 0;
      cumulative[base + m] = running;
    }
  }
  let instalments: SeriesPoint<K>[] | undefined;
  let cumulativePaid: SeriesPoint<K>[] | undefined;
  return {
    get instalments() {
      instalments ??= points(horizon, 1, keys, (j, m) => flowsOf[j]?.instalments[m - 1] ?? 0);
      return instalments;
    },
    get cumulativePaid() {
      cumulativePaid ??= points(horizon + 1, 0, keys, (j, m) => cumulative[j * stride + m] ?? 0);
      return cumulativePaid;
    },
  };
}

function points<K extends string>(
  count: number,
  firstMonth: number,
  keys: readonly K[],
  value: (key: number, month: number) => number,
): SeriesPoint<K>[] {
  const out = new Array<SeriesPoint<K>>(count);
  for (let k = 0; k < count; k += 1) {
    const month = firstMonth + k;
    const row: Record<string, number> = { month };
    for (const [j, key] of keys.entries()) row[key] = value(j, month);
    out[k] = row as SeriesPoint<K>;
  }
  return out;
}
