import { describe, expect, it } from "vitest";
import { correctionPresets, scenarioPresets } from "./official-presets";
import type { RatePresets } from "./schema";
import { accumulated12MonthsPct } from "./sgs";

const month = (m: number) => new Date(Date.UTC(2025, m - 1, 1));
const official: RatePresets["official"] = [
  {
    series: "incc",
    label: "INCC-DI",
    value: 0.21,
    unit: "%\u00a0a.m.",
    refDate: month(10),
    twelveMonthsPct: 5.123456,
    source: "BCB",
  },
  {
    series: "ipca",
    label: "IPCA",
    value: 0.09,
    unit: "%\u00a0a.m.",
    refDate: month(10),
    twelveMonthsPct: 4.68,
    source: "BCB",
  },
  {
    series: "igpm",
    label: "IGP-M",
    value: -0.36,
    unit: "%\u00a0a.m.",
    refDate: month(10),
    twelveMonthsPct: null,
    source: "BCB",
  },
  {
    series: "selic",
    label: "Selic (meta)",
    value: 15,
    unit: "%\u00a0a.a.",
    refDate: new Date("2025-12-10T00:00:00Z"),
    twelveMonthsPct: null,
    source: "BCB",
  },
];

describe("accumulated12MonthsPct (IBGE/FGV: Π(1 + v) − 1)", () => {
  it("compounds 12 consecutive months: 1 % a month is 12,68 % in 12 months", () => {
    const points = Array.from({ length: 12 }, (_, i) => ({ refDate: month(12 - i), value: 1 }));
    expect(accumulated12MonthsPct(points)).toBeCloseTo((1.01 ** 12 - 1) * 100, 10);
    // Only the 12 latest count, whatever the order they come in.
    expect(
      accumulated12MonthsPct([{ refDate: new Date(Date.UTC(2024, 11, 1)), value: 50 }, ...points.reverse()]),
    ).toBeCloseTo(12.6825, 4);
  });

  it("is null with fewer than 12 months or a month missing", () => {
    expect(
      accumulated12MonthsPct(Array.from({ length: 11 }, (_, i) => ({ refDate: month(12 - i), value: 1 }))),
    ).toBeNull();
    const gap = Array.from({ length: 12 }, (_, i) => ({
      refDate: new Date(Date.UTC(2025, 11 - i - (i > 5 ? 1 : 0), 1)),
      value: 1,
    }));
    expect(accumulated12MonthsPct(gap)).toBeNull();
  });
});

describe("official presets", () => {
  it("offers INCC then IPCA for imóvel and IPCA for veículo, each setting the index and its 12-month value", () => {
    expect(correctionPresets(official, "imovel")).toEqual([
      {
        id: "correction-incc",
        label: "INCC-DI 5,12\u00a0% em 12\u00a0meses (BCB, referência 01/10/2025)",
        fields: { correctionIndex: "INCC", correction: 5.1235 },
      },
      {
        id: "correction-ipca",
        label: "IPCA 4,68\u00a0% em 12\u00a0meses (BCB, referência 01/10/2025)",
        fields: { correctionIndex: "IPCA", correction: 4.68 },
      },
    ]);
    expect(correctionPresets(official, "veiculo").map((p) => p.fields)).toEqual([
      { correctionIndex: "IPCA", correction: 4.68 },
    ]);
    expect(correctionPresets([], "imovel")).toEqual([]);
  });

  it("offers the Selic for the aplicação (monthly equivalent) and the rentabilidade, and no IGP-M without its 12 months", () => {
    const imovel = scenarioPresets(official, ["locacao", "igpm", "aplicacao", "rentabilidadeAnual"]);
    expect(imovel.map((p) => p.fields)).toEqual([{ aplicacao: 1.1715 }, { rentabilidadeAnual: 15 }]);
    expect(imovel[1]?.label).toBe("Rentabilidade do investimento: Selic 15\u00a0%\u00a0a.a. (BCB, 10/12/2025)");
    const withIgpm = scenarioPresets([{ ...official[2]!, twelveMonthsPct: -1.05 }], ["igpm", "rentabilidadeAnual"]);
    expect(withIgpm.map((p) => p.fields)).toEqual([{ igpm: -1.05 }]);
    // A veículo has no aplicação: only what the simulator's fields hold.
    expect(scenarioPresets(official, ["depreciacao", "rentabilidadeAnual"]).map((p) => p.id)).toEqual([
      "rentabilidadeAnual",
    ]);
  });
});
