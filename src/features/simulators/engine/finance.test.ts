import { describe, expect, it } from "vitest";
import { cetAnnual, monthlyPayments } from "./cet";
import { compareImovel } from "./comparison";
import { consorcioSchedule, type ConsorcioInput } from "./consorcio";
import {
  afterBidOptions,
  bidComposition,
  bidPctOfBase,
  consorcioCostView,
  embutidoValue,
  fgtsOnInstalments,
  firstInstalmentBreakdown,
} from "./consorcio-details";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./defaults";
import { isSimulationValidationError } from "./errors";
import { financingSchedule } from "./financing";
import { sfhWarnings } from "./financing-costs";
import type { ImovelParams } from "./types";
import { compareVeiculo } from "./vehicle";

/*
 * The honest-finance oracles, each with its source. Tolerance: half a centavo on money, 0,05 percentage point
 * on rates quoted with one decimal.
 */
const HALF_CENTAVO = 0.005;
const money = (actual: number | undefined, expected: number) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(HALF_CENTAVO);

const consorcio = (over: Partial<ConsorcioInput>): ConsorcioInput => ({
  creditValue: 100_000,
  termMonths: 100,
  adminFeePct: 0,
  annualCorrectionPct: 0,
  contemplationMonth: 10,
  bidPct: 0,
  bidMode: "reduzParcela",
  ...over,
});

describe("CET by Res. CMN 3.517 (FC0 = Σ FCj / (1 + CET)^(dj/365))", () => {
  // 10 000 at 2 % a.m. over 12 months: PRICE instalment 945,60; payments every 30 days.
  const payments = monthlyPayments(new Array<number>(12).fill(945.6));

  it.each([
    ["with R$\u00a0300 of up-front fees → 35,0\u00a0%\u00a0a.a.", 300, 0.35],
    ["without fees → 27,2\u00a0%\u00a0a.a. (1,02^(365/30) − 1: the 365-day year, not 26,8\u00a0%)", 0, 0.272],
  ])("%s", (_label, upfrontFees, expected) => {
    const cet = cetAnnual({ released: 10_000, upfrontFees, payments });
    expect(Math.abs(cet - expected)).toBeLessThan(0.0005);
  });

  it("a flat 2 % a.m. flow solves to exactly 1,02^(365/30) − 1", () => {
    const exact = financingSchedule({
      principal: 10_000,
      monthlyRatePct: 2,
      months: 12,
      system: "PRICE",
      trAnnualPct: 0,
    });
    const cet = cetAnnual({ released: 10_000, upfrontFees: 0, payments: monthlyPayments(exact.columns.instalment) });
    expect(cet).toBeCloseTo(Math.pow(1.02, 365 / 30) - 1, 10);
  });

  it.each([
    ["nothing released after the fees", { released: 300, upfrontFees: 300, payments }],
    ["no payment", { released: 10_000, upfrontFees: 0, payments: [] }],
    ["a negative payment", { released: 10_000, upfrontFees: 0, payments: [{ day: 30, amount: -1 }] }],
    ["a payment on the release day", { released: 10_000, upfrontFees: 0, payments: [{ day: 0, amount: 10_100 }] }],
  ])("refuses %s with a pt-BR validation error", (_label, input) => {
    expect(() => cetAnnual(input)).toThrow(expect.objectContaining({ field: "cet", code: "VALIDATION" }));
  });
});

describe("consórcio oracles", () => {
  it("instalment C 200 000, N 200, TA 20 % + FR 2 % → 1 220,00 (1 000 fundo comum + 200 taxa + 20 fundo de reserva)", () => {
    const b = firstInstalmentBreakdown({
      creditValue: 200_000,
      termMonths: 200,
      adminFeePct: 22,
      reservePct: 2,
      insurancePct: 0,
    });
    money(b.total, 1220);
    money(b.fundoComum.value, 1000);
    money(b.taxaAdministracao.value, 200);
    money(b.fundoReserva.value, 20);
    expect(b.fundoComum.pct + b.taxaAdministracao.pct + b.fundoReserva.pct + b.seguro.pct).toBeCloseTo(100, 10);
    money(
      consorcioSchedule(consorcio({ creditValue: 200_000, termMonths: 200, adminFeePct: 22 })).rows[0]?.instalment,
      1220,
    );
  });

  it("the same oracle through the simulator's fields: Taxa de administração 22 (the total) and Fundo de reserva 2", () => {
    const params: ImovelParams = {
      ...IMOVEL_DEFAULT_PARAMS,
      value: 200_000,
      prazo: 200,
      ta: 22,
      fundoReserva: 2,
      correction: 0,
      win: 0,
      seguro: 0,
    };
    const r = compareImovel(params);
    const b = r.consorcio.details!.firstInstalment;
    money(b.total, 1220);
    money(b.taxaAdministracao.value, 200);
    money(b.fundoReserva.value, 20);
    money(r.consorcio.schedule.rows[0]?.instalment, 1220);
  });

  it("annual correction: 40 000 at 1 % a.a. → 40 400 from month 13", () => {
    const rows = consorcioSchedule(
      consorcio({ creditValue: 40_000, termMonths: 24, annualCorrectionPct: 1, contemplationMonth: 24 }),
    ).rows;
    money(rows[11]?.credit, 40_000);
    money(rows[12]?.credit, 40_400);
  });

  it("lance embutido: credit 100 000, embutido 20 000 → 80 000 in hand; cost and total paid as with cash", () => {
    const s = consorcioSchedule(consorcio({ bidPct: 20, embutidoPct: 20 }));
    money(s.totals.creditReceived - s.totals.embutido, 80_000);
    money(s.totals.embutido, 20_000);
    money(s.totals.bid, 20_000);
    // To buy the same bem the client still puts in the whole bid: the comparison does not flatter it.
    const cash = consorcioSchedule(consorcio({ bidPct: 20 }));
    money(s.totals.cost, cash.totals.cost);
    money(s.totals.paid, cash.totals.paid);
    const r = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, embutido: 20 });
    money(r.consorcio.details?.bid.creditInHand ?? 0, 0.8 * r.consorcio.schedule.totals.creditReceived);
  });

  it("bid composition: 5 000 own + 10 000 embutido + 20 000 FGTS = 35 000", () => {
    const b = bidComposition({
      credit: 100_000,
      bidPctOfCredit: 35,
      embutidoPct: 10,
      embutidoMaxPct: 30,
      fgts: 20_000,
      adminFeePct: 0,
      base: "credito",
    });
    money(b.total, 35_000);
    money(b.own, 5000);
    money(b.embutido, 10_000);
    money(b.fgts, 20_000);
    money(b.creditInHand, 90_000);
  });

  it("bid base: 60 000 on 200 000 with 22 % fees is 30 % of the credit, 24,59 % of 244 000", () => {
    expect(bidPctOfBase(60_000, 200_000, 22, "credito")).toBeCloseTo(30, 10);
    expect(bidPctOfBase(60_000, 200_000, 22, "creditoTaxas").toFixed(2)).toBe("24.59");
  });

  it("embutido is capped by the group's maximum", () => {
    money(embutidoValue(100_000, 40, 30), 30_000);
    const params: ImovelParams = { ...IMOVEL_DEFAULT_PARAMS, win: 40, embutido: 35, embutidoMax: 30 };
    expect(() => compareImovel(params)).toThrow(expect.objectContaining({ field: "embutido" }));
  });

  it("bid base creditoTaxas: a 16,39 % bid of credit + 22 % fees is 20 % of the credit in the schedule", () => {
    const params: ImovelParams = { ...IMOVEL_DEFAULT_PARAMS, ta: 22, win: 20 / 1.22, bidBase: "creditoTaxas" };
    const r = compareImovel(params);
    const plain = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, ta: 22, win: 20 });
    money(r.consorcio.schedule.totals.bid, plain.consorcio.schedule.totals.bid);
    expect(r.consorcio.details?.bid.pctOfBase).toBeCloseTo(20 / 1.22, 9);
    expect(r.consorcio.details?.bid.pctOfCredit).toBeCloseTo(20, 9);
  });

  it("after the bid both ways are computed: the spec's 35,7724 instalments fewer, and parcela 2 820,37", () => {
    const input: ConsorcioInput = {
      creditValue: 500_000,
      termMonths: 220,
      adminFeePct: 23,
      annualCorrectionPct: 6.32,
      contemplationMonth: 50,
      bidPct: 20,
      bidMode: "reduzParcela",
    };
    const both = afterBidOptions(input);
    money(both.reduzParcela.instalment, 2820.37);
    expect(both.reduzParcela.lastMonth).toBe(220);
    expect(both.reduzPrazo.instalmentsRemoved).toBeCloseTo(35.7724, 4);
    expect(both.reduzPrazo.lastMonth).toBe(consorcioSchedule({ ...input, bidMode: "reduzPrazo" }).rows.length);
  });

  it("seguro prestamista: s % of what is owed, in the instalment (month 1: p0·C + s·(1 + TA)·C)", () => {
    const s = consorcioSchedule(consorcio({ adminFeePct: 20, insurancePct: 0.05, bidPct: 10 }));
    const p0 = 1.2 / 100;
    money(s.rows[0]?.insurance, 0.0005 * 1.2 * 100_000);
    money(s.rows[0]?.instalment, p0 * 100_000 + 60);
    // Month 11, after the bid: owed = 1,2 − 10·p0 − 0,10.
    money(s.rows[10]?.insurance, 0.0005 * (1.2 - 10 * p0 - 0.1) * 100_000);
    expect(s.totals.insurance).toBeCloseTo(
      s.rows.reduce((a, r) => a + (r.insurance ?? 0), 0),
      8,
    );
    expect(consorcioSchedule(consorcio({ adminFeePct: 20 })).rows[0]).not.toHaveProperty("insurance");
  });

  it("FGTS pays up to 80 % of the 12 instalments after contemplation", () => {
    const f = fgtsOnInstalments(new Float64Array(30).fill(1000), 10, 80);
    expect(f).toEqual({ pct: 80, firstMonth: 11, months: 12, total: 9600 });
    expect(fgtsOnInstalments(new Float64Array(30), 10, 0)).toBeNull();
  });

  it("FGTS in the bid beyond what the bid leaves after the embutido is refused", () => {
    const params: ImovelParams = { ...IMOVEL_DEFAULT_PARAMS, prazoAc: 1, win: 20, embutido: 10, fgtsLance: 60_000 };
    let field = "";
    try {
      compareImovel(params);
    } catch (error) {
      if (isSimulationValidationError(error)) field = error.field;
    }
    expect(field).toBe("fgtsLance");
    const ok = compareImovel({ ...params, fgtsLance: 50_000 });
    money(ok.consorcio.details?.bid.own, 0);
  });

  it("honest cost: no single IRR; total paid vs credit received, and their present value at the stated rate", () => {
    const view = consorcioCostView({
      payments: [100, 100, 100],
      creditReceived: 250,
      contemplationMonth: 2,
      annualRatePct: 0,
    });
    expect(view).toMatchObject({ totalPaid: 300, creditReceived: 250, difference: 50, differencePct: 20 });
    expect(view.presentValue).toEqual({ paid: 300, credit: 250, cost: 50 });
    const discounted = consorcioCostView({
      payments: [100, 100, 100],
      creditReceived: 250,
      contemplationMonth: 2,
      annualRatePct: 12,
    });
    const v = 1 / Math.pow(1.12, 1 / 12);
    expect(discounted.presentValue?.paid).toBeCloseTo(100 * (v + v * v + v * v * v), 10);
    expect(discounted.presentValue?.credit).toBeCloseTo(250 * v * v, 10);
  });
});

describe("financing oracles", () => {
  it("PRICE 180 000 at 0,61696 % a.m. over 360 months → 1 246,72, first interest 1 110,53 (published PRICE table)", () => {
    const rows = financingSchedule({
      principal: 180_000,
      monthlyRatePct: 0.61696,
      months: 360,
      system: "PRICE",
      trAnnualPct: 0,
    }).rows;
    money(rows[0]?.instalment, 1246.72);
    money(rows[0]?.interest, 1110.53);
    money(rows[359]?.instalment, 1246.72);
  });

  it("SAC with the real TR: 1 000, 5 months, 5 % a.m. → 250,36 · 240,79 · 231,15 · 221,16 · 211,43", () => {
    // TR of the first day of each month, % a.m., Banco Central do Brasil, SGS series 226 (TR mensal):
    // 11/2016 0,1430 · 12/2016 0,1853 · 01/2017 0,1700 · 02/2017 0,0302 · 03/2017 0,1519
    // (BCB Comunicados 30.163/2016 and following; also tabulated as 0,143 % and 0,185 % for Nov and Dec 2016).
    const tr = [0.143, 0.1853, 0.17, 0.0302, 0.1519];
    const rows = financingSchedule({
      principal: 1000,
      monthlyRatePct: 5,
      months: 5,
      system: "SAC",
      trAnnualPct: 0,
      trMonthlyPct: tr,
    }).rows;
    [250.36, 240.79, 231.15, 221.16, 211.43].forEach((expected, k) => money(rows[k]?.instalment, expected));
    money(rows[4]?.balance, 0);
  });

  it("MIP on the balance, DFI on the value, monthly fee and up-front fees: in the instalment, the totals and the CET", () => {
    const base: ImovelParams = { ...IMOVEL_DEFAULT_PARAMS, priceTr: 0, sacTr: 0 };
    const withCosts: ImovelParams = { ...base, finMip: 0.02, finDfi: 0.01, finTarifa: 25, finTarifasIniciais: 3000 };
    const plain = compareImovel(base).price;
    const costly = compareImovel(withCosts).price;
    // Month 1: MIP 0,02 % of 450 000 = 90; DFI 0,01 % of 500 000 = 50; fee 25.
    money(costly.summary.firstInstalment - plain.summary.firstInstalment, 90 + 50 + 25);
    expect(costly.costs?.upfrontFees).toBe(3000);
    money(costly.costs?.dfi ?? 0, 50 * 220);
    money(costly.costs?.adminFees ?? 0, 25 * 220);
    const charges = (costly.costs?.mip ?? 0) + (costly.costs?.dfi ?? 0) + (costly.costs?.adminFees ?? 0) + 3000;
    money(costly.summary.totalPaid - plain.summary.totalPaid, charges);
    money(costly.summary.costBeyondBem - plain.summary.costBeyondBem, charges);
    const cet = costly.cet;
    expect(cet?.nominalAnnualPct).toBeCloseTo((Math.pow(1.02, 12) - 1) * 100, 10);
    expect(cet?.cetAnnualPct).toBeGreaterThan(plain.cet?.cetAnnualPct ?? Infinity);
    const parts = Object.values(cet?.parts ?? {}).reduce((a, p) => a + p.value, 0);
    money(parts, cet?.totalCost ?? Number.NaN);
    expect(plain.costs).toBeNull();
  });

  it("SFH limits are warnings: quota 80 % SAC / 70 % PRICE, ceiling R$ 2,25 mi, 12 % a.a.", () => {
    expect(sfhWarnings({ propertyValue: 500_000, downPaymentPct: 20, system: "SAC", monthlyRatePct: 0.9 })).toEqual([]);
    expect(sfhWarnings({ propertyValue: 500_000, downPaymentPct: 20, system: "PRICE", monthlyRatePct: 0.9 })).toEqual([
      "No SFH, o PRICE financia até 70\u00a0% do valor do imóvel; esta simulação financia 80\u00a0%.",
    ]);
    const all = sfhWarnings({ propertyValue: 3_000_000, downPaymentPct: 10, system: "SAC", monthlyRatePct: 2 });
    expect(all).toHaveLength(3);
    expect(all[2]).toBe("A taxa de 26,82\u00a0%\u00a0a.a. passa do limite do SFH (12\u00a0%\u00a0a.a.).");
  });
});

describe("the honest-finance fields off: the model's figures do not move", () => {
  it("defaults compute what the spec's worked examples say, and the vehicle takes no DFI", () => {
    const r = compareImovel(IMOVEL_DEFAULT_PARAMS);
    money(r.consorcio.summary.firstInstalment, 2795.45);
    expect(r.consorcio.schedule.totals.embutido).toBe(0);
    expect(r.consorcio.schedule.totals.insurance).toBe(0);
    expect(r.price.costs).toBeNull();
    const v = compareVeiculo({ ...VEICULO_DEFAULT_PARAMS, finMip: 0.05, finTarifa: 10 });
    expect(v.price.costs?.dfi).toBe(0);
  });
});
