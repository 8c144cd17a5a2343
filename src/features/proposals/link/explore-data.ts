import { exploreBounds } from "../document/explore-bounds";
import { exploreFigures, proposalVariant, type ExploreHistory } from "../document/explore";
import type { PublicProposal } from "./load";

/**
 * What the public page's exploration starts from: the version's parameters (as the engine reads
 * them), the seller's bounds, the group's history (null without one) and the figures at the
 * proposal's own choice.
 */
export function publicExplore(proposal: Pick<PublicProposal, "simulation" | "snapshot" | "group" | "market">) {
  const { simulation, group, market } = proposal;
  const { kind, params } = simulation;
  const { inputs } = proposal.snapshot;
  const reference = {
    annualPct: market.annualPct,
    refMonth: market.refMonth,
    series: market.series,
    sourceUrl: market.sourceUrl,
  };
  const history: ExploreHistory | null = group && {
    source: group.source,
    readOn: group.readOn,
    assemblies: group.assemblies,
    draw: group.draw,
  };
  const bounds = exploreBounds(kind, params, inputs.explore);
  const variant = proposalVariant(params);
  return {
    kind,
    params,
    bounds,
    variant,
    history,
    reference,
    groupName: group?.name ?? null,
    initial: exploreFigures(kind, params, variant, bounds, history, reference),
  };
}
export type PublicExplore = NonNullable<ReturnType<typeof publicExplore>>;
