import { describe, expect, it } from "vitest";
import { VEICULO_DEFAULT_PARAMS } from "./defaults";
import { SimulationValidationError } from "./errors";
import { financingSchedule } from "./financing";
import type { VeiculoParams } from "./types";
import { compareVeiculo } from "./vehicle";

const HALF_CENTAVO = 0.005;
const params: VeiculoParams = { ...VEICULO_DEFAULT_PARAMS };
const result = compareVeiculo(params);

describe("compareVeiculo — defaults (120 000, 80 months, ta 16, contemplation 12, bid 25 %)", () => {
  it.each([
    // p0 = 1,16 / 80 = 1,45 % → 1 740,00; C(12) = C0 (first step only in month 13).
    ["first instalment 1 740,00", () => result.consorcio.summary.firstInstalment, 1740],
    [
      "credit received 120 000 (no step before month 13)",
      () => result.consorcio.schedule.totals.creditReceived,
      120_000,
    ],
    ["bid 25 % of C(12) = 30 000", () => result.consorcio.schedule.totals.bid, 30_000],
    ["entrada 20 % = 24 000", () => result.price.downPayment, 24_000],
    ["financed 96 000", () => result.price.principal, 96_000],
  ])("%s", (_label, actual, expected) => {
    expect(Math.abs(actual() - expected)).toBeLessThanOrEqual(HALF_CENTAVO);
  });

  it("finances with PRICE only (CDC), 1,99 % a.m., no TR, 60 months", () => {
    expect(result.price.schedule).toEqual(
      financingSchedule({ principal: 96_000, monthlyRatePct: 1.99, months: 60, system: "PRICE", trAnnualPct: 0 }),
    );
    expect(result).not.toHaveProperty("sac");
    expect(result.series.instalments[0]).not.toHaveProperty("sac");
  });

  it("depreciation replaces appreciation: wealth is the vehicle's value at each path's end", () => {
    const d = result.scenarios.depreciation;
    expect(d?.consorcio.valueAtEnd).toBeCloseTo(120_000 * 0.9 ** ((80 - 12) / 12), 6);
    expect(d?.price.valueAtEnd).toBeCloseTo(120_000 * 0.9 ** 5, 6);
    expect(result.consorcio.summary.wealthAtEnd).toBe(d?.consorcio.valueAtEnd);
    expect(result.price.summary.wealthAtEnd).toBe(d?.price.valueAtEnd);
    expect(result.consorcio.summary.rentPaidWhileWaiting).toBe(0);
  });

  it("savings over PRICE = financing paid − consórcio paid", () => {
    const s = result.savings.overPrice;
    expect(s.amount).toBeCloseTo(result.price.summary.totalPaid - result.consorcio.summary.totalPaid, 6);
    expect(s.pct).toBeCloseTo((s.amount / result.price.summary.totalPaid) * 100, 10);
  });

  it("series run to the longer of the two terms", () => {
    expect(result.series.instalments).toHaveLength(80);
    expect(result.series.instalments[70]?.price).toBe(0);
    expect(result.series.cumulativePaid[80]?.price).toBeCloseTo(result.price.summary.totalPaid, 6);
  });

  it("switches off: no depreciation, investment compared with the price paid", () => {
    const r = compareVeiculo({ ...params, scenarios: { depreciation: false, investInstead: true } });
    expect(r.scenarios.depreciation).toBeNull();
    expect(r.consorcio.summary.wealthAtEnd).toBe(120_000);
    expect(r.scenarios.investInstead?.propertyValueAtEnd).toBe(120_000);
    expect(
      compareVeiculo({ ...params, scenarios: { depreciation: true, investInstead: false } }).scenarios.investInstead,
    ).toBeNull();
  });
});

describe("compareVeiculo — validation", () => {
  it.each<[string, string, Partial<VeiculoParams>]>([
    ["depreciation 101 %", "depreciacao", { depreciacao: 101 }],
    ["depreciation negative", "depreciacao", { depreciacao: -1 }],
    ["PRICE term 0", "pricePrazo", { pricePrazo: 0 }],
    ["prazoAc after prazo", "prazoAc", { prazoAc: 81 }],
    ["bid above the saldo", "win", { win: 99 }],
    ["scenario toggle not boolean", "scenarios", { scenarios: { depreciation: "yes" as never, investInstead: true } }],
  ])("%s → %s", (_label, field, overrides) => {
    expect(() => compareVeiculo({ ...params, ...overrides })).toThrow(SimulationValidationError);
    try {
      compareVeiculo({ ...params, ...overrides });
    } catch (error) {
      expect((error as SimulationValidationError).field).toBe(field);
    }
  });
});
