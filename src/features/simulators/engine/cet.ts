import { SimulationValidationError } from "./errors";

/*
 * Custo Efetivo Total (CET) by the Conselho Monetário Nacional's formula (Resolução CMN 3.517/2007,
 * art. 1º §2º, kept by its successors):
 *
 *     FC0 = Σ FCj / (1 + CET)^((dj − d0) / 365)
 *
 * FC0 is the amount released to the client minus everything charged up front (fees, taxes,
 * insurance paid at signing); FCj each payment with its fees and insurance; dj − d0 the days from the
 * release. The year has 365 days, so a loan of 2 % a.m. in 30-day months has a CET of
 * 1,02^(365/30) − 1 = 27,2 % a.a. even without fees (not 1,02^12 − 1 = 26,8 %).
 */
export interface CetPayment {
  /** Days from the release (d0) to this payment. */
  day: number;
  /** The payment in reais, with its fees and insurance. */
  amount: number;
}

export interface CetInput {
  /** Amount released to the client (the loan), in reais. */
  released: number;
  /** Charged at the release (tarifas, IOF, registration…), in reais. */
  upfrontFees: number;
  payments: readonly CetPayment[];
}

const MAX_ITERATIONS = 200;
// Solved in x = ln(1 + CET); this tolerance is far below a hundredth of a percentage point.
const X_TOLERANCE = 1e-13;

function invalid(message: string): never {
  throw new SimulationValidationError("cet", message);
}

/**
 * f(x) = Σ a_j · e^(−x · t_j) − FC0 and its derivative, with t_j = day_j / 365. f strictly decreases
 * in x when every payment is positive, so the root is unique.
 */
function presentValueGap(x: number, times: Float64Array, amounts: Float64Array, fc0: number): [number, number] {
  let value = -fc0;
  let slope = 0;
  for (let j = 0; j < times.length; j += 1) {
    const t = times[j] ?? 0;
    const term = (amounts[j] ?? 0) * Math.exp(-x * t);
    value += term;
    slope -= t * term;
  }
  return [value, slope];
}

/**
 * The CET a.a. as a fraction (0.35 = 35 % a.a.). Throws SimulationValidationError when the flow has no
 * single rate: nothing released after the up-front fees, no payment, a negative or non-finite amount,
 * or payments that do not even repay what was released at a rate above −100 %.
 */
export function cetAnnual(input: CetInput): number {
  const { released, upfrontFees, payments } = input;
  if (!Number.isFinite(released) || !Number.isFinite(upfrontFees) || upfrontFees < 0) {
    invalid("O valor liberado e as tarifas iniciais devem ser números válidos (tarifas ≥ 0).");
  }
  const fc0 = released - upfrontFees;
  if (!(fc0 > 0)) invalid("O valor liberado, descontadas as tarifas iniciais, deve ser maior que zero.");
  if (payments.length === 0) invalid("Informe ao menos um pagamento para calcular o CET.");

  const times = new Float64Array(payments.length);
  const amounts = new Float64Array(payments.length);
  let total = 0;
  payments.forEach((p, j) => {
    if (!Number.isFinite(p.day) || p.day <= 0) invalid("Cada pagamento deve vencer depois da liberação (dias > 0).");
    if (!Number.isFinite(p.amount) || p.amount < 0)
      invalid("Cada pagamento deve ser um valor válido, maior ou igual a zero.");
    times[j] = p.day / 365;
    amounts[j] = p.amount;
    total += p.amount;
  });
  if (!(total > 0)) invalid("Os pagamentos somam zero: não há custo efetivo a calcular.");

  // Bracket the root: f(lo) > 0 > f(hi), widening until it holds (rates from −99,99 % to huge).
  let lo = -1;
  let hi = 1;
  while (presentValueGap(lo, times, amounts, fc0)[0] <= 0) {
    lo *= 2;
    if (lo < -64) invalid("Os pagamentos não cobrem o valor liberado: o CET não está definido.");
  }
  while (presentValueGap(hi, times, amounts, fc0)[0] >= 0) {
    hi *= 2;
    if (hi > 64) invalid("O custo deste fluxo é alto demais para ser calculado.");
  }

  // Newton's method, kept inside the bracket (bisection when a step would leave it).
  let x = (lo + hi) / 2;
  for (let k = 0; k < MAX_ITERATIONS; k += 1) {
    const [value, slope] = presentValueGap(x, times, amounts, fc0);
    if (value > 0) lo = x;
    else hi = x;
    let next = slope < 0 ? x - value / slope : (lo + hi) / 2;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - x) < X_TOLERANCE || hi - lo < X_TOLERANCE) {
      x = next;
      break;
    }
    x = next;
  }
  return Math.expm1(x);
}

/** Payments due every 30 days from the release (the simulators' months), as cetAnnual takes them. */
export function monthlyPayments(amounts: ArrayLike<number>): CetPayment[] {
  return Array.from({ length: amounts.length }, (_, k) => ({ day: 30 * (k + 1), amount: amounts[k] ?? 0 }));
}
