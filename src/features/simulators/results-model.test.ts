import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel, compareVeiculo } from "./engine";
import {
  bestIndex,
  comparisonRows,
  differentEndsNote,
  headline,
  pathResults,
  wealthBars,
  type ComparisonRow,
} from "./results-model";

const imovel = compareImovel(IMOVEL_DEFAULT_PARAMS);
const veiculo = compareVeiculo(VEICULO_DEFAULT_PARAMS);

describe("pathResults", () => {
  it.each([
    // First consórcio instalments: (1 + 23 %) / 220 · 500 000 and (1 + 16 %) / 80 · 120 000.
    ["imóvel: consórcio, PRICE and SAC", imovel, ["consorcio", "price", "sac"], 2795.45],
    ["veículo: no SAC", veiculo, ["consorcio", "price"], 1740],
  ] as const)("%s", (_label, comparison, keys, firstInstalment) => {
    const paths = pathResults(comparison);
    expect(paths.map((p) => p.key)).toEqual(keys);
    expect(paths[0]!.savings).toBeNull();
    expect(paths[1]!.savings).toBe(comparison.savings.overPrice);
    expect(paths[0]!.summary.firstInstalment).toBeCloseTo(firstInstalment, 2);
  });
});

describe("comparisonRows", () => {
  it.each([
    ["imóvel shows the rent paid while waiting", true, 8],
    ["veículo has no rent row", false, 7],
  ] as const)("%s", (_label, withRent, count) => {
    const rows = comparisonRows(pathResults(imovel), withRent);
    expect(rows).toHaveLength(count);
    expect(rows.some((r) => r.label === "Aluguel pago na espera")).toBe(withRent);
  });

  it("carries each path's own wealth month", () => {
    const params = { ...IMOVEL_DEFAULT_PARAMS, pricePrazo: 180, sacPrazo: 200 };
    const wealth = comparisonRows(pathResults(compareImovel(params)), true).at(-1)!;
    expect(wealth.label).toBe("Patrimônio ao final");
    expect(wealth.months).toEqual([220, 180, 200]);
  });
});

describe("bestIndex", () => {
  const row = (values: number[], better: ComparisonRow["better"]): ComparisonRow => ({
    label: "x",
    kind: "money",
    values,
    better,
  });
  it.each<[string, ComparisonRow, number | null]>([
    ["lowest wins", row([3, 1, 2], "lower"), 1],
    ["highest wins", row([3, 1, 2], "higher"), 0],
    ["a tie marks nobody", row([1, 1, 2], "lower"), null],
    ["a tie within half a centavo marks nobody", row([1.001, 1.004, 2], "lower"), null],
    ["not a ranking", row([3, 1, 2], null), null],
  ])("%s", (_label, r, expected) => {
    expect(bestIndex(r)).toBe(expected);
  });

  it("the default consórcio has the lowest first instalment and outlay", () => {
    const rows = comparisonRows(pathResults(imovel), true);
    expect(bestIndex(rows.find((r) => r.label === "Parcela inicial")!)).toBe(0);
    expect(bestIndex(rows.find((r) => r.label === "Desembolso total")!)).toBe(0);
  });
});

describe("wealthBars", () => {
  it("one bar per path, plus the investment when that scenario is on", () => {
    expect(wealthBars(imovel).map((b) => b.key)).toEqual(["consorcio", "price", "sac", "investInstead"]);
    const invest = imovel.scenarios.investInstead!;
    expect(wealthBars(imovel).at(-1)).toEqual({
      key: "investInstead",
      label: "Investir em vez de comprar",
      value: invest.balanceAtEnd,
      month: invest.endMonth,
    });
  });

  it.each([
    [
      "imóvel without the investment",
      compareImovel({
        ...IMOVEL_DEFAULT_PARAMS,
        scenarios: { ...IMOVEL_DEFAULT_PARAMS.scenarios, investInstead: false },
      }),
      ["consorcio", "price", "sac"],
    ],
    [
      "veículo without the investment",
      compareVeiculo({ ...VEICULO_DEFAULT_PARAMS, scenarios: { depreciation: true, investInstead: false } }),
      ["consorcio", "price"],
    ],
  ] as const)("%s", (_label, comparison, keys) => {
    const bars = wealthBars(comparison);
    expect(bars.map((b) => b.key)).toEqual(keys);
    expect(bars[0]).toMatchObject({
      value: comparison.consorcio.summary.wealthAtEnd,
      month: comparison.consorcio.summary.wealthMonth,
    });
  });
});

describe("headline: one basis with the cards", () => {
  const cheaperFinancing = {
    ...IMOVEL_DEFAULT_PARAMS,
    priceJuros: 0.95,
    pricePrazo: 180,
    sacJuros: 0.95,
    sacPrazo: 180,
  };
  it.each([
    [
      "defaults: the consórcio saves over both",
      IMOVEL_DEFAULT_PARAMS,
      "saves",
      "Economia com o consórcio",
      [true, true],
    ],
    [
      "0,95 % a.m. and 180 months: costs more than both",
      cheaperFinancing,
      "costsMore",
      "O consórcio custa mais",
      [false, false],
    ],
    [
      "PRICE at 0,95 % only: mixed",
      { ...IMOVEL_DEFAULT_PARAMS, priceJuros: 0.95, pricePrazo: 180 },
      "mixed",
      "Consórcio × financiamento",
      [false, true],
    ],
  ] as const)("%s", (_label, params, tone, title, saves) => {
    const paths = pathResults(compareImovel(params));
    const h = headline(paths);
    expect(h.tone).toBe(tone);
    expect(h.title).toBe(title);
    expect(h.figures.map((f) => f.saves)).toEqual(saves);
    // The figure is the difference of the totals the cards show (total outlay, rent included).
    for (const f of h.figures) {
      const financing = paths.find((p) => p.key === f.key)!.summary.totalOutlay;
      expect(f.amount).toBeCloseTo(Math.abs(financing - paths[0]!.summary.totalOutlay), 6);
      expect(f.text).toBe(`${f.saves ? "a menos" : "a mais"} que o financiamento ${f.key.toUpperCase()}`);
    }
    expect(h.withRent).toBe(true);
    expect(h.basis).toBe("Desembolso total de cada caminho, incluindo o aluguel até a contemplação.");
  });

  it("says nothing of rent when the consórcio pays none (veículo, or the rent scenario off)", () => {
    const noRent = compareImovel({
      ...IMOVEL_DEFAULT_PARAMS,
      scenarios: { ...IMOVEL_DEFAULT_PARAMS.scenarios, rentWhileWaiting: false },
    });
    for (const comparison of [veiculo, noRent]) {
      const h = headline(pathResults(comparison));
      expect(h.withRent).toBe(false);
      expect(h.basis).toBe("Desembolso total de cada caminho.");
    }
  });
});

describe("differentEndsNote", () => {
  it("is silent when every path ends in the group's month", () => {
    expect(differentEndsNote(pathResults(compareImovel(IMOVEL_DEFAULT_PARAMS)))).toBeNull();
  });

  it("names each path's last month when the financing term is not the group's (180 vs 220)", () => {
    const paths = pathResults(compareImovel({ ...IMOVEL_DEFAULT_PARAMS, prazo: 180, prazoAc: 50 }));
    expect(differentEndsNote(paths)).toBe(
      "Os caminhos terminam em meses diferentes (Consórcio no mês 180, PRICE no mês 220 e SAC no mês 220): o patrimônio ao final de cada um é o do seu último mês, não do mesmo mês.",
    );
  });
});
