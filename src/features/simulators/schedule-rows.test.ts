import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, compareImovel, consorcioSchedule, financingSchedule } from "./engine";
import { CONSORCIO_COLUMNS, FINANCING_COLUMNS, consorcioTableRows, financingTableRows } from "./schedule-rows";

describe("consorcioTableRows", () => {
  const schedule = consorcioSchedule({
    creditValue: 30_000,
    termMonths: 4,
    adminFeePct: 20,
    annualCorrectionPct: 0,
    contemplationMonth: 2,
    bidPct: 30,
    bidMode: "reduzParcela",
  });
  const rows = consorcioTableRows(schedule.rows);

  it.each<[string, number, Record<string, number | null>]>([
    // p0 = 1.2 / 4 = 0.3 → 9 000; after a 30 % bid in month 2: (1.2 − 0.6 − 0.3) / 2 = 0.15 → 4 500.
    ["month 1: no bid yet", 0, { month: 1, credit: 30_000, instalment: 9_000, bid: null, paid: 9_000 }],
    ["month 2: instalment and the bid", 1, { month: 2, credit: 30_000, instalment: 9_000, bid: 9_000, paid: 27_000 }],
    ["month 3: the reduced instalment", 2, { month: 3, credit: 30_000, instalment: 4_500, bid: null, paid: 31_500 }],
    ["month 4: the last one", 3, { month: 4, credit: 30_000, instalment: 4_500, bid: null, paid: 36_000 }],
  ])("%s", (_label, index, expected) => {
    const row = rows[index]!;
    for (const [key, value] of Object.entries(expected)) {
      if (value === null) expect(row[key], key).toBeNull();
      else expect(row[key], key).toBeCloseTo(value, 6);
    }
  });

  it("ends at the schedule's total paid, with one row per month and every column filled", () => {
    expect(rows).toHaveLength(schedule.rows.length);
    expect(rows.at(-1)!.paid).toBeCloseTo(schedule.totals.paid, 6);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(CONSORCIO_COLUMNS.map((c) => c.key).sort());
  });
});

describe("financingTableRows", () => {
  it.each<[string, number, number, number[]]>([
    ["no TR: nothing corrects the balance", 8_000, 0, [0, 0, 0, 0]],
    // tr = 1.12^(1/12) − 1 ≈ 0.94888 % a.m. on the balance carried in: 8 000 → 6 056,93 → 4 076,27 → 2 057,47.
    ["TR 12 % a.a.", 8_000, 12, [75.91, 57.47, 38.68, 19.52]],
  ])("%s", (_label, principal, tr, expectedTr) => {
    const schedule = financingSchedule({ principal, monthlyRatePct: 1, months: 4, system: "SAC", trAnnualPct: tr });
    const rows = financingTableRows(schedule.rows, principal);
    expect(rows.map((r) => r.trCorrection)).toEqual(expectedTr.map((v) => expect.closeTo(v, 2)));
    const sumTr = rows.reduce((total, r) => total + (r.trCorrection ?? 0), 0);
    expect(sumTr).toBeCloseTo(schedule.totals.trCorrection, 6);
    expect(rows.at(-1)!.balance).toBeCloseTo(0, 6);
  });

  it("maps the default PRICE schedule column by column", () => {
    const { price } = compareImovel(IMOVEL_DEFAULT_PARAMS);
    const rows = financingTableRows(price.schedule.rows, price.principal);
    const first = price.schedule.rows[0]!;
    expect(rows[0]).toEqual({
      month: 1,
      instalment: first.instalment,
      interest: first.interest,
      amortization: first.amortization,
      trCorrection: first.correctedBalance - price.principal,
      balance: first.balance,
    });
    expect(rows).toHaveLength(220);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(FINANCING_COLUMNS.map((c) => c.key).sort());
  });
});
