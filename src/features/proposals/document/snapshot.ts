import {
  ENGINE_VERSION,
  compareWithModalities,
  isSimulationValidationError,
  verdictClaim,
  type MarketReference,
  type Modality,
  type VerdictBasis,
  type VerdictKind,
} from "~/features/simulators";
import { AppError } from "~/lib/errors";
import type { SettledDraft, SnapshotInputs, VerdictDetail } from "./schema";
import type { SnapshotResults } from "./stored-results";
import { verdictFor } from "./verdict";

/*
 * A proposal's frozen snapshot: the inputs as the seller saved them, the engine's results and the
 * engine version. Pure, so the same code runs on the server when saving and in tests. What a client
 * sees is read from here, never recomputed, so later changes to settings or the engine leave a sent
 * proposal as it was.
 */
export interface ProposalSnapshot<Results = SnapshotResults> {
  engineVersion: string;
  inputs: SnapshotInputs;
  /** Fresh from the engine; a duplicate copies stored JSON (`Prisma.JsonValue`) as it is. */
  results: Results;
  /** The first claim in centavos: financing − consórcio at the verdict's basis (what lists and the card show). */
  savingCents: number;
  /** The verdict's kind and basis (null in a duplicate of a version saved before the verdict). */
  verdictKind: VerdictKind | null;
  verdictBasis: VerdictBasis | null;
  /** The claim's qualifiers for the seller's list (null in a duplicate of a version saved before them). */
  verdictDetail: VerdictDetail | null;
  creditCents: number;
  instalmentCents: number;
}

/**
 * `reference`: the market reference of the day (the rates feature's), so the version keeps the verdict
 * it was saved with.
 */
export function buildSnapshot(
  draft: SettledDraft,
  modalities: readonly Modality[],
  reference: MarketReference | null = null,
): ProposalSnapshot {
  const { simulation } = draft;
  let results: SnapshotResults;
  try {
    // Validated once, at the engine's entry; the modalities' bids reuse that validation.
    results = compareWithModalities(simulation, modalities);
  } catch (error) {
    // The schema enforces the engine's rules; a drift between them stays a 400, not a 500.
    if (isSimulationValidationError(error))
      throw new AppError("VALIDATION", error.message, { field: `simulation.params.${error.field}` });
    throw error;
  }
  const verdict = verdictFor(simulation, reference, results.comparison);
  return {
    engineVersion: ENGINE_VERSION,
    inputs: {
      // The kind and its parameters together (the document's union), copied off the draft.
      ...(simulation.kind === "imovel"
        ? { kind: simulation.kind, params: { ...simulation.params } }
        : { kind: simulation.kind, params: { ...simulation.params } }),
      group: draft.group,
      client: draft.client,
      sections: draft.sections,
      explore: draft.explore ?? null,
      verdict,
    },
    results,
    savingCents: Math.round(verdictClaim(verdict).difference * 100),
    verdictKind: verdict.kind,
    verdictBasis: verdict.basis,
    verdictDetail: {
      typedAnnualPct: verdict.band.typedAnnualPct,
      typedKind: verdict.typed.kind,
      typedCents: Math.round(verdict.typed.difference * 100),
      wealthCents: Math.round(verdictClaim(verdict).wealth.difference * 100),
    },
    creditCents: Math.round(simulation.params.value * 100),
    instalmentCents: Math.round(results.comparison.consorcio.summary.firstInstalment * 100),
  };
}
