import { describe, expect, it } from "vitest";
import { compareWithMarket, comparisonPhrase, monthlyFromAnnualPct } from "./compare";
import type { BankRate } from "./schema";

const bank = (name: string, annualRatePct: number, day: string, kind: BankRate["kind"] = "imovel"): BankRate => ({
  id: name,
  bank: name,
  kind,
  annualRatePct,
  checkedAt: new Date(`${day}T00:00:00Z`),
  sourceUrl: null,
});

describe("compareWithMarket", () => {
  it.each([
    // 2 % a.m. = 1,02^12 − 1 = 26,824 % a.a.; the mean of 13,2 · 13,6 = 13,4 → ratio 2,0018.
    [
      "the spec's 2\u00a0%\u00a0a.m. against a 13,4\u00a0%\u00a0a.a. mean",
      2,
      [13.2, 13.6],
      "o dobro da taxa média de mercado",
      2.0018,
    ],
    // 26,824 / mean(10,99 · 11,49 · 12) = 26,824 / 11,4933 = 2,3339.
    [
      "2\u00a0%\u00a0a.m. against 11,49\u00a0%\u00a0a.a.",
      2,
      [10.99, 11.49, 12],
      "2,3 vezes a taxa média de mercado",
      2.3339,
    ],
    // 1 % a.m. = 12,6825 % a.a. against 12,68.
    ["1\u00a0%\u00a0a.m. against 12,68\u00a0%\u00a0a.a.", 1, [12.68], "em linha com a taxa média de mercado", 1.0002],
    // 0,8 % a.m. = 10,0339 % a.a. against 12 → 0,8362: 16 % below.
    [
      "0,8\u00a0%\u00a0a.m. against 12\u00a0%\u00a0a.a.",
      0.8,
      [12],
      "16\u00a0% abaixo da taxa média de mercado",
      0.8362,
    ],
    // 1,2 % a.m. = 15,3895 % a.a. against 11 → 1,399: 40 % above.
    ["1,2\u00a0%\u00a0a.m. against 11\u00a0%\u00a0a.a.", 1.2, [11], "40\u00a0% acima da taxa média de mercado", 1.399],
  ] as const)("%s", (_label, monthly, rates, phrase, ratio) => {
    const result = compareWithMarket(
      monthly,
      rates.map((r, i) => bank(`B${i}`, r, "2025-11-20")),
      "imovel",
    );
    expect(result?.phrase).toBe(phrase);
    expect(result?.ratio).toBeCloseTo(ratio, 3);
    expect(result?.banks).toBe(rates.length);
  });

  it("averages only the banks of the simulation's kind and dates the comparison by the oldest check", () => {
    const result = compareWithMarket(
      1,
      [bank("Caixa", 10, "2025-11-20"), bank("Itaú", 12, "2025-10-02"), bank("BB", 30, "2025-11-25", "veiculo")],
      "imovel",
    );
    expect(result?.meanAnnualPct).toBe(11);
    expect(result?.checkedSince.toISOString()).toBe("2025-10-02T00:00:00.000Z");
  });

  it("says nothing without a bank rate of that kind, or without a typed rate", () => {
    expect(compareWithMarket(1, [bank("BB", 30, "2025-11-25", "veiculo")], "imovel")).toBeNull();
    expect(compareWithMarket(Number.NaN, [bank("Caixa", 10, "2025-11-20")], "imovel")).toBeNull();
  });

  it("the phrase's bands meet without a gap", () => {
    expect(comparisonPhrase(1.05)).toBe("em linha com a taxa média de mercado");
    expect(comparisonPhrase(1.0501)).toBe("5\u00a0% acima da taxa média de mercado");
    expect(comparisonPhrase(1.9)).toBe("o dobro da taxa média de mercado");
    expect(comparisonPhrase(2.1)).toBe("2,1 vezes a taxa média de mercado");
  });
});

describe("monthlyFromAnnualPct", () => {
  it.each([
    [12.6825030132, 1],
    [26.824179456, 2],
    [0, 0],
  ])("%d %\u00a0a.a. → %d %\u00a0a.m. ((1 + a)^(1/12) − 1)", (annual, monthly) => {
    expect(monthlyFromAnnualPct(annual)).toBeCloseTo(monthly, 9);
  });
});
