import { describe, expect, it } from "vitest";
import { compareImovel } from "./comparison";
import { consorcioSchedule } from "./consorcio";
import { IMOVEL_DEFAULT_PARAMS } from "./defaults";
import { SimulationValidationError } from "./errors";
import { financingSchedule } from "./financing";
import type { ImovelParams } from "./types";

const HALF_CENTAVO = 0.005;
const params: ImovelParams = { ...IMOVEL_DEFAULT_PARAMS };
const result = compareImovel(params);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const allOff = { rentWhileWaiting: false, appreciation: false, rentalIncome: false, investInstead: false };

describe("compareImovel — defaults", () => {
  it("runs the consórcio, PRICE and SAC exactly as the schedule functions do", () => {
    expect(result.consorcio.schedule).toEqual(
      consorcioSchedule({
        creditValue: 500_000,
        termMonths: 220,
        adminFeePct: 23,
        annualCorrectionPct: 6.32,
        contemplationMonth: 50,
        bidPct: 20,
        bidMode: "reduzParcela",
      }),
    );
    expect(result.price).toMatchObject({ downPayment: 50_000, principal: 450_000 });
    expect(result.price.schedule).toEqual(
      financingSchedule({ principal: 450_000, monthlyRatePct: 2, months: 220, system: "PRICE", trAnnualPct: 1.5 }),
    );
    expect(result.sac.schedule).toEqual(
      financingSchedule({ principal: 450_000, monthlyRatePct: 2, months: 220, system: "SAC", trAnnualPct: 1.5 }),
    );
  });

  it.each([
    ["consórcio first instalment 2 795,45", () => result.consorcio.summary.firstInstalment, 2795.45],
    ["rent paid while waiting 270 762,56", () => result.consorcio.summary.rentPaidWhileWaiting, 270_762.56],
    ["financing pays no rent while waiting", () => result.price.summary.rentPaidWhileWaiting, 0],
    ["consórcio credit received C(50)", () => result.consorcio.schedule.totals.creditReceived, 638_895.57],
  ])("%s", (_label, actual, expected) => {
    expect(Math.abs(actual() - expected)).toBeLessThanOrEqual(HALF_CENTAVO);
  });

  it.each([["price" as const], ["sac" as const]])(
    "%s summary: entrada + Σ P, cost = interest + TR = paid − value",
    (path) => {
      const { schedule, summary, downPayment } = result[path];
      const instalments = schedule.rows.map((r) => r.instalment);
      expect(summary.totalPaid).toBeCloseTo(downPayment + sum(instalments), 6);
      expect(summary.costBeyondBem).toBeCloseTo(summary.totalPaid - 500_000, 6);
      expect(summary.firstInstalment).toBe(instalments[0]);
      expect(summary.highestInstalment).toBe(Math.max(...instalments));
      expect(summary.totalOutlay).toBe(summary.totalPaid);
      expect(summary.wealthMonth).toBe(220);
    },
  );

  it("consórcio summary: paid = Σ instalments + bid, cost = paid − credit, outlay adds the rent", () => {
    const { schedule, summary } = result.consorcio;
    expect(summary.totalPaid).toBeCloseTo(sum(schedule.rows.map((r) => r.instalment)) + schedule.totals.bid, 6);
    expect(summary.costBeyondBem).toBe(summary.totalPaid - schedule.totals.creditReceived);
    expect(summary.totalOutlay).toBe(summary.totalPaid + summary.rentPaidWhileWaiting);
    expect(summary.highestInstalment).toBe(Math.max(...schedule.rows.map((r) => r.instalment)));
  });

  it.each([
    ["overPrice", "price"],
    ["overSac", "sac"],
  ] as const)("savings %s = financing outlay − consórcio outlay, in R$ and %", (key, path) => {
    const s = result.savings[key];
    const fin = result[path].summary.totalOutlay;
    expect(s.amount).toBeCloseTo(fin - result.consorcio.summary.totalOutlay, 6);
    expect(s.pct).toBeCloseTo((s.amount / fin) * 100, 10);
  });

  it("wealth at the end = appreciated property + reinvested rent, each at its own end", () => {
    const { appreciation, rentalIncome } = result.scenarios;
    expect(result.consorcio.summary.wealthAtEnd).toBeCloseTo(
      (appreciation?.consorcio.valueAtEnd ?? 0) + (rentalIncome?.consorcio.investedBalance ?? 0),
      6,
    );
    expect(result.price.summary.wealthAtEnd).toBeCloseTo(
      (appreciation?.price.valueAtEnd ?? 0) + (rentalIncome?.price.investedBalance ?? 0),
      6,
    );
    expect(appreciation?.consorcio).toMatchObject({ purchaseMonth: 50, endMonth: 220 });
    expect(appreciation?.price.valueAtEnd).toBeCloseTo(500_000 * 1.085 ** (220 / 12), 6);
    expect(rentalIncome?.consorcio).toMatchObject({ startMonth: 51, endMonth: 220, months: 170 });
    expect(rentalIncome?.consorcio.firstRent).toBeCloseTo(6388.955689, 5);
  });

  it("invest instead: the consórcio outlays (instalments + bid) are invested to month N", () => {
    const invest = result.scenarios.investInstead;
    expect(invest?.contributed).toBeCloseTo(result.consorcio.summary.totalPaid, 6);
    expect(invest?.endMonth).toBe(220);
    expect(invest?.propertyValueAtEnd).toBe(result.scenarios.appreciation?.consorcio.valueAtEnd);
    expect(invest?.monthlyRatePct).toBeCloseTo((1.13 ** (1 / 12) - 1) * 100, 12);
  });

  it("chart series: one instalment point per month, cumulative from month 0 ending at total paid", () => {
    const { instalments, cumulativePaid } = result.series;
    expect(instalments).toHaveLength(220);
    expect(cumulativePaid).toHaveLength(221);
    expect(cumulativePaid[0]).toEqual({ month: 0, consorcio: 0, price: 50_000, sac: 50_000 });
    expect(instalments[50]).toEqual({
      month: 51,
      consorcio: result.consorcio.schedule.rows[50]?.instalment,
      price: result.price.schedule.rows[50]?.instalment,
      sac: result.sac.schedule.rows[50]?.instalment,
    });
    const last = cumulativePaid[220];
    expect(last?.consorcio).toBeCloseTo(result.consorcio.summary.totalPaid, 6);
    expect(last?.price).toBeCloseTo(result.price.summary.totalPaid, 6);
    expect(last?.sac).toBeCloseTo(result.sac.summary.totalPaid, 6);
    // The bid lands in the contemplation month.
    expect((cumulativePaid[50]?.consorcio ?? 0) - (cumulativePaid[49]?.consorcio ?? 0)).toBeCloseTo(
      (result.consorcio.schedule.rows[49]?.instalment ?? 0) + result.consorcio.schedule.totals.bid,
      6,
    );
  });
});

describe("compareImovel — scenario switches and horizons", () => {
  it("every scenario off: nulls, no rent, wealth = price paid", () => {
    const r = compareImovel({ ...params, scenarios: allOff });
    expect(r.scenarios).toEqual({
      rentWhileWaiting: null,
      appreciation: null,
      rentalIncome: null,
      investInstead: null,
    });
    expect(r.consorcio.summary.rentPaidWhileWaiting).toBe(0);
    expect(r.consorcio.summary.wealthAtEnd).toBe(r.consorcio.schedule.totals.creditReceived);
    expect(r.sac.summary.wealthAtEnd).toBe(500_000);
    expect(r.savings.overPrice.amount).toBeCloseTo(r.price.summary.totalPaid - r.consorcio.summary.totalPaid, 6);
  });

  it.each([
    ["only rent while waiting", "rentWhileWaiting", { ...allOff, rentWhileWaiting: true }],
    ["only appreciation", "appreciation", { ...allOff, appreciation: true }],
    ["only rental income", "rentalIncome", { ...allOff, rentalIncome: true }],
    ["only invest instead", "investInstead", { ...allOff, investInstead: true }],
  ] as const)("%s fills only %s", (_label, key, scenarios) => {
    const r = compareImovel({ ...params, scenarios });
    for (const [name, value] of Object.entries(r.scenarios)) {
      if (name === key) expect(value).not.toBeNull();
      else expect(value).toBeNull();
    }
  });

  it("different terms: the chart runs to the longest and each path ends on its own", () => {
    const r = compareImovel({ ...params, prazo: 420, pricePrazo: 360, sacPrazo: 120, bidMode: "reduzPrazo" });
    expect(r.series.instalments).toHaveLength(420);
    expect(r.series.instalments[400]?.price).toBe(0);
    expect(r.series.instalments[400]?.sac).toBe(0);
    expect(r.series.cumulativePaid[420]?.sac).toBeCloseTo(r.sac.summary.totalPaid, 6);
    expect(r.sac.summary.wealthMonth).toBe(120);
    expect(r.consorcio.summary.lastPaymentMonth).toBeLessThan(420);
    expect(r.consorcio.summary.wealthMonth).toBe(420);
  });
});

describe("compareImovel — validation names the seed field", () => {
  it.each<[string, string, Partial<ImovelParams>]>([
    ["value 0", "value", { value: 0 }],
    ["prazo 421", "prazo", { prazo: 421 }],
    ["ta 150", "ta", { ta: 150 }],
    ["correction −100", "correction", { correction: -100 }],
    ["prazoAc after prazo", "prazoAc", { prazoAc: 221 }],
    ["win above the saldo", "win", { win: 96 }],
    ["entrada 100 %", "pricePercent", { pricePercent: 100 }],
    ["SAC entrada −1", "sacPercent", { sacPercent: -1 }],
    ["PRICE rate 101", "priceJuros", { priceJuros: 101 }],
    ["SAC rate NaN", "sacJuros", { sacJuros: Number.NaN }],
    ["PRICE TR −100", "priceTr", { priceTr: -100 }],
    ["SAC TR Infinity", "sacTr", { sacTr: Number.POSITIVE_INFINITY }],
    ["PRICE term 601", "pricePrazo", { pricePrazo: 601 }],
    ["SAC term 0", "sacPrazo", { sacPrazo: 0 }],
    ["rent 101 %", "locacao", { locacao: 101 }],
    ["IGP-M −100", "igpm", { igpm: -100 }],
    ["appreciation 100.5", "correcaoImovel", { correcaoImovel: 100.5 }],
    ["investment −100", "rentabilidadeAnual", { rentabilidadeAnual: -100 }],
    ["reinvestment yield 200", "aplicacao", { aplicacao: 200 }],
    ["share reinvested 101", "pAplicado", { pAplicado: 101 }],
    ["bid mode", "bidMode", { bidMode: "reduz" as never }],
    ["scenarios missing", "scenarios", { scenarios: undefined as never }],
  ])("%s → %s", (_label, field, overrides) => {
    let caught: unknown;
    try {
      compareImovel({ ...params, ...overrides });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SimulationValidationError);
    expect((caught as SimulationValidationError).field).toBe(field);
    expect((caught as SimulationValidationError).message).toMatch(/^[A-ZÀ-Ú].+\.$/);
  });
});
