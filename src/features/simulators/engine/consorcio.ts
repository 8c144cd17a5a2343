import { withColumns } from "./columns";
import { SimulationValidationError } from "./errors";
import {
  BID_TOLERANCE_PCT,
  EMBUTIDO_OVER_BID_MESSAGE,
  RULES,
  assertBid,
  assertBidMode,
  assertContemplation,
  assertNumber,
  type BidMode,
} from "./validation";

export interface ConsorcioInput {
  creditValue: number;
  termMonths: number;
  adminFeePct: number;
  annualCorrectionPct: number;
  contemplationMonth: number;
  bidPct: number;
  bidMode: BidMode;
  /**
   * Lance embutido: the part of the bid taken from the credit itself, % of the credit in force at
   * contemplation (0 ≤ embutido ≤ bidPct). The client receives the credit minus it. Default 0.
   */
  embutidoPct?: number;
  /** Seguro prestamista: % a.m. of what is still owed, charged in each instalment. Default 0. */
  insurancePct?: number;
}

export interface ConsorcioRow {
  month: number;
  credit: number;
  /** Everything due that month: fundo comum + taxa de administração (+ seguro when there is one). */
  instalment: number;
  /** The whole bid, paid at contemplation (its embutido part comes out of the credit, see totals). */
  bid: number;
  /** Seguro prestamista in the instalment; present only when the schedule has one. */
  insurance?: number;
}

/** The schedule's months as typed columns: month m at index m − 1 of each. */
export interface ConsorcioColumns {
  credit: Float64Array;
  instalment: Float64Array;
  bid: Float64Array;
  /** Seguro prestamista per month, only when insurancePct > 0 (nothing is allocated otherwise). */
  insurance?: Float64Array;
}

export interface ConsorcioSchedule {
  columns: ConsorcioColumns;
  /** One object per month, built from the columns on first read (tables, tests); the engine reads columns. */
  readonly rows: ConsorcioRow[];
  /**
   * paid = Σ instalments + the whole bid; creditReceived = the credit in force at contemplation (the
   * carta); cost = paid − creditReceived, as in the model. embutido = the bid's part taken from the
   * credit: the client gets creditReceived − embutido in hand and pays embutido less in cash, so to buy
   * the same bem as the financing they still put in the whole bid, which is what paid counts.
   * insurance = Σ seguro prestamista (already in the instalments).
   */
  totals: { paid: number; bid: number; embutido: number; insurance: number; creditReceived: number; cost: number };
}

// Below this, a fraction of the credit is float dust from (1 + TA) − mC·p0 − L, not money owed.
const FRACTION_EPSILON = 1e-12;
// A reduzPrazo count within this of a whole number is that whole number (no 1e-13 "instalment").
const COUNT_EPSILON = 1e-9;

/** F(m) = (1 + r)^floor((m − 1) / 12): the credit steps once every 12 months. */
export function correctionFactor(annualCorrectionPct: number, month: number): number {
  return Math.pow(1 + annualCorrectionPct / 100, Math.floor((month - 1) / 12));
}

/** C(m) = C0 · F(m). */
export function creditAt(creditValue: number, annualCorrectionPct: number, month: number): number {
  return creditValue * correctionFactor(annualCorrectionPct, month);
}

/** p0 = (1 + TA) / N: the instalment as a fraction of the credit in force. */
export function baseInstalmentFraction(adminFeePct: number, termMonths: number): number {
  return (1 + adminFeePct / 100) / termMonths;
}

export function validateConsorcioInput(input: ConsorcioInput): void {
  assertNumber("creditValue", RULES.value, input.creditValue);
  assertNumber("termMonths", RULES.prazo, input.termMonths);
  assertNumber("adminFeePct", RULES.ta, input.adminFeePct);
  assertNumber("annualCorrectionPct", RULES.correction, input.annualCorrectionPct);
  assertNumber("contemplationMonth", RULES.prazoAc, input.contemplationMonth);
  assertContemplation("contemplationMonth", input.termMonths, input.contemplationMonth);
  assertNumber("bidPct", RULES.win, input.bidPct);
  assertBid("bidPct", input.bidPct, input.adminFeePct, input.termMonths, input.contemplationMonth);
  assertBidMode("bidMode", input.bidMode);
  if (input.embutidoPct !== undefined) {
    assertNumber("embutidoPct", RULES.embutido, input.embutidoPct);
    if (input.embutidoPct > input.bidPct + BID_TOLERANCE_PCT) {
      throw new SimulationValidationError("embutidoPct", EMBUTIDO_OVER_BID_MESSAGE);
    }
  }
  if (input.insurancePct !== undefined) assertNumber("insurancePct", RULES.seguro, input.insurancePct);
}

/**
 * Instalment plan after contemplation, as fractions of the credit in force (model §2): `count`
 * instalments of `fraction` from month mC + 1, then one `tail` instalment when reduzPrazo leaves a
 * fractional one (0 otherwise).
 */
export interface PlanAfterBid {
  p0: number;
  bidFraction: number;
  fraction: number;
  count: number;
  tail: number;
}

export function planAfterBid(input: ConsorcioInput): PlanAfterBid {
  const { termMonths: n, contemplationMonth: mc, bidMode } = input;
  const p0 = baseInstalmentFraction(input.adminFeePct, n);
  const bidFraction = input.bidPct / 100;
  const rawSaldo = 1 + input.adminFeePct / 100 - mc * p0 - bidFraction;
  const saldo = rawSaldo < FRACTION_EPSILON ? 0 : rawSaldo;
  const remainingMonths = n - mc;
  if (saldo === 0 || remainingMonths === 0) return { p0, bidFraction, fraction: 0, count: 0, tail: 0 };

  if (bidMode === "reduzParcela") {
    return { p0, bidFraction, fraction: saldo / remainingMonths, count: remainingMonths, tail: 0 };
  }
  const count = Math.min(saldo / p0, remainingMonths);
  const whole = Math.floor(count + COUNT_EPSILON);
  const remainder = count - whole;
  return { p0, bidFraction, fraction: p0, count: whole, tail: remainder > COUNT_EPSILON ? remainder * p0 : 0 };
}

/** Months with an instalment: up to the contemplation month, then the plan after the bid. */
export function consorcioMonths(plan: PlanAfterBid, contemplationMonth: number): number {
  return contemplationMonth + plan.count + (plan.tail > 0 ? 1 : 0);
}

export function consorcioColumns(months: number, withInsurance = false): ConsorcioColumns {
  // One buffer, three (four with seguro) views: a single allocation per schedule.
  const buffer = new Float64Array(months * (withInsurance ? 4 : 3));
  const columns: ConsorcioColumns = {
    credit: buffer.subarray(0, months),
    instalment: buffer.subarray(months, months * 2),
    bid: buffer.subarray(months * 2, months * 3),
  };
  if (withInsurance) columns.insurance = buffer.subarray(months * 3);
  return columns;
}

/**
 * Fills `out` (at least consorcioMonths long) with the month-by-month payments of an already
 * validated input (model §2): parcela p0 · C(m) up to the contemplation month, the bid L · C(mC) in
 * that month, then the plan chosen by bidMode. Allocates nothing, so a benchmark can reuse columns.
 */
export function fillConsorcio(
  input: ConsorcioInput,
  plan: PlanAfterBid,
  out: ConsorcioColumns,
): ConsorcioSchedule["totals"] {
  const { creditValue: c0, contemplationMonth: mc } = input;
  const growth = 1 + input.annualCorrectionPct / 100;
  const { p0, bidFraction, fraction: after, count } = plan;
  const lastMonth = consorcioMonths(plan, mc);
  const { credit: creditCol, instalment: instalmentCol, bid: bidCol, insurance: insuranceCol } = out;
  const embutidoFraction = (input.embutidoPct ?? 0) / 100;
  // Seguro prestamista on what is still owed (a fraction of the credit in force), before each payment.
  const insuranceRate = insuranceCol === undefined ? 0 : (input.insurancePct ?? 0) / 100;
  let owed = 1 + input.adminFeePct / 100;
  let credit = c0;
  let paid = 0;
  let bid = 0;
  let embutido = 0;
  let insuranceTotal = 0;
  let creditReceived = c0;
  for (let m = 1; m <= lastMonth; m += 1) {
    // Math.pow once a year rather than repeated multiplication keeps C(m) exact to the last digit.
    if (m > 1 && (m - 1) % 12 === 0) credit = c0 * Math.pow(growth, (m - 1) / 12);
    const fraction = m <= mc ? p0 : m - mc <= count ? after : plan.tail;
    let instalment = fraction * credit;
    if (insuranceCol !== undefined) {
      const insurance = insuranceRate * Math.max(0, owed) * credit;
      insuranceCol[m - 1] = insurance;
      insuranceTotal += insurance;
      instalment += insurance;
      owed -= fraction + (m === mc ? bidFraction : 0);
    }
    let rowBid = 0;
    if (m === mc) {
      bid = bidFraction * credit;
      embutido = embutidoFraction * credit;
      rowBid = bid;
      creditReceived = credit;
    }
    paid += instalment + rowBid;
    creditCol[m - 1] = credit;
    instalmentCol[m - 1] = instalment;
    bidCol[m - 1] = rowBid;
  }
  return { paid, bid, embutido, insurance: insuranceTotal, creditReceived, cost: paid - creditReceived };
}

/**
 * The consórcio's month-by-month payments (model §2). Rows stop at the last instalment paid; under
 * reduzPrazo that one is fractional.
 */
export function consorcioSchedule(input: ConsorcioInput): ConsorcioSchedule {
  validateConsorcioInput(input);
  return buildConsorcioSchedule(input);
}

/** consorcioSchedule of an input already validated at the engine's entry (compareImovel, compareVeiculo). */
export function buildConsorcioSchedule(input: ConsorcioInput): ConsorcioSchedule {
  const plan = planAfterBid(input);
  const columns = consorcioColumns(consorcioMonths(plan, input.contemplationMonth), (input.insurancePct ?? 0) > 0);
  const totals = fillConsorcio(input, plan, columns);
  let rows: ConsorcioRow[] | undefined;
  return withColumns(
    {
      // An own enumerable getter: toEqual, JSON and superjson see `rows` like a plain property.
      get rows() {
        const insurance = columns.insurance;
        rows ??= Array.from(columns.credit, (credit, k) => {
          const row: ConsorcioRow = {
            month: k + 1,
            credit,
            instalment: columns.instalment[k] ?? 0,
            bid: columns.bid[k] ?? 0,
          };
          if (insurance !== undefined) row.insurance = insurance[k] ?? 0;
          return row;
        });
        return rows;
      },
      totals,
    },
    columns,
  );
}
