import "server-only";
import { getSimulatorDefaults } from "~/features/settings/server";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { compareImovel, compareVeiculo, isSimulationValidationError, modalityBids, type SimulateInput } from "~/features/simulators";

/*
 * The same engine the simulator pages run in the browser, on the server (for the PDF and the public
 * proposal page). The modalities are the account's, so "what each bid means" matches what the
 * seller shows on /modalities.
 */
export async function simulate(db: Db, accountId: string, input: SimulateInput) {
  const { modalities } = await getSimulatorDefaults(db, accountId);
  try {
    if (input.kind === "imovel") {
      return { kind: input.kind, comparison: compareImovel(input.params), modalities: modalityBids(input.params, modalities) };
    }
    return { kind: input.kind, comparison: compareVeiculo(input.params), modalities: modalityBids(input.params, modalities) };
  } catch (error) {
    // The schema already enforces the engine's rules; this keeps a drift between them a 400, not a 500.
    if (isSimulationValidationError(error)) {
      throw new AppError("VALIDATION", error.message, { field: `params.${error.field}` });
    }
    throw error;
  }
}
