import { marketReferenceFor } from "~/features/rates";
import { simulationVerdict, type Verdict } from "~/features/simulators";
import type { SnapshotInputs } from "./schema";
import { storedSimulation, type ProposalSimulation } from "./simulation";

/*
 * The verdict as a proposal version keeps it: computed once when the version is saved (at the market
 * reference of that day, so the proposal keeps saying what it said), read back by the public page, the
 * PDF, the WhatsApp card and the seller's list. A version saved before the verdict has none: it is
 * computed from the saved parameters at the reference the release ships (no database read, so the
 * public page's cache keeps its single query).
 */

/** The verdict of a fresh simulation (the engine's results of the version being saved). */
export function verdictFor(
  simulation: ProposalSimulation,
  reference: Verdict["reference"],
  results?: Parameters<typeof simulationVerdict>[2],
): Verdict {
  return simulationVerdict(simulation, reference, results);
}

/** The version's verdict: as saved, else computed from its parameters (null when the engine refuses them today). */
export function snapshotVerdict(inputs: SnapshotInputs, now = new Date()): Verdict | null {
  if (inputs.verdict) return inputs.verdict;
  const simulation = storedSimulation(inputs);
  try {
    return verdictFor(simulation, marketReferenceFor(simulation.kind, [], now));
  } catch {
    return null;
  }
}
