import {
  RULES, assertBid, assertBidMode, assertContemplation, assertNumber, type BidMode,
} from "./validation";

export interface ConsorcioInput {
  creditValue: number;
  termMonths: number;
  adminFeePct: number;
  annualCorrectionPct: number;
  contemplationMonth: number;
  bidPct: number;
  bidMode: BidMode;
}

export interface ConsorcioRow {
  month: number;
  credit: number;
  instalment: number;
  bid: number;
}

export interface ConsorcioSchedule {
  rows: ConsorcioRow[];
  totals: { paid: number; bid: number; creditReceived: number; cost: number };
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
}

/**
 * Instalment plan after contemplation, as fractions of the credit in force (model §2).
 * `afterFractions` has one entry per instalment still due, starting in month mC + 1.
 */
export function planAfterBid(input: ConsorcioInput): { p0: number; bidFraction: number; afterFractions: number[] } {
  const { termMonths: n, contemplationMonth: mc, bidMode } = input;
  const p0 = baseInstalmentFraction(input.adminFeePct, n);
  const bidFraction = input.bidPct / 100;
  const rawSaldo = 1 + input.adminFeePct / 100 - mc * p0 - bidFraction;
  const saldo = rawSaldo < FRACTION_EPSILON ? 0 : rawSaldo;
  const remainingMonths = n - mc;
  const afterFractions: number[] = [];
  if (saldo === 0 || remainingMonths === 0) return { p0, bidFraction, afterFractions };

  if (bidMode === "reduzParcela") {
    const p1 = saldo / remainingMonths;
    for (let k = 0; k < remainingMonths; k += 1) afterFractions.push(p1);
  } else {
    const count = Math.min(saldo / p0, remainingMonths);
    const whole = Math.floor(count + COUNT_EPSILON);
    const remainder = count - whole;
    for (let k = 0; k < whole; k += 1) afterFractions.push(p0);
    if (remainder > COUNT_EPSILON) afterFractions.push(remainder * p0);
  }
  return { p0, bidFraction, afterFractions };
}

/**
 * The consórcio's month-by-month payments (model §2): parcela p0 · C(m) up to the contemplation
 * month, the bid L · C(mC) in that month, then the plan chosen by bidMode. Rows stop at the last
 * instalment paid; under reduzPrazo that one is fractional.
 */
export function consorcioSchedule(input: ConsorcioInput): ConsorcioSchedule {
  validateConsorcioInput(input);
  const { creditValue: c0, contemplationMonth: mc } = input;
  const growth = 1 + input.annualCorrectionPct / 100;
  const { p0, bidFraction, afterFractions } = planAfterBid(input);
  const lastMonth = mc + afterFractions.length;

  const rows: ConsorcioRow[] = new Array<ConsorcioRow>(lastMonth);
  let credit = c0;
  let paid = 0;
  let bid = 0;
  let creditReceived = c0;
  for (let m = 1; m <= lastMonth; m += 1) {
    // Math.pow once a year rather than repeated multiplication keeps C(m) exact to the last digit.
    if (m > 1 && (m - 1) % 12 === 0) credit = c0 * Math.pow(growth, (m - 1) / 12);
    const fraction = m <= mc ? p0 : (afterFractions[m - mc - 1] ?? 0);
    const instalment = fraction * credit;
    let rowBid = 0;
    if (m === mc) {
      rowBid = bidFraction * credit;
      bid = rowBid;
      creditReceived = credit;
    }
    paid += instalment + rowBid;
    rows[m - 1] = { month: m, credit, instalment, bid: rowBid };
  }
  return { rows, totals: { paid, bid, creditReceived, cost: paid - creditReceived } };
}
