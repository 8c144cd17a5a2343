import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareImovel } from "./comparison";
import { IMOVEL_DEFAULT_PARAMS } from "./defaults";
import { isSimulationValidationError } from "./errors";
import { financingSchedule } from "./financing";
import { applyFinancingCosts } from "./financing-costs";
import { MIP_AGE_BANDS, mipAgeWarning, mipRatePctForAge } from "./mip";

// MIP by age band. Rates: Marinha do Brasil CCCPM, TOO Seguros (see ./mip.ts).
const costs = { mipPct: 0, dfiPct: 0, adminFee: 0, upfrontFees: 0, propertyValue: 0 };

describe("MIP_AGE_BANDS", () => {
  it("covers 18 to 80 without a gap or an overlap", () => {
    expect(MIP_AGE_BANDS[0]?.fromAge).toBe(18);
    expect(MIP_AGE_BANDS.at(-1)?.toAge).toBe(80);
    for (let i = 1; i < MIP_AGE_BANDS.length; i += 1)
      expect(MIP_AGE_BANDS[i]!.fromAge).toBe(MIP_AGE_BANDS[i - 1]!.toAge + 1);
  });

  it.each([
    [18, 0.022866],
    [25, 0.022866],
    [26, 0.029256],
    [33, 0.028933],
    [40, 0.030896],
    [45, 0.032617],
    [50, 0.034423],
    [55, 0.037127],
    [60, 0.039172],
    [65, 0.040322],
    [66, 0.043928],
    [80, 0.043928],
    [85, 0.043928],
  ])("age %d → %d %\u00a0a.m. of the balance", (age, rate) => {
    expect(mipRatePctForAge(age)).toBe(rate);
  });
});

describe("MIP by age band in the financing", () => {
  /*
   * Worked example: SAC, 120 000 at 0 % over 24 months, so month k's balance is 120 000 − 5 000 (k − 1).
   * Client 25 at signing: months 1–12 at 0,022866 %, months 13–24 (26 years old) at 0,029256 %.
   *   months 1–12:  Σ balance = 12 · 120 000 − 5 000 · (0 + … + 11) = 1 110 000 → × 0,00022866 = 253,8126
   *   months 13–24: Σ balance = 12 · 120 000 − 5 000 · (12 + … + 23) =   390 000 → × 0,00029256 = 114,0984
   *   total 367,9110; month 1: 120 000 · 0,00022866 = 27,4392; month 13: 60 000 · 0,00029256 = 17,5536.
   */
  const schedule = financingSchedule({
    principal: 120_000,
    monthlyRatePct: 0,
    months: 24,
    system: "SAC",
    trAnnualPct: 0,
  });

  it("a 25-year-old changes band at the first birthday of the contract (worked example)", () => {
    const { due, totals } = applyFinancingCosts(schedule.columns, { ...costs, mipAgeYears: 25 });
    expect(totals.mip).toBeCloseTo(367.911, 6);
    expect(due[0]! - 5_000).toBeCloseTo(27.4392, 8);
    expect(due[11]! - 5_000).toBeCloseTo(65_000 * 0.00022866, 8);
    expect(due[12]! - 5_000).toBeCloseTo(17.5536, 8);
    expect(totals.firstMonth).toBeCloseTo(27.4392, 8);
  });

  it("the age replaces the typed MIP rate; age 0 keeps it", () => {
    const byAge = applyFinancingCosts(schedule.columns, { ...costs, mipPct: 0.05, mipAgeYears: 25 });
    expect(byAge.totals.mip).toBeCloseTo(367.911, 6);
    const typed = applyFinancingCosts(schedule.columns, { ...costs, mipPct: 0.05, mipAgeYears: 0 });
    expect(typed.totals.mip).toBeCloseTo(0.0005 * (1_110_000 + 390_000), 6);
  });

  it("property: the total lies between the table's lowest and highest rate × Σ balance, and equals the signing band's when no birthday changes band", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 80 }),
        fc.integer({ min: 1, max: 420 }),
        fc.double({ min: 1_000, max: 5_000_000, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.constantFrom("SAC" as const, "PRICE" as const),
        (age, months, principal, rate, system) => {
          const s = financingSchedule({ principal, monthlyRatePct: rate, months, system, trAnnualPct: 0 });
          const { totals } = applyFinancingCosts(s.columns, { ...costs, mipAgeYears: age });
          const balances = Array.from(s.columns.correctedBalance).reduce((a, b) => a + b, 0);
          const rates = MIP_AGE_BANDS.map((b) => b.ratePct / 100);
          expect(totals.mip).toBeGreaterThanOrEqual(Math.min(...rates) * balances * (1 - 1e-12));
          expect(totals.mip).toBeLessThanOrEqual(Math.max(...rates) * balances * (1 + 1e-12));
          const lastAge = age + Math.floor((months - 1) / 12);
          if (mipRatePctForAge(lastAge) === mipRatePctForAge(age)) {
            expect(totals.mip).toBeCloseTo((mipRatePctForAge(age) / 100) * balances, 6);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the imóvel comparison charges it on PRICE and SAC, and raises the CET", () => {
    const off = compareImovel(IMOVEL_DEFAULT_PARAMS);
    const on = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, finIdade: 40 });
    expect(on.sac.summary.totalPaid).toBeGreaterThan(off.sac.summary.totalPaid);
    expect(on.price.summary.firstInstalment - off.price.summary.firstInstalment).toBeCloseTo(
      on.price.schedule.columns.correctedBalance[0]! * 0.00030896,
      6,
    );
    expect(on.price.cet!.cetAnnualPct).toBeGreaterThan(off.price.cet!.cetAnnualPct);
  });

  it("warns when age + term passes 80 years and 6 months (lenders refuse it), and refuses an age under 18", () => {
    expect(mipAgeWarning(60, 246)).toBeNull();
    expect(mipAgeWarning(60, 247)).toBe(
      "Com 60 anos e 247\u00a0meses de prazo, o cliente passa de 80 anos e 6\u00a0meses ao fim do contrato: os bancos não financiam esse prazo (reduza o prazo).",
    );
    expect(compareImovel({ ...IMOVEL_DEFAULT_PARAMS, finIdade: 70 }).sac.warnings).toContain(
      mipAgeWarning(70, IMOVEL_DEFAULT_PARAMS.sacPrazo),
    );
    let error: unknown;
    try {
      compareImovel({ ...IMOVEL_DEFAULT_PARAMS, finIdade: 16 });
    } catch (e) {
      error = e;
    }
    expect(isSimulationValidationError(error) && error.field).toBe("finIdade");
  });
});
