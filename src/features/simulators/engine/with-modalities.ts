import { compareImovel } from "./comparison";
import { bidsOfValidated, type Modality } from "./modalities";
import type { ImovelParams, VeiculoParams } from "./types";
import { compareVeiculo } from "./vehicle";

/**
 * A simulation's comparison and what each modality means for it (a proposal's results), its
 * parameters validated once, at the engine's entry (compareImovel / compareVeiculo), not again for
 * the modalities.
 */
export function compareWithModalities(
  simulation: { kind: "imovel"; params: ImovelParams } | { kind: "veiculo"; params: VeiculoParams },
  modalities: readonly Modality[],
) {
  if (simulation.kind === "imovel") {
    const comparison = compareImovel(simulation.params);
    return { kind: simulation.kind, comparison, modalities: bidsOfValidated(simulation.params, modalities) };
  }
  const comparison = compareVeiculo(simulation.params);
  return { kind: simulation.kind, comparison, modalities: bidsOfValidated(simulation.params, modalities) };
}
