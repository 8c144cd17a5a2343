import { simulateInputSchema } from "~/features/simulators";
import type * as z from "zod";

/*
 * A stored version's parameters as today's engine reads them: the engine's own discriminated union on
 * `kind` (imóvel | veículo), so whoever computes from a version (the verdict of a version saved before
 * verdicts, the comparison at the verdict's basis, the odds, the exploration) gets them typed, never
 * cast back. Null for parameters that no longer parse (a very old version): each surface then keeps
 * the stored figures as they are.
 */
export type ProposalSimulation = z.output<typeof simulateInputSchema>;

export function storedSimulation(inputs: { kind: "imovel" | "veiculo"; params: unknown }): ProposalSimulation | null {
  const parsed = simulateInputSchema.safeParse({ kind: inputs.kind, params: inputs.params });
  return parsed.success ? parsed.data : null;
}
