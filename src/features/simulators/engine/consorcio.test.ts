import { describe, expect, it } from "vitest";
import { consorcioSchedule, type ConsorcioInput, type ConsorcioSchedule } from "./consorcio";
import { SimulationValidationError } from "./errors";

const HALF_CENTAVO = 0.005;

const defaults: ConsorcioInput = {
  creditValue: 500_000,
  termMonths: 220,
  adminFeePct: 23,
  annualCorrectionPct: 6.32,
  contemplationMonth: 50,
  bidPct: 20,
  bidMode: "reduzParcela",
};

const parcela = (s: ConsorcioSchedule, month: number) => s.rows[month - 1]?.instalment ?? Number.NaN;
const sumInstalments = (s: ConsorcioSchedule, from = 1, to = s.rows.length) =>
  s.rows.slice(from - 1, to).reduce((acc, r) => acc + r.instalment, 0);
/** Σ of what each month paid as a fraction of the credit in force, plus the bid's fraction. */
const fractionsPaid = (s: ConsorcioSchedule) => s.rows.reduce((acc, r) => acc + (r.instalment + r.bid) / r.credit, 0);

describe("consorcioSchedule — worked examples of simulation-model §2 (half a centavo)", () => {
  const reduzParcela = consorcioSchedule(defaults);
  const reduzPrazo = consorcioSchedule({ ...defaults, bidMode: "reduzPrazo" });

  it.each([
    ["parcela(1) = 2 795,45", () => parcela(reduzParcela, 1), 2795.45],
    ["C(50) = 638 895,57", () => reduzParcela.rows[49]?.credit ?? Number.NaN, 638_895.57],
    ["Σ parcelas 1…50 = 154 590,69", () => sumInstalments(reduzParcela, 1, 50), 154_590.69],
    ["reduzParcela after a 20\u00a0% bid: parcela(51) = 2 820,37", () => parcela(reduzParcela, 51), 2820.37],
    ["lance = 20\u00a0% of C(50) = 127 779,11", () => reduzParcela.rows[49]?.bid ?? Number.NaN, 127_779.11],
    ["creditReceived = C(50)", () => reduzParcela.totals.creditReceived, 638_895.57],
    [
      "ABAC: C0 30 000, N 60, ta 17 → 585,00",
      () =>
        parcela(
          consorcioSchedule({
            ...defaults,
            creditValue: 30_000,
            termMonths: 60,
            adminFeePct: 17,
            annualCorrectionPct: 0,
            contemplationMonth: 1,
            bidPct: 0,
          }),
          1,
        ),
      585,
    ],
  ])("%s", (_label, actual, expected) => {
    expect(Math.abs(actual() - expected)).toBeLessThanOrEqual(HALF_CENTAVO);
  });

  it("reduzPrazo after the same bid removes 35,7724 instalments", () => {
    // Instalments left after mC, counted in units of p0 (the last row is a fraction of one).
    const p0 = 1.23 / 220;
    const after = reduzPrazo.rows.slice(50).reduce((acc, r) => acc + r.instalment / r.credit / p0, 0);
    expect(170 - after).toBeCloseTo(35.7724, 4);
  });

  it("reduzPrazo stops at the fractional last instalment", () => {
    // 170 − 35,7724 = 134,2276 → 134 whole instalments and one of 0,2276 · p0, ending in month 185.
    expect(reduzPrazo.rows).toHaveLength(185);
    const last = reduzPrazo.rows[184];
    expect(last?.month).toBe(185);
    expect((last?.instalment ?? 0) / (last?.credit ?? 1) / (1.23 / 220)).toBeCloseTo(0.2276, 4);
    expect(parcela(reduzPrazo, 184) / (reduzPrazo.rows[183]?.credit ?? 1)).toBeCloseTo(1.23 / 220, 12);
  });

  it("the credit steps once every 12 months, and instalments follow it", () => {
    const rows = reduzParcela.rows;
    expect(rows[11]?.credit).toBe(500_000);
    expect(rows[12]?.credit).toBeCloseTo(500_000 * 1.0632, 6);
    expect(rows[23]?.credit).toBe(rows[12]?.credit);
    expect(parcela(reduzParcela, 13) / parcela(reduzParcela, 12)).toBeCloseTo(1.0632, 12);
  });
});

describe("consorcioSchedule — invariants", () => {
  it.each<[string, Partial<ConsorcioInput>]>([
    ["defaults, reduzParcela", {}],
    ["defaults, reduzPrazo", { bidMode: "reduzPrazo" }],
    ["no bid", { bidPct: 0 }],
    ["no fee, no correction", { adminFeePct: 0, annualCorrectionPct: 0 }],
    ["contemplated in month 1", { contemplationMonth: 1, bidPct: 50 }],
    ["contemplated in the last month", { contemplationMonth: 220, bidPct: 0 }],
    ["bid equal to the whole saldo (reduzParcela)", { bidPct: (1.23 - (50 * 1.23) / 220) * 100 }],
    ["bid equal to the whole saldo (reduzPrazo)", { bidPct: (1.23 - (50 * 1.23) / 220) * 100, bidMode: "reduzPrazo" }],
    ["deflation", { annualCorrectionPct: -3 }],
    ["420 months, reduzPrazo", { termMonths: 420, contemplationMonth: 100, bidMode: "reduzPrazo", bidPct: 33.3 }],
  ])("%s: totals add up and 1 + TA of the credit is paid", (_label, overrides) => {
    const input = { ...defaults, ...overrides };
    const s = consorcioSchedule(input);
    const bids = s.rows.reduce((acc, r) => acc + r.bid, 0);
    expect(s.totals.bid).toBe(bids);
    expect(s.totals.paid).toBeCloseTo(sumInstalments(s) + bids, 6);
    expect(s.totals.cost).toBe(s.totals.paid - s.totals.creditReceived);
    expect(fractionsPaid(s)).toBeCloseTo(1 + input.adminFeePct / 100, 10);
    expect(s.rows.map((r) => r.month)).toEqual(s.rows.map((_r, k) => k + 1));
    expect(s.rows.length).toBeLessThanOrEqual(input.termMonths);
    expect(s.rows.every((r) => r.instalment > 0)).toBe(true);
  });

  it("a bid of the whole saldo ends the payments at contemplation", () => {
    const s = consorcioSchedule({ ...defaults, bidPct: (1.23 - (50 * 1.23) / 220) * 100 });
    expect(s.rows).toHaveLength(50);
  });

  it("reduzParcela keeps paying until prazo with a lower fraction", () => {
    const s = consorcioSchedule(defaults);
    expect(s.rows).toHaveLength(220);
    const fraction = (m: number) => parcela(s, m) / (s.rows[m - 1]?.credit ?? 1);
    expect(fraction(51)).toBeCloseTo((1.23 - (50 * 1.23) / 220 - 0.2) / 170, 14);
    expect(fraction(220)).toBeCloseTo(fraction(51), 14);
  });
});

describe("consorcioSchedule — validation", () => {
  it.each<[string, string, Partial<ConsorcioInput>, RegExp]>([
    ["credit 0", "creditValue", { creditValue: 0 }, /valor do crédito deve ser maior que zero/],
    ["credit above 100 million", "creditValue", { creditValue: 100_000_001 }, /100\.000\.000,00/],
    ["credit NaN", "creditValue", { creditValue: Number.NaN }, /número válido/],
    ["credit Infinity", "creditValue", { creditValue: Number.POSITIVE_INFINITY }, /número válido/],
    ["term 0", "termMonths", { termMonths: 0 }, /^O prazo deve estar entre 1 e 420\u00a0meses\.$/],
    ["term 421", "termMonths", { termMonths: 421 }, /entre 1 e 420\u00a0meses/],
    ["term 12.5", "termMonths", { termMonths: 12.5 }, /número inteiro de meses/],
    ["fee −1", "adminFeePct", { adminFeePct: -1 }, /taxa de administração/],
    ["fee 101", "adminFeePct", { adminFeePct: 101 }, /taxa de administração/],
    ["correction −100", "annualCorrectionPct", { annualCorrectionPct: -100 }, /correção anual/],
    ["correction 100.01", "annualCorrectionPct", { annualCorrectionPct: 100.01 }, /correção anual/],
    ["contemplation 0", "contemplationMonth", { contemplationMonth: 0 }, /mês de contemplação/],
    [
      "contemplation after prazo",
      "contemplationMonth",
      { contemplationMonth: 221 },
      /entre 1 e 220 \(o prazo do grupo\)/,
    ],
    ["bid −1", "bidPct", { bidPct: -1 }, /lance/],
    ["bid above the saldo", "bidPct", { bidPct: 96 }, /entre 0\u00a0% e 95,04\u00a0% do crédito/],
    ["bid in the last month", "bidPct", { contemplationMonth: 220, bidPct: 1 }, /entre 0\u00a0% e 0,00\u00a0%/],
    ["unknown bid mode", "bidMode", { bidMode: "x" as never }, /reduzir a parcela ou reduzir o prazo/],
  ])("%s → SimulationValidationError on %s", (_label, field, overrides, message) => {
    const run = () => consorcioSchedule({ ...defaults, ...overrides });
    expect(run).toThrow(SimulationValidationError);
    try {
      run();
    } catch (error) {
      expect(error).toMatchObject({ name: "SimulationValidationError", field, code: "VALIDATION" });
      expect((error as Error).message).toMatch(message);
    }
  });

  it.each([
    ["value at the limit", { creditValue: 100_000_000 }],
    ["correction 100\u00a0%", { annualCorrectionPct: 100 }],
    ["fee 100\u00a0%", { adminFeePct: 100 }],
    ["bid exactly the saldo", { bidPct: (1.23 - (50 * 1.23) / 220) * 100 }],
  ])("accepts the boundary: %s", (_label, overrides) => {
    expect(() => consorcioSchedule({ ...defaults, ...overrides })).not.toThrow();
  });
});
