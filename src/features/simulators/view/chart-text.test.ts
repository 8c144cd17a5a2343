import { describe, expect, it } from "vitest";
import { chartSummary, chartTable } from "./chart-text";

const nb = (s: string) => s.replace(/\u00a0/g, " ");
const SERIES = [
  { key: "consorcio", label: "Consórcio" },
  { key: "price", label: "Financiamento PRICE" },
] as const;
const POINTS = [
  { month: 0, consorcio: null, price: 50_000 },
  { month: 1, consorcio: 1234.564, price: 2100 },
  { month: 50, consorcio: 1800, price: 2100 },
  { month: 200, consorcio: 900, price: null },
];

describe("chart text for screen readers", () => {
  it("summarises each series from its first, last and largest drawn point, in reais", () => {
    expect(nb(chartSummary(POINTS, SERIES))).toBe(
      "Consórcio: de R$ 1.234,56 no mês 1 a R$ 900,00 no mês 200; maior valor R$ 1.800,00 no mês 50. " +
        "Financiamento PRICE: de R$ 50.000,00 no mês 0 a R$ 2.100,00 no mês 50; maior valor R$ 50.000,00 no mês 0.",
    );
  });

  it("says so when a series has nothing drawn", () => {
    expect(chartSummary([{ month: 0, consorcio: null }], [SERIES[0]])).toBe("Consórcio: sem valores.");
  });

  it("tabulates every drawn point with money cells and a dash for gaps", () => {
    const table = chartTable(POINTS, SERIES);
    expect(table.head).toEqual(["Mês", "Consórcio", "Financiamento PRICE"]);
    expect(table.rows.map((r) => [r.header, ...r.cells.map(nb)])).toEqual([
      ["mês 0", "—", "R$ 50.000,00"],
      ["mês 1", "R$ 1.234,56", "R$ 2.100,00"],
      ["mês 50", "R$ 1.800,00", "R$ 2.100,00"],
      ["mês 200", "R$ 900,00", "—"],
    ]);
  });
});
