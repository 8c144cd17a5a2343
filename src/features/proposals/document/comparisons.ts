import {
  basisRatesCopy,
  comparisonsAtBasis,
  monthlyFromAnnual,
  type ComparisonsAtBasis,
  type ImovelComparisonData,
  type VeiculoComparisonData,
  type Verdict,
} from "~/features/simulators";
import type { SnapshotInputs } from "./schema";
import type { StoredResults } from "./stored-results";
import { storedSimulation } from "./simulation";
import { snapshotVerdict } from "./verdict";

/*
 * What a proposal's surfaces show (public page, month table page, PDF): the version's comparison at
 * its verdict's basis (features/simulators comparisonsAtBasis). The stored results are the typed-rate
 * comparison as saved; under a market headline the comparison at the verdict's own reference is
 * computed from the saved parameters (pure and deterministic, so the page cache's fingerprint still
 * covers it), and the stored one becomes the labelled alternative. No surface picks on its own.
 */

export type ProposalComparison = ImovelComparisonData | VeiculoComparisonData;
export type ProposalComparisons = ComparisonsAtBasis<ProposalComparison>;

/** `verdict`: the version's (snapshotVerdict); null for a version whose parameters no longer compute (its stored figures as they are). */
export function proposalComparisons(
  snapshot: { inputs: SnapshotInputs; results: StoredResults },
  verdict: Verdict | null,
): ProposalComparisons | null {
  if (!verdict) return null;
  const simulation = storedSimulation(snapshot.inputs);
  return comparisonsAtBasis<ProposalComparison>(simulation, verdict, snapshot.results.comparison);
}

/**
 * The version's comparison at its verdict's basis and the words naming its rate (null without a
 * verdict). `now`: the day the reference's age is told as of (the PDF: the day it was prepared).
 */
export function shownComparison(snapshot: { inputs: SnapshotInputs; results: StoredResults }, now = new Date()) {
  const verdict = snapshotVerdict(snapshot.inputs);
  const comparisons = proposalComparisons(snapshot, verdict);
  return {
    verdict,
    comparisons,
    comparison: comparisons?.shown.comparison ?? snapshot.results.comparison,
    rates: verdict ? basisRatesCopy(verdict, verdict.reference, now) : null,
  };
}

/** The monthly rate the shown comparison's financing runs at (the market basis's). */
export function marketMonthly(comparisons: ProposalComparisons): number {
  return monthlyFromAnnual(comparisons.shown.annualPct);
}
