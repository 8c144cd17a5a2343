import { describe, expect, it } from "vitest";
import { assetValue, investInstead, rentWhileWaiting, rentalIncome, type RentalIncomeInput } from "./scenarios";

describe("rentWhileWaiting — aluguel até a contemplação", () => {
  it.each<[string, Parameters<typeof rentWhileWaiting>, { total: number; first: number; last: number }]>([
    // 12·5000·(1 + 1,05 + 1,05² + 1,05³) + 2·5000·1,05⁴ (50-digit decimal oracle)
    [
      "defaults: 500 000, 1 %, IGP-M 5 %, 50 months",
      [500_000, 1, 5, 50],
      { total: 270_762.5625, first: 5000, last: 6077.53125 },
    ],
    ["one month", [500_000, 1, 5, 1], { total: 5000, first: 5000, last: 5000 }],
    ["12 months, no step yet", [100_000, 1, 10, 12], { total: 12_000, first: 1000, last: 1000 }],
    ["13 months, one step", [100_000, 1, 10, 13], { total: 13_100, first: 1000, last: 1100 }],
    ["no rent", [100_000, 0, 10, 30], { total: 0, first: 0, last: 0 }],
  ])("%s", (_label, args, expected) => {
    const r = rentWhileWaiting(...args);
    expect(r.months).toBe(args[3]);
    expect(r.total).toBeCloseTo(expected.total, 6);
    expect(r.firstRent).toBeCloseTo(expected.first, 8);
    expect(r.lastRent).toBeCloseTo(expected.last, 8);
  });
});

describe("assetValue — valorização / depreciação", () => {
  it.each<[string, Parameters<typeof assetValue>, number]>([
    ["12 months at 8,5 % a.a.", [100_000, 0, 12, 8.5], 108_500],
    [
      "consórcio: bought in month 50, worth at 220",
      [638_895.5689125886, 50, 220, 8.5],
      638_895.5689125886 * 1.085 ** (170 / 12),
    ],
    ["depreciation 10 % a.a. over 60 months", [120_000, 0, 60, -10], 120_000 * 0.9 ** 5],
    ["bought in the last month: unchanged", [1000, 220, 220, 50], 1000],
    ["depreciation 100 %: worthless", [1000, 0, 6, -100], 0],
  ])("%s", (_label, args, expected) => {
    const a = assetValue(...args);
    expect(a.valueAtEnd).toBeCloseTo(expected, 6);
    expect(a.change).toBeCloseTo(expected - args[0], 6);
    expect(a).toMatchObject({ purchaseValue: args[0], purchaseMonth: args[1], endMonth: args[2] });
  });
});

describe("rentalIncome — renda de aluguel", () => {
  const base: RentalIncomeInput = {
    baseValue: 100_000,
    startMonth: 1,
    endMonth: 14,
    rentPct: 1,
    rentCorrectionPct: 10,
    reinvestMonthlyPct: 1,
    reinvestSharePct: 50,
    instalments: new Array<number>(14).fill(2000),
  };

  it("rent steps with IGP-M, half is reinvested at 1 % a.m. (decimal oracle)", () => {
    const r = rentalIncome(base);
    expect(r.months).toBe(14);
    expect(r.firstRent).toBe(1000);
    expect(r.totalRent).toBeCloseTo(14_200, 8);
    expect(r.reinvested).toBeCloseTo(7100, 8);
    expect(r.investedBalance).toBeCloseTo(7574.21066188112, 8);
    expect(r.firstCoveragePct).toBeCloseTo(50, 10);
    expect(r.coveragePct).toBeCloseTo((14_200 / 28_000) * 100, 10);
  });

  it.each<[string, Partial<RentalIncomeInput>, { first: number | null; coverage: number | null }]>([
    [
      "rent above the instalment is capped in coverage",
      { instalments: new Array<number>(14).fill(500) },
      { first: 200, coverage: 100 },
    ],
    ["no instalments due", { instalments: [] }, { first: null, coverage: null }],
    ["instalments stop halfway", { instalments: [2000, 2000] }, { first: 50, coverage: 50 }],
  ])("%s", (_label, overrides, expected) => {
    const r = rentalIncome({ ...base, ...overrides });
    if (expected.first === null) expect(r.firstCoveragePct).toBeNull();
    else expect(r.firstCoveragePct).toBeCloseTo(expected.first, 10);
    if (expected.coverage === null) expect(r.coveragePct).toBeNull();
    else expect(r.coveragePct).toBeCloseTo(expected.coverage, 10);
  });

  it("no months to rent (contemplated in the last month) gives zeros", () => {
    const r = rentalIncome({ ...base, startMonth: 221, endMonth: 220 });
    expect(r).toMatchObject({
      months: 0,
      firstRent: 0,
      totalRent: 0,
      investedBalance: 0,
      firstCoveragePct: null,
      coveragePct: null,
    });
  });
});

describe("investInstead — investir em vez de comprar", () => {
  it("deposits at month end compound at (1 + a)^(1/12) − 1 (decimal oracle)", () => {
    const r = investInstead([100, 200, 300], 3, 12, 550);
    expect(r.monthlyRatePct).toBeCloseTo(0.948879293458297, 12);
    expect(r.contributed).toBe(600);
    expect(r.balanceAtEnd).toBeCloseTo(603.804520892969, 9);
    expect(r.difference).toBeCloseTo(603.804520892969 - 550, 9);
  });

  it("keeps compounding after the outlays stop", () => {
    const r = investInstead([1000], 13, 12, 0);
    expect(r.balanceAtEnd).toBeCloseTo(1120, 9);
    expect(r.endMonth).toBe(13);
  });
});
