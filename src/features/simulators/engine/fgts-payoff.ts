import { creditAt, planAfterBid, type ConsorcioInput } from "./consorcio";
import { afterBidOptions, type AfterBidOptions } from "./consorcio-details";

/*
 * FGTS to pay off the consórcio (Lei 8.036/1990 art. 20, incisos V–VII: the FGTS may pay a
 * bid, amortise or settle the balance of a home bought through a consórcio, or up to 80 % of 12
 * instalments). Here: the FGTS amount goes into the balance still owed right after contemplation (the
 * bid already paid), at the credit in force then; the balance is 1 + TA − mC · p0 − L of the credit
 * (model §2). What is used is at most that balance (the rest stays in the FGTS account); the client
 * then picks, as after a bid, a smaller instalment or fewer instalments. Shown as an option beside the
 * plan: the schedule and the totals keep the plan without it.
 */
export interface FgtsPayoff {
  amount: number;
  /** The month of contemplation, when the payoff is made. */
  month: number;
  /** What was still owed after the bid, R$. */
  balanceBefore: number;
  /** min(amount, balance). */
  used: number;
  /** amount − used: stays in the client's FGTS account. */
  leftover: number;
  /** The FGTS covers the whole balance: no instalment after contemplation. */
  settled: boolean;
  /** The plan after the bid and the FGTS, either way (reduzParcela / reduzPrazo). */
  after: AfterBidOptions;
}

export function fgtsPayoff(input: ConsorcioInput, amount: number): FgtsPayoff | null {
  if (!(amount > 0)) return null;
  const mc = input.contemplationMonth;
  const credit = creditAt(input.creditValue, input.annualCorrectionPct, mc);
  const plan = planAfterBid(input);
  const balanceBefore = (plan.count * plan.fraction + plan.tail) * credit;
  const used = Math.min(amount, balanceBefore);
  // As a further share of the credit paid at contemplation, exactly like a bid (model §2).
  const bidPct = input.bidPct + (credit > 0 ? (used / credit) * 100 : 0);
  return {
    amount,
    month: mc,
    balanceBefore,
    used,
    leftover: amount - used,
    settled: amount >= balanceBefore - 0.005,
    after: afterBidOptions({ ...input, bidPct }),
  };
}
