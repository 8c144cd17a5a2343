import type { ImovelComparison, VeiculoComparison } from "./types";
import {
  comparisonAtMarket,
  monthlyFromAnnual,
  type Verdict,
  type VerdictBasis,
  type VerdictComparison,
  type VerdictInput,
} from "./verdict";

/*
 * The one comparison every surface shows: the engine's full comparison (path cards, Comparativo,
 * charts, CET, "investir a diferença", month tables, PDF pages) AT THE VERDICT'S BASIS. When the
 * verdict's first claim is made at the Banco Central's reference (the typed rate is above the band),
 * every figure under it is too: the same simulation re-run with each financing path at the reference's
 * monthly rate. The typed-rate comparison stays one step away, as a labelled alternative. No surface
 * computes a comparison of its own: they all read this.
 */

type AnyComparison = ImovelComparison | VeiculoComparison;

/** One of the two comparisons, with the rate its financing runs at. */
export interface RatedComparison<C> {
  /** "typed": the seller's rate; "market": the Banco Central's reference. */
  rate: VerdictBasis;
  comparison: C;
  /** The consórcio against the cheaper financing at this rate (the verdict's own figures). */
  claim: VerdictComparison;
  /** The financing's effective annual rate, % a.a. (the claim's path: the cheaper one). */
  annualPct: number;
}

export interface ComparisonsAtBasis<C> {
  basis: VerdictBasis;
  /** What every surface shows by default: at the verdict's basis. */
  shown: RatedComparison<C>;
  /** The typed-rate comparison, one step away under a market headline; null at the typed basis. */
  alternative: RatedComparison<C> | null;
}

/**
 * The comparisons of a simulation at its verdict's basis. `typed`: the comparison at the typed rate
 * as the caller has it (live from the engine, or a proposal's stored results); the market one is
 * computed here from the verdict's own reference, so its figures are the verdict's to the centavo.
 * `market`: pass a comparison already computed at the reference to skip the re-run.
 */
export function comparisonsAtBasis<C>(
  input: VerdictInput,
  verdict: Verdict,
  typed: C,
  market?: C | AnyComparison,
): ComparisonsAtBasis<C | AnyComparison> {
  const typedRated: RatedComparison<C> = {
    rate: "typed",
    comparison: typed,
    claim: verdict.typed,
    annualPct: verdict.typed.financing.annualRatePct,
  };
  if (verdict.basis !== "market" || !verdict.market || !verdict.reference)
    return { basis: "typed", shown: typedRated, alternative: null };
  const monthly = monthlyFromAnnual(verdict.reference.annualPct);
  const atMarket = market ?? comparisonAtMarket(input, monthly);
  return {
    basis: "market",
    shown: { rate: "market", comparison: atMarket, claim: verdict.market, annualPct: verdict.reference.annualPct },
    alternative: typedRated,
  };
}
