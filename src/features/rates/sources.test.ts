import { describe, expect, it } from "vitest";
import { rateSources } from "./sources";
import type { RatePresets } from "./schema";

const presets: RatePresets = {
  official: [{ series: "tr", label: "TR", value: 0.1702, unit: "% a.m.", refDate: new Date("2025-11-28T00:00:00Z"), source: "BCB" }],
  banks: [
    { id: "a", bank: "Caixa", kind: "imovel", annualRatePct: 13.4, checkedAt: new Date("2025-11-24T00:00:00Z"), sourceUrl: null },
    { id: "b", bank: "Itaú", kind: "veiculo", annualRatePct: 13.4, checkedAt: new Date("2025-11-20T00:00:00Z"), sourceUrl: null },
  ],
};

describe("rateSources", () => {
  it("names the preset a rate came from, with its date; a typed rate says it was typed", () => {
    // 13,4 % a.a. → 1,0534 % a.m. (the preset, 4 decimals); TR 0,1702 % a.m. → 2,0616 % a.a.
    const lines = rateSources({ priceJuros: 1.0534, priceTr: 2.0616, sacJuros: 2, sacTr: 1.5 }, "imovel", presets);
    expect(lines).toEqual([
      "Juros do PRICE 1,0534 % a.m.: Caixa, a partir de 13,4 % a.a., conferida em 24/11/2025",
      "TR do PRICE 2,0616 % a.a.: BCB, TR de 0,1702 % a.m. em 28/11/2025",
      "Juros do SAC 2 % a.m.: informada pelo vendedor",
      "TR do SAC 1,5 % a.a.: informada pelo vendedor",
    ]);
  });

  it("a vehicle has PRICE only, and only that kind's banks count", () => {
    expect(rateSources({ priceJuros: 1.0534, priceTr: 0 }, "veiculo", presets)).toEqual([
      "Juros do PRICE 1,0534 % a.m.: Itaú, a partir de 13,4 % a.a., conferida em 20/11/2025",
      "TR do PRICE 0 % a.a.: informada pelo vendedor",
    ]);
  });

  it("with no presets stored every rate is the seller's", () => {
    expect(rateSources({ priceJuros: 1.0534, priceTr: 2.0616 }, "veiculo", { official: [], banks: [] })).toEqual([
      "Juros do PRICE 1,0534 % a.m.: informada pelo vendedor",
      "TR do PRICE 2,0616 % a.a.: informada pelo vendedor",
    ]);
  });
});
