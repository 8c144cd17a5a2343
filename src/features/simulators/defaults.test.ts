import { describe, expect, it } from "vitest";
import { defaultSettingsData } from "~/features/settings/defaults";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./engine";
import { resolveSimulatorDefaults } from "./defaults";

const modelDefaults = {
  imovel: { ...IMOVEL_DEFAULT_PARAMS, scenarios: { ...IMOVEL_DEFAULT_PARAMS.scenarios } },
  veiculo: { ...VEICULO_DEFAULT_PARAMS, scenarios: { ...VEICULO_DEFAULT_PARAMS.scenarios } },
  modalities: DEFAULT_MODALITIES.map((m) => ({ ...m })),
};

describe("resolveSimulatorDefaults", () => {
  it("gives the model's defaults when there are no settings", () => {
    expect(resolveSimulatorDefaults(null)).toEqual(modelDefaults);
  });

  it("a new account's settings resolve to exactly the model's defaults", () => {
    expect(resolveSimulatorDefaults(defaultSettingsData("acc", "Conta"))).toEqual(modelDefaults);
  });

  const cases: { label: string; imovel: Record<string, unknown>; expected: Partial<typeof IMOVEL_DEFAULT_PARAMS> }[] = [
    {
      label: "saved fields are kept",
      imovel: { value: 800_000, prazo: 200, priceJuros: 1.1 },
      expected: { value: 800_000, prazo: 200, priceJuros: 1.1 },
    },
    {
      label: "one out-of-range field falls back alone",
      imovel: { value: -5, prazo: 180 },
      expected: { value: 500_000, prazo: 180 },
    },
    {
      label: "a text where a number belongs falls back",
      imovel: { ta: "23%", win: 10 },
      expected: { ta: 23, win: 10 },
    },
    { label: "a bid above what is owed falls back to the model's bid", imovel: { win: 99 }, expected: { win: 20 } },
    { label: "contemplation after the term falls back", imovel: { prazoAc: 500 }, expected: { prazoAc: 50 } },
    { label: "an unknown bid mode falls back", imovel: { bidMode: "metade" }, expected: { bidMode: "reduzParcela" } },
    { label: "reduzPrazo is kept", imovel: { bidMode: "reduzPrazo" }, expected: { bidMode: "reduzPrazo" } },
  ];
  it.each(cases)("imóvel: $label", ({ imovel, expected }) => {
    const resolved = resolveSimulatorDefaults({
      imovelDefaults: { group: "all", ...imovel },
      veiculoDefaults: null,
      modalities: null,
    });
    expect(resolved.imovel).toMatchObject(expected);
    expect(resolved.imovel).not.toHaveProperty("group");
    expect(resolved.veiculo).toEqual(modelDefaults.veiculo);
  });

  it("partial scenario toggles fall back to the model's toggles", () => {
    const resolved = resolveSimulatorDefaults({
      imovelDefaults: { scenarios: { rentWhileWaiting: false } },
      veiculoDefaults: { scenarios: { depreciation: false, investInstead: false } },
      modalities: [],
    });
    expect(resolved.imovel.scenarios).toEqual(IMOVEL_DEFAULT_PARAMS.scenarios);
    expect(resolved.veiculo.scenarios).toEqual({ depreciation: false, investInstead: false });
  });

  it("modalities: the six keys in order, saved texts kept, bad percents and blank texts replaced", () => {
    const resolved = resolveSimulatorDefaults({
      imovelDefaults: {},
      veiculoDefaults: {},
      modalities: [
        { key: "fixo", percent: 35, title: "  Lance fixo 35  ", description: "Meu texto" },
        { key: "sorteio", percent: 140, title: "", description: 3 },
        { key: "inventada", percent: 10, title: "X", description: "Y" },
      ],
    });
    expect(resolved.modalities.map((m) => m.key)).toEqual(DEFAULT_MODALITIES.map((m) => m.key));
    expect(resolved.modalities[1]).toEqual({
      key: "fixo",
      percent: 35,
      title: "Lance fixo 35",
      description: "Meu texto",
    });
    expect(resolved.modalities[0]).toEqual(DEFAULT_MODALITIES[0]);
    expect(resolved.modalities.slice(2)).toEqual(DEFAULT_MODALITIES.slice(2));
  });

  it("modalities: the seller's source and date of the percents are kept; a date that is not yyyy-mm-dd is dropped", () => {
    const resolved = resolveSimulatorDefaults({
      imovelDefaults: {},
      veiculoDefaults: {},
      modalities: [
        {
          key: "sorteio",
          percent: 96,
          title: "Sorteio",
          description: "D",
          source: " extrato da administradora ",
          readOn: "2026-10-15",
        },
        { key: "fixo", percent: 90, title: "Lance fixo", description: "D", source: "", readOn: "15/10/2026" },
      ],
    });
    expect(resolved.modalities[0]).toMatchObject({ source: "extrato da administradora", readOn: "2026-10-15" });
    expect(resolved.modalities[1]).not.toHaveProperty("source");
    expect(resolved.modalities[1]).not.toHaveProperty("readOn");
  });
});
