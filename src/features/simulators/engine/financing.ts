import { withColumns } from "./columns";
import { SimulationValidationError } from "./errors";
import { RULES, assertNumber } from "./validation";

export type AmortizationSystem = "PRICE" | "SAC";

export interface FinancingInput {
  principal: number;
  monthlyRatePct: number;
  months: number;
  system: AmortizationSystem;
  trAnnualPct: number;
  /**
   * TR of each month, % a.m. (month k at index k − 1), as the Banco Central publishes it; when given
   * it replaces trAnnualPct (months past its end get 0). For replaying a real contract.
   */
  trMonthlyPct?: readonly number[];
}

export interface FinancingRow {
  month: number;
  correctedBalance: number;
  interest: number;
  amortization: number;
  instalment: number;
  balance: number;
}

/** The schedule's months as typed columns: month k at index k − 1 of each. */
export interface FinancingColumns {
  correctedBalance: Float64Array;
  interest: Float64Array;
  amortization: Float64Array;
  instalment: Float64Array;
  balance: Float64Array;
}

export interface FinancingSchedule {
  columns: FinancingColumns;
  /** One object per month, built from the columns on first read (tables, tests); the engine reads columns. */
  readonly rows: FinancingRow[];
  totals: { paid: number; interest: number; trCorrection: number };
}

// Below this monthly rate the PRICE factor i / (1 − (1 + i)^−m) is computed as its limit 1 / m:
// a subnormal rate would otherwise divide float dust by float dust.
const ZERO_RATE = 1e-15;

export function validateFinancingInput(input: FinancingInput): void {
  assertNumber("principal", RULES.principal, input.principal);
  assertNumber("monthlyRatePct", RULES.priceJuros, input.monthlyRatePct);
  assertNumber("months", RULES.pricePrazo, input.months);
  assertNumber("trAnnualPct", RULES.priceTr, input.trAnnualPct);
  input.trMonthlyPct?.forEach((tr, k) => assertNumber(`trMonthlyPct.${k}`, RULES.priceJuros, tr));
  if (input.system !== "PRICE" && input.system !== "SAC") {
    throw new SimulationValidationError("system", "O sistema de amortização deve ser PRICE ou SAC.");
  }
}

/** Monthly TR equivalent to an annual rate: (1 + tr)^(1/12) − 1. */
export function monthlyFromAnnual(annualPct: number): number {
  return Math.pow(1 + annualPct / 100, 1 / 12) - 1;
}

export function financingColumns(months: number): FinancingColumns {
  // One buffer, five views: a single allocation per schedule.
  const buffer = new Float64Array(months * 5);
  const column = (k: number) => buffer.subarray(k * months, (k + 1) * months);
  return {
    correctedBalance: column(0),
    interest: column(1),
    amortization: column(2),
    instalment: column(3),
    balance: column(4),
  };
}

/**
 * Fills `out` (at least input.months long) with the PRICE or SAC schedule of an already validated
 * input. Allocates nothing, so a benchmark can reuse columns.
 */
export function fillFinancing(input: FinancingInput, out: FinancingColumns): FinancingSchedule["totals"] {
  const { principal, months: n, system } = input;
  const i = input.monthlyRatePct / 100;
  const trSeries = input.trMonthlyPct;
  let trGrowth = 1 + monthlyFromAnnual(input.trAnnualPct);
  // 1 − (1 + i)^−m written with expm1/log1p stays accurate for tiny and negative rates.
  const logGrowth = Math.log1p(i);
  const zeroRate = Math.abs(i) < ZERO_RATE;

  let balance = principal;
  let paid = 0;
  let interestTotal = 0;
  let trCorrection = 0;
  for (let k = 1; k <= n; k += 1) {
    if (trSeries !== undefined) trGrowth = 1 + (trSeries[k - 1] ?? 0) / 100;
    const correctedBalance = balance * trGrowth;
    const interest = correctedBalance * i;
    const monthsLeft = n - k + 1;
    let amortization: number;
    let instalment: number;
    if (monthsLeft === 1) {
      // Both systems settle the corrected balance in the last month; doing it literally keeps
      // float dust from leaving a balance of ±1e-10.
      amortization = correctedBalance;
      instalment = amortization + interest;
    } else if (system === "SAC") {
      amortization = correctedBalance / monthsLeft;
      instalment = amortization + interest;
    } else {
      instalment = zeroRate
        ? correctedBalance / monthsLeft
        : (correctedBalance * i) / -Math.expm1(-monthsLeft * logGrowth);
      amortization = instalment - interest;
    }
    const next = correctedBalance - amortization;
    trCorrection += correctedBalance - balance;
    interestTotal += interest;
    paid += instalment;
    out.correctedBalance[k - 1] = correctedBalance;
    out.interest[k - 1] = interest;
    out.amortization[k - 1] = amortization;
    out.instalment[k - 1] = instalment;
    out.balance[k - 1] = next;
    balance = next;
  }
  return { paid, interest: interestTotal, trCorrection };
}

/**
 * PRICE or SAC schedule with TR (model §3): each month TR corrects the balance first, interest is
 * charged on the corrected balance and the instalment is recomputed over the months left, which is
 * how Caixa's tables behave. Without TR, PRICE's instalment comes out constant and SAC's
 * amortization constant.
 */
export function financingSchedule(input: FinancingInput): FinancingSchedule {
  validateFinancingInput(input);
  return buildFinancingSchedule(input);
}

/** financingSchedule of an input already validated at the engine's entry (compareImovel, compareVeiculo). */
export function buildFinancingSchedule(input: FinancingInput): FinancingSchedule {
  const columns = financingColumns(input.months);
  const totals = fillFinancing(input, columns);
  let rows: FinancingRow[] | undefined;
  return withColumns(
    {
      // An own enumerable getter: toEqual, JSON and superjson see `rows` like a plain property.
      get rows() {
        rows ??= Array.from(columns.instalment, (instalment, k) => ({
          month: k + 1,
          correctedBalance: columns.correctedBalance[k] ?? 0,
          interest: columns.interest[k] ?? 0,
          amortization: columns.amortization[k] ?? 0,
          instalment,
          balance: columns.balance[k] ?? 0,
        }));
        return rows;
      },
      totals,
    },
    columns,
  );
}
