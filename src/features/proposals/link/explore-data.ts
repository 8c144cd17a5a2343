import "server-only";
import { bcbDrawRate } from "~/features/bcb/server";
import { historyForGroup } from "~/features/groups/server";
import { loadMarketReference } from "~/features/rates/server";
import { simulateInputSchema } from "~/features/simulators";
import type { Db } from "~/platform/db";
import { withBcbDraw } from "../document/bcb-draw";
import { exploreBounds } from "../document/explore-bounds";
import { exploreFigures, proposalVariant, type ExploreHistory } from "../document/explore";
import type { PublicProposal } from "./public";

/**
 * What the public page's exploration starts from: the version's parameters (as the engine reads
 * them), the seller's bounds, the group's history (null without one) and the figures at the
 * proposal's own choice. Null when the stored parameters no longer parse (a very old version).
 */
export async function publicExplore(db: Db, proposal: Pick<PublicProposal, "accountId" | "kind" | "snapshot" | "bcb">) {
  const { inputs } = proposal.snapshot;
  const parsed = simulateInputSchema.safeParse({ kind: proposal.kind, params: inputs.params });
  if (!parsed.success) return null;
  const { kind, params } = parsed.data;
  const [group, market, drawRate] = await Promise.all([
    historyForGroup(db, proposal.accountId, inputs.group), loadMarketReference(db, kind), bcbDrawRate(db, proposal.bcb),
  ]);
  const reference = { annualPct: market.annualPct, refMonth: market.refMonth, series: market.series, sourceUrl: market.sourceUrl };
  const history: ExploreHistory | null = withBcbDraw(group && { source: group.source, readOn: group.readOn, assemblies: group.assemblies }, drawRate);
  const bounds = exploreBounds(kind, params, inputs.explore);
  const variant = proposalVariant(params);
  return { kind, params, bounds, variant, history, reference, groupName: group?.name ?? null, initial: exploreFigures(kind, params, variant, bounds, history, reference) };
}
export type PublicExplore = NonNullable<Awaited<ReturnType<typeof publicExplore>>>;
