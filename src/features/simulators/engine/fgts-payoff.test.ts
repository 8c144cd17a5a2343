import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterBidOptions } from "./consorcio-details";
import type { ConsorcioInput } from "./consorcio";
import { fgtsPayoff } from "./fgts-payoff";

// FGTS paying off the consórcio's balance after contemplation.
const base: ConsorcioInput = {
  creditValue: 200_000,
  termMonths: 200,
  adminFeePct: 20,
  annualCorrectionPct: 0,
  contemplationMonth: 10,
  bidPct: 0,
  bidMode: "reduzParcela",
};

describe("fgtsPayoff", () => {
  /*
   * Worked example: C 200 000, N 200, TA 20 % → p0 = 1,2 / 200 = 0,006 (R$ 1 200). Contemplated in month
   * 10 with no bid: 1,2 − 10 · 0,006 = 1,14 of the credit still owed = R$ 228 000. FGTS R$ 50 000 = 0,25
   * of the credit, leaving 0,89:
   *   reduzParcela: 0,89 / 190 · 200 000 = R$ 936,842105…, to month 200;
   *   reduzPrazo: 0,89 / 0,006 = 148,33… → 148 instalments of R$ 1 200 and one of 0,333… · 1 200 = R$ 400,
   *   the last in month 10 + 149 = 159 (41 instalments fewer than 190, less the fraction: 41,666…).
   */
  it("amortises the balance left after contemplation (worked example)", () => {
    const payoff = fgtsPayoff(base, 50_000);
    expect(payoff).toMatchObject({ amount: 50_000, month: 10, used: 50_000, leftover: 0, settled: false });
    expect(payoff?.balanceBefore).toBeCloseTo(228_000, 6);
    expect(payoff?.after.reduzParcela.instalment).toBeCloseTo(936.842105263, 6);
    expect(payoff?.after.reduzParcela.lastMonth).toBe(200);
    expect(payoff?.after.reduzPrazo.instalment).toBeCloseTo(1_200, 6);
    expect(payoff?.after.reduzPrazo.lastMonth).toBe(159);
    expect(payoff?.after.reduzPrazo.instalmentsRemoved).toBeCloseTo(41.6667, 3);
  });

  it("settles the whole balance when the FGTS covers it; the rest stays in the FGTS account", () => {
    const payoff = fgtsPayoff(base, 300_000);
    expect(payoff?.settled).toBe(true);
    expect(payoff?.used).toBeCloseTo(228_000, 6);
    expect(payoff?.leftover).toBeCloseTo(72_000, 6);
    expect(payoff?.after.reduzParcela).toMatchObject({ instalment: 0, lastMonth: 10 });
    expect(payoff?.after.reduzPrazo).toMatchObject({ instalment: 0, lastMonth: 10, instalmentsRemoved: 190 });
  });

  it("works on what the bid left: a 10 % bid and R$ 20 000 of FGTS are one 20 % bid", () => {
    const payoff = fgtsPayoff({ ...base, bidPct: 10 }, 20_000);
    expect(payoff?.balanceBefore).toBeCloseTo(208_000, 6);
    const asOneBid = afterBidOptions({ ...base, bidPct: 20 });
    expect(payoff?.after.reduzParcela.instalment).toBeCloseTo(asOneBid.reduzParcela.instalment, 9);
    expect(payoff?.after.reduzPrazo.lastMonth).toBe(asOneBid.reduzPrazo.lastMonth);
  });

  it("uses the credit in force at contemplation (after the annual correction)", () => {
    // Month 13 with 10 % a year: credit 220 000; 1,2 − 13 · 0,006 = 1,122 → R$ 246 840 owed.
    expect(fgtsPayoff({ ...base, annualCorrectionPct: 10, contemplationMonth: 13 }, 1_000)?.balanceBefore).toBeCloseTo(
      246_840,
      6,
    );
  });

  it("is off at 0", () => {
    expect(fgtsPayoff(base, 0)).toBeNull();
  });

  it("property: never uses more than the balance or the amount, the parts add up, and the plan only gets lighter", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 420 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            mc: fc.integer({ min: 1, max: n - 1 }),
            ta: fc.double({ min: 0, max: 40, noNaN: true }),
            correction: fc.double({ min: 0, max: 15, noNaN: true }),
            amount: fc.double({ min: 0.01, max: 2_000_000, noNaN: true }),
            credit: fc.double({ min: 1_000, max: 5_000_000, noNaN: true }),
          }),
        ),
        ({ n, mc, ta, correction, amount, credit }) => {
          const input: ConsorcioInput = {
            creditValue: credit,
            termMonths: n,
            adminFeePct: ta,
            annualCorrectionPct: correction,
            contemplationMonth: mc,
            bidPct: 0,
            bidMode: "reduzParcela",
          };
          const payoff = fgtsPayoff(input, amount)!;
          const without = afterBidOptions(input);
          expect(payoff.used).toBeLessThanOrEqual(Math.min(amount, payoff.balanceBefore) + 1e-9);
          expect(payoff.used + payoff.leftover).toBeCloseTo(amount, 6);
          expect(payoff.settled).toBe(amount >= payoff.balanceBefore - 0.005);
          expect(payoff.after.reduzParcela.instalment).toBeLessThanOrEqual(
            without.reduzParcela.instalment * (1 + 1e-12) + 1e-9,
          );
          expect(payoff.after.reduzPrazo.lastMonth).toBeLessThanOrEqual(without.reduzPrazo.lastMonth);
        },
      ),
      { numRuns: 300 },
    );
  });
});
