import type { ExploreFigures } from "../../explore";
import type { PublicExplore } from "../../explore-data";
import { firstName } from "../../format";
import type { PublicProposal } from "../../public";
import { ExploreIsland } from "./explore-island";

/** "Simule seu lance" on the public proposal: the server's first figures, then the client's island. */
export function ExploreSection({ proposal, data }: { proposal: PublicProposal; data: PublicExplore | null }) {
  if (!data) return null;
  return (
    <ExploreIsland
      token={proposal.token} kind={data.kind} params={data.params} bounds={data.bounds} variant={data.variant}
      history={data.history} initial={compactOdds(data.initial)} reference={data.reference}
      clientFirstName={firstName(proposal.clientName)} sellerFirstName={firstName(proposal.sellerName)}
    />
  );
}

/**
 * The odds curve to 3 decimals (0.1 %; the panel shows whole percents, and 0.1 % is a fraction of
 * a pixel in its drawing): the island's props travel in the page's RSC payload, and 220 months of
 * full-precision floats were ~24 kB of it. What the island computes later keeps full precision.
 */
function compactOdds(figures: ExploreFigures): ExploreFigures {
  if (figures.odds.state !== "ok") return figures;
  const r = (n: number) => Math.round(n * 1_000) / 1_000;
  const perMonth = figures.odds.perMonth.map((p) => ({ ...p, probability: r(p.probability), low: r(p.low), high: r(p.high) }));
  return { ...figures, odds: { ...figures.odds, perMonth } };
}
