import type { PublicExplore } from "../../link/explore-data";
import { deriveCallName } from "~/lib/call-name";
import type { PublicProposal } from "../../link/load";
import { ExploreIsland, type ExploreIslandData } from "./explore-island";
import { ExploreResults, exploreTexts } from "./explore-view";
import { Island } from "./island";

/** "Simule seu lance" on the public proposal: the server's first figures, then the client's island. */
export function ExploreSection({ proposal, data }: { proposal: PublicProposal; data: PublicExplore | null }) {
  if (!data) return null;
  const props: ExploreIslandData = {
    token: proposal.token, kind: data.kind, params: data.params, bounds: data.bounds, variant: data.variant,
    history: data.history, initialOk: data.initial.ok, reference: data.reference,
    clientFirstName: proposal.clientCallName, sellerFirstName: deriveCallName(proposal.sellerName),
    initialText: exploreTexts(data.variant, data.initial, data.bounds),
  };
  return (
    <Island name="explore" props={props}>
      <ExploreIsland {...props} initialResults={<ExploreResults figures={data.initial} bounds={data.bounds} history={data.history} />} />
    </Island>
  );
}
