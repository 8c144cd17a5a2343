import { describe, expect, it } from "vitest";
import { compareImovel } from "./comparison";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./defaults";
import { SimulationValidationError } from "./errors";
import { DEFAULT_MODALITIES, modalityBids } from "./modalities";
import { compareVeiculo } from "./vehicle";
import { compareWithModalities } from "./with-modalities";

describe("compareWithModalities (a proposal's results, validated once)", () => {
  it("gives the comparison and the modalities' bids each entry gives on its own", () => {
    const imovel = compareWithModalities({ kind: "imovel", params: IMOVEL_DEFAULT_PARAMS }, DEFAULT_MODALITIES);
    expect(imovel.kind).toBe("imovel");
    expect(imovel.comparison.savings).toEqual(compareImovel(IMOVEL_DEFAULT_PARAMS).savings);
    expect(imovel.modalities).toEqual(modalityBids(IMOVEL_DEFAULT_PARAMS, DEFAULT_MODALITIES));
    const veiculo = compareWithModalities({ kind: "veiculo", params: VEICULO_DEFAULT_PARAMS }, DEFAULT_MODALITIES);
    expect(veiculo.kind).toBe("veiculo");
    expect(veiculo.comparison.consorcio.summary).toEqual(compareVeiculo(VEICULO_DEFAULT_PARAMS).consorcio.summary);
    expect(veiculo.modalities).toEqual(modalityBids(VEICULO_DEFAULT_PARAMS, DEFAULT_MODALITIES));
  });

  it("refuses parameters out of range at the entry, naming the field, and a modality's percent out of range", () => {
    const outOfRange = () =>
      compareWithModalities({ kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, prazoAc: 0 } }, DEFAULT_MODALITIES);
    expect(outOfRange).toThrow(SimulationValidationError);
    try {
      outOfRange();
    } catch (error) {
      expect((error as SimulationValidationError).field).toBe("prazoAc");
    }
    const [first, ...rest] = DEFAULT_MODALITIES;
    expect(() =>
      compareWithModalities({ kind: "veiculo", params: VEICULO_DEFAULT_PARAMS }, [
        { ...first!, percent: 101 },
        ...rest,
      ]),
    ).toThrow(/percentual da modalidade/);
  });
});
