import { describe, expect, it } from "vitest";
import { SimulationValidationError } from "./errors";
import { financingSchedule, monthlyFromAnnual, type FinancingInput } from "./financing";

const HALF_CENTAVO = 0.005;
const base: FinancingInput = { principal: 10_000, monthlyRatePct: 10, months: 4, system: "PRICE", trAnnualPct: 0 };
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("financingSchedule — worked examples of simulation-model §3 (no TR, half a centavo)", () => {
  it.each<[string, FinancingInput, number[]]>([
    ["PRICE PV 10 000, 10\u00a0%\u00a0a.m., 4 months: P = 3 154,71", base, [3154.71, 3154.71, 3154.71, 3154.71]],
    [
      "SAC PV 3 500, 2\u00a0%\u00a0a.m., 6 months",
      { principal: 3500, monthlyRatePct: 2, months: 6, system: "SAC", trAnnualPct: 0 },
      [653.33, 641.67, 630.0, 618.33, 606.67, 595.0],
    ],
    [
      "SAC PV 8 000, 1\u00a0%\u00a0a.m., 4 months",
      { principal: 8000, monthlyRatePct: 1, months: 4, system: "SAC", trAnnualPct: 0 },
      [2080, 2060, 2040, 2020],
    ],
  ])("%s", (_label, input, expected) => {
    const rows = financingSchedule(input).rows;
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, k) =>
      expect(Math.abs(row.instalment - (expected[k] ?? Number.NaN))).toBeLessThanOrEqual(HALF_CENTAVO),
    );
  });

  it("PRICE PV 10 000: S1 = 7 845,29", () => {
    const first = financingSchedule(base).rows[0];
    expect(Math.abs((first?.balance ?? 0) - 7845.29)).toBeLessThanOrEqual(HALF_CENTAVO);
  });
});

describe("financingSchedule — TR corrects the balance first (oracle: 50-digit decimal recomputation)", () => {
  // PV 1 000, 1 % a.m., 3 months, TR 12 % a.a. → tr = 1,12^(1/12) − 1 a.m.
  const cases: [string, FinancingInput["system"], number[][]][] = [
    [
      "PRICE",
      "PRICE",
      [
        [1009.4887929346, 10.0948879293, 333.1536229612, 343.2485108905, 676.3351699734],
        [682.7527743557, 6.8275277436, 339.6779971919, 346.5055249354, 343.0747771638],
        [346.3301426854, 3.4633014269, 346.3301426854, 349.7934441122, 0],
      ],
    ],
    [
      "SAC",
      "SAC",
      [
        [1009.4887929346, 10.0948879293, 336.4962643115, 346.5911522409, 672.9925286231],
        [679.3784153737, 6.7937841537, 339.6892076868, 346.4829918406, 339.6892076868],
        [342.9124482407, 3.4291244824, 342.9124482407, 346.3415727231, 0],
      ],
    ],
  ];
  it.each(cases)("%s with TR 12 % a.a.", (_label, system, expected) => {
    const s = financingSchedule({ principal: 1000, monthlyRatePct: 1, months: 3, system, trAnnualPct: 12 });
    s.rows.forEach((row, k) => {
      const [corrected, interest, amortization, instalment, balance] = expected[k] ?? [];
      expect(row.correctedBalance).toBeCloseTo(corrected ?? Number.NaN, 8);
      expect(row.interest).toBeCloseTo(interest ?? Number.NaN, 8);
      expect(row.amortization).toBeCloseTo(amortization ?? Number.NaN, 8);
      expect(row.instalment).toBeCloseTo(instalment ?? Number.NaN, 8);
      expect(row.balance).toBeCloseTo(balance ?? Number.NaN, 8);
    });
  });

  it("monthly TR is (1 + a)^(1/12) − 1", () => {
    expect(monthlyFromAnnual(12)).toBeCloseTo(0.009488792934583, 14);
    expect(monthlyFromAnnual(0)).toBe(0);
  });
});

describe("financingSchedule — invariants", () => {
  const inputs: [string, FinancingInput][] = [
    [
      "PRICE defaults 450 000 / 2\u00a0% / 220 / TR 1,5",
      { principal: 450_000, monthlyRatePct: 2, months: 220, system: "PRICE", trAnnualPct: 1.5 },
    ],
    [
      "SAC defaults 450 000 / 2\u00a0% / 220 / TR 1,5",
      { principal: 450_000, monthlyRatePct: 2, months: 220, system: "SAC", trAnnualPct: 1.5 },
    ],
    [
      "PRICE 600 months 100\u00a0%\u00a0a.m.",
      { principal: 1e8, monthlyRatePct: 100, months: 600, system: "PRICE", trAnnualPct: 100 },
    ],
    [
      "SAC 600 months, negative TR",
      { principal: 1e8, monthlyRatePct: 0.5, months: 600, system: "SAC", trAnnualPct: -50 },
    ],
    ["PRICE negative rate", { principal: 1000, monthlyRatePct: -5, months: 24, system: "PRICE", trAnnualPct: 0 }],
    ["PRICE one month", { principal: 1000, monthlyRatePct: 3, months: 1, system: "PRICE", trAnnualPct: 10 }],
  ];

  it.each(inputs)("%s: Σ amortization = principal + Σ TR, final balance 0, totals add up", (_label, input) => {
    const s = financingSchedule(input);
    const rows = s.rows;
    expect(rows).toHaveLength(input.months);
    expect(rows.at(-1)?.balance).toBe(0);
    const scale = Math.max(1, input.principal, s.totals.paid);
    expect(Math.abs(sum(rows.map((r) => r.amortization)) - (input.principal + s.totals.trCorrection))).toBeLessThan(
      scale * 1e-9,
    );
    expect(Math.abs(s.totals.paid - sum(rows.map((r) => r.instalment)))).toBeLessThan(scale * 1e-12);
    expect(Math.abs(s.totals.interest - sum(rows.map((r) => r.interest)))).toBeLessThan(scale * 1e-12);
    expect(Math.abs(s.totals.paid - (input.principal + s.totals.trCorrection + s.totals.interest))).toBeLessThan(
      scale * 1e-9,
    );
    rows.forEach((r) =>
      expect(Math.abs(r.instalment - (r.amortization + r.interest))).toBeLessThan(Math.max(1, r.instalment) * 1e-9),
    );
  });

  it.each([
    ["PRICE", "PRICE" as const],
    ["SAC", "SAC" as const],
  ])("without TR, %s has correctedBalance = previous balance and no TR total", (_label, system) => {
    const s = financingSchedule({ principal: 450_000, monthlyRatePct: 2, months: 220, system, trAnnualPct: 0 });
    expect(s.totals.trCorrection).toBe(0);
    expect(s.rows[0]?.correctedBalance).toBe(450_000);
    s.rows.slice(1).forEach((r, k) => expect(r.correctedBalance).toBe(s.rows[k]?.balance));
  });

  it("PRICE without TR: the instalment is constant", () => {
    const rows = financingSchedule({
      principal: 450_000,
      monthlyRatePct: 2,
      months: 220,
      system: "PRICE",
      trAnnualPct: 0,
    }).rows;
    const first = rows[0]?.instalment ?? 0;
    rows.forEach((r) => expect(r.instalment).toBeCloseTo(first, 6));
  });

  it("SAC without TR: the amortization is constant and instalments fall by i · A", () => {
    const rows = financingSchedule({
      principal: 450_000,
      monthlyRatePct: 2,
      months: 220,
      system: "SAC",
      trAnnualPct: 0,
    }).rows;
    rows.forEach((r) => expect(r.amortization).toBeCloseTo(450_000 / 220, 6));
    rows
      .slice(1)
      .forEach((r, k) => expect((rows[k]?.instalment ?? 0) - r.instalment).toBeCloseTo(0.02 * (450_000 / 220), 6));
  });

  it("with TR, PRICE recomputes the instalment on the corrected balance (it rises)", () => {
    const rows = financingSchedule({
      principal: 450_000,
      monthlyRatePct: 2,
      months: 220,
      system: "PRICE",
      trAnnualPct: 1.5,
    }).rows;
    expect(rows[219]?.instalment).toBeGreaterThan(rows[0]?.instalment ?? Infinity);
  });

  it.each([
    ["PRICE", "PRICE" as const],
    ["SAC", "SAC" as const],
  ])("rate 0, no TR: %s pays principal / n every month", (_label, system) => {
    const s = financingSchedule({ principal: 12_000, monthlyRatePct: 0, months: 48, system, trAnnualPct: 0 });
    s.rows.forEach((r) => {
      expect(r.instalment).toBeCloseTo(250, 10);
      expect(r.interest).toBe(0);
    });
    expect(s.totals.paid).toBeCloseTo(12_000, 8);
  });

  it("rate 0 gives PRICE = SAC even with TR", () => {
    const price = financingSchedule({
      principal: 12_000,
      monthlyRatePct: 0,
      months: 48,
      system: "PRICE",
      trAnnualPct: 5,
    });
    const sac = financingSchedule({ principal: 12_000, monthlyRatePct: 0, months: 48, system: "SAC", trAnnualPct: 5 });
    price.rows.forEach((r, k) => expect(r.instalment).toBeCloseTo(sac.rows[k]?.instalment ?? Number.NaN, 8));
  });

  it("a principal of 0 gives an all-zero schedule", () => {
    const s = financingSchedule({ ...base, principal: 0 });
    expect(s.totals).toEqual({ paid: 0, interest: 0, trCorrection: 0 });
  });
});

describe("financingSchedule — validation", () => {
  it.each<[string, string, Partial<FinancingInput>, RegExp]>([
    ["negative principal", "principal", { principal: -1 }, /valor financiado/],
    ["principal above 100 million", "principal", { principal: 1e8 + 1 }, /100\.000\.000,00/],
    [
      "rate −100",
      "monthlyRatePct",
      { monthlyRatePct: -100 },
      /taxa de juros deve ser maior que -100\u00a0% e no máximo 100\u00a0%\u00a0a\.m\.$/,
    ],
    ["rate 101", "monthlyRatePct", { monthlyRatePct: 101 }, /taxa de juros/],
    ["rate NaN", "monthlyRatePct", { monthlyRatePct: Number.NaN }, /número válido/],
    ["0 months", "months", { months: 0 }, /entre 1 e 600\u00a0meses/],
    ["601 months", "months", { months: 601 }, /entre 1 e 600\u00a0meses/],
    ["fractional months", "months", { months: 10.5 }, /número inteiro/],
    ["TR −100", "trAnnualPct", { trAnnualPct: -100 }, /A TR deve ser maior que -100\u00a0%/],
    ["TR −Infinity", "trAnnualPct", { trAnnualPct: Number.NEGATIVE_INFINITY }, /número válido/],
    ["unknown system", "system", { system: "SACRE" as never }, /PRICE ou SAC/],
  ])("%s → SimulationValidationError on %s", (_label, field, overrides, message) => {
    expect(() => financingSchedule({ ...base, ...overrides })).toThrow(SimulationValidationError);
    expect(() => financingSchedule({ ...base, ...overrides })).toThrow(message);
    try {
      financingSchedule({ ...base, ...overrides });
    } catch (error) {
      expect((error as SimulationValidationError).field).toBe(field);
    }
  });
});
