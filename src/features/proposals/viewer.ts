import type { Viewer } from "~/features/accounts";

export type { Viewer };

/**
 * The proposals a viewer may touch: always within the proven account; a seller only their own, the
 * owner (and the operator inside their own account) every seller's. Anything else reads as absent.
 */
export function proposalScope(viewer: Viewer) {
  return viewer.user.role === "SELLER" ? { accountId: viewer.account.id, sellerId: viewer.user.id } : { accountId: viewer.account.id };
}
