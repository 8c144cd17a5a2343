import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel, compareVeiculo } from "./engine";
import { scenarioBlocks } from "./scenario-model";

describe("scenarioBlocks", () => {
  it("lists the switched-on scenarios, each table's rows in the app's path order", () => {
    const blocks = scenarioBlocks(compareImovel(IMOVEL_DEFAULT_PARAMS));
    expect(blocks.map((b) => b.name)).toEqual(["rentWhileWaiting", "investInstead", "appreciation", "rentalIncome"]);
    for (const block of blocks.filter((b) => b.table)) expect(block.table!.columns.map((c) => c.key)).toEqual(["consorcio", "price", "sac"]);
    expect(blocks.find((b) => b.name === "rentalIncome")!.table!.headers).toContain("Parcela coberta pelo aluguel");
  });

  it.each([
    ["imóvel with every scenario off", compareImovel({ ...IMOVEL_DEFAULT_PARAMS, scenarios: { rentWhileWaiting: false, appreciation: false, rentalIncome: false, investInstead: false } }), []],
    ["veículo", compareVeiculo(VEICULO_DEFAULT_PARAMS), ["depreciation", "investInstead"]],
  ] as const)("%s", (_label, comparison, names) => {
    expect(scenarioBlocks(comparison).map((b) => b.name)).toEqual(names);
  });
});
