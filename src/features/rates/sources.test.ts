import { describe, expect, it } from "vitest";
import { rateSources } from "./sources";
import type { RatePresets } from "./schema";

const presets: RatePresets = {
  official: [
    {
      series: "tr",
      label: "TR",
      value: 0.1702,
      unit: "%\u00a0a.m.",
      refDate: new Date("2025-11-28T00:00:00Z"),
      twelveMonthsPct: null,
      source: "BCB",
    },
  ],
  banks: [
    {
      id: "a",
      bank: "Caixa",
      kind: "imovel",
      annualRatePct: 13.4,
      checkedAt: new Date("2025-11-24T00:00:00Z"),
      sourceUrl: null,
    },
    {
      id: "b",
      bank: "Itaú",
      kind: "veiculo",
      annualRatePct: 13.4,
      checkedAt: new Date("2025-11-20T00:00:00Z"),
      sourceUrl: null,
    },
  ],
};

describe("rateSources", () => {
  it("names the preset a rate came from, with its date; a typed rate says it was typed", () => {
    // 13,4 % a.a. → 1,0534 % a.m. (the preset, 4 decimals); TR 0,1702 % a.m. → 2,0616 % a.a.
    const lines = rateSources({ priceJuros: 1.0534, priceTr: 2.0616, sacJuros: 2, sacTr: 1.5 }, "imovel", presets);
    expect(lines).toEqual([
      "Juros do PRICE 1,0534\u00a0%\u00a0a.m.: Caixa, a partir de 13,4\u00a0%\u00a0a.a., conferida em 24/11/2025",
      "TR do PRICE 2,0616\u00a0%\u00a0a.a.: BCB, TR de 0,1702\u00a0%\u00a0a.m. em 28/11/2025",
      "Juros do SAC 2\u00a0%\u00a0a.m.: informada pelo vendedor",
      "TR do SAC 1,5\u00a0%\u00a0a.a.: informada pelo vendedor",
    ]);
  });

  it("a vehicle has PRICE only, and only that kind's banks count", () => {
    expect(rateSources({ priceJuros: 1.0534, priceTr: 0 }, "veiculo", presets)).toEqual([
      "Juros do PRICE 1,0534\u00a0%\u00a0a.m.: Itaú, a partir de 13,4\u00a0%\u00a0a.a., conferida em 20/11/2025",
      "TR do PRICE 0\u00a0%\u00a0a.a.: informada pelo vendedor",
    ]);
  });

  it("with no presets stored every rate is the seller's", () => {
    expect(rateSources({ priceJuros: 1.0534, priceTr: 2.0616 }, "veiculo", { official: [], banks: [] })).toEqual([
      "Juros do PRICE 1,0534\u00a0%\u00a0a.m.: informada pelo vendedor",
      "TR do PRICE 2,0616\u00a0%\u00a0a.a.: informada pelo vendedor",
    ]);
  });

  it("names the BCB series behind the correction, the rent's readjustment, the aplicação and the rentabilidade; typed ones say so", () => {
    const official: RatePresets["official"] = [
      {
        series: "incc",
        label: "INCC-DI",
        value: 0.21,
        unit: "%\u00a0a.m.",
        refDate: new Date("2025-10-01T00:00:00Z"),
        twelveMonthsPct: 5.123456,
        source: "BCB",
      },
      {
        series: "ipca",
        label: "IPCA",
        value: 0.09,
        unit: "%\u00a0a.m.",
        refDate: new Date("2025-10-01T00:00:00Z"),
        twelveMonthsPct: 4.68,
        source: "BCB",
      },
      {
        series: "igpm",
        label: "IGP-M",
        value: -0.36,
        unit: "%\u00a0a.m.",
        refDate: new Date("2025-10-01T00:00:00Z"),
        twelveMonthsPct: -1.0524,
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
    // 15 % a.a. → 1,1715 % a.m. (4 decimals), as the preset puts it in "Rendimento da aplicação".
    const fromPresets = rateSources(
      { correctionIndex: "INCC", correction: 5.1235, igpm: -1.0524, aplicacao: 1.1715, rentabilidadeAnual: 15 },
      "imovel",
      { official, banks: [] },
    );
    expect(fromPresets).toEqual([
      "Correção anual (INCC) 5,1235\u00a0%\u00a0a.a.: INCC-DI 5,12\u00a0% em 12\u00a0meses (BCB, referência 01/10/2025)",
      "Reajuste do aluguel (IGP-M) -1,0524\u00a0%\u00a0a.a.: IGP-M -1,05\u00a0% em 12\u00a0meses (BCB, referência 01/10/2025)",
      "Rendimento da aplicação 1,1715\u00a0%\u00a0a.m.: BCB, Selic (meta) de 15\u00a0%\u00a0a.a. em 10/12/2025",
      "Rentabilidade do investimento 15\u00a0%\u00a0a.a.: BCB, Selic (meta) de 15\u00a0%\u00a0a.a. em 10/12/2025",
    ]);
    // The INCC's figure under IPCA is not the IPCA's; a fixed % is the seller's.
    expect(
      rateSources({ correctionIndex: "IPCA", correction: 5.1235, rentabilidadeAnual: 13 }, "veiculo", {
        official,
        banks: [],
      }),
    ).toEqual([
      "Correção anual (IPCA) 5,1235\u00a0%\u00a0a.a.: informada pelo vendedor",
      "Rentabilidade do investimento 13\u00a0%\u00a0a.a.: informada pelo vendedor",
    ]);
    expect(rateSources({ correctionIndex: "fixo", correction: 4.68 }, "veiculo", { official, banks: [] })).toEqual([
      "Correção anual (percentual fixo) 4,68\u00a0%\u00a0a.a.: informada pelo vendedor",
    ]);
  });
});
