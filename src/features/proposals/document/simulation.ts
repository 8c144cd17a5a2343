import type { simulateInputSchema } from "~/features/simulators";
import type * as z from "zod";
import type { ProposalDocument } from "./schema";

/*
 * A stored version's parameters with their kind, as the engine takes them: the proposal document's
 * own union on `kind` (./schema.ts), so whoever computes from a version (the verdict of a version
 * saved before verdicts, the comparison at the verdict's basis, the odds, the exploration) gets them
 * typed, never cast back.
 */
export type ProposalSimulation = z.output<typeof simulateInputSchema>;

export function storedSimulation(inputs: ProposalDocument): ProposalSimulation {
  return inputs.kind === "imovel"
    ? { kind: "imovel", params: inputs.params }
    : { kind: "veiculo", params: inputs.params };
}
