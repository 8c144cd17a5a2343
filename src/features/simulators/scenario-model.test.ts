import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, compareImovel, compareVeiculo } from "./engine";
import { IMOVEL_SCENARIOS } from "./fields";
import { scenarioBlocks } from "./scenario-model";

describe("scenarioBlocks", () => {
  it("lists the switched-on scenarios, each table's rows in the app's path order", () => {
    const blocks = scenarioBlocks(compareImovel(IMOVEL_DEFAULT_PARAMS));
    // The order of the simulator's switches: Aluguel, Valorização, Renda, Investir.
    expect(blocks.map((b) => b.name)).toEqual(["rentWhileWaiting", "appreciation", "rentalIncome", "investInstead"]);
    expect(blocks.map((b) => b.name)).toEqual(IMOVEL_SCENARIOS.map((s) => s.name));
    expect(blocks.every((b) => b.wide)).toBe(true);
    for (const block of blocks.filter((b) => b.table))
      expect(block.table!.columns.map((c) => c.key)).toEqual(["consorcio", "price", "sac"]);
    expect(blocks.find((b) => b.name === "rentalIncome")!.table!.headers).toContain("Pago pelo aluguel");
  });

  it('says in words how much of the instalments the rent pays, never "100 % / 189 % no início"', () => {
    const rental = scenarioBlocks(compareImovel(IMOVEL_DEFAULT_PARAMS)).find((b) => b.name === "rentalIncome")!.table!;
    const column = rental.headers.indexOf("Pago pelo aluguel");
    const cells = rental.columns.map((c) => c.cells[column]!);
    const comparison = compareImovel(IMOVEL_DEFAULT_PARAMS);
    const income = comparison.scenarios.rentalIncome!;
    rental.columns.forEach((c, i) => {
      const r = income[c.key]!;
      expect(cells[i]!.main).toMatch(/^\d+\u00a0% das parcelas$/);
      if (r.firstCoveragePct !== null && r.firstCoveragePct > 100.5)
        expect(cells[i]!.sub).toBe("o 1º aluguel paga a parcela inteira e sobra");
      else if (r.firstCoveragePct !== null && r.firstCoveragePct < 99.5)
        expect(cells[i]!.sub).toMatch(/^o 1º aluguel paga \d+\u00a0% da parcela$/);
    });
    for (const cell of cells) expect(`${cell.main} ${cell.sub ?? ""}`).not.toMatch(/no início|\/ \d/);
  });

  it.each([
    [
      "imóvel with every scenario off",
      compareImovel({
        ...IMOVEL_DEFAULT_PARAMS,
        scenarios: { rentWhileWaiting: false, appreciation: false, rentalIncome: false, investInstead: false },
      }),
      [],
    ],
    ["veículo", compareVeiculo(VEICULO_DEFAULT_PARAMS), ["depreciation", "investInstead"]],
  ] as const)("%s", (_label, comparison, names) => {
    expect(scenarioBlocks(comparison).map((b) => b.name)).toEqual(names);
  });
});
