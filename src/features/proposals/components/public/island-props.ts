import type { ExploreIslandData } from "./explore-island";

/** The public pages' islands and the props each is rendered from (components/public/island.tsx). */
export interface IslandProps {
  explore: ExploreIslandData;
  interest: { token: string; clientFirstName: string; sellerFirstName: string };
  verify: Record<string, never>;
}

export type IslandName = keyof IslandProps;
