import { ownRows, type Viewer } from "~/features/accounts";

export type { Viewer };

/**
 * The proposals a viewer may touch: always within the proven account; a seller only their own, the
 * owner (and the operator inside their own account) every seller's (the account's role rule,
 * `ownRows`). Anything else reads as absent.
 */
export function proposalScope(viewer: Viewer) {
  return ownRows(viewer, "sellerId");
}
