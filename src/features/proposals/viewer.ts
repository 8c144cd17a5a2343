import type { SessionContext } from "~/features/accounts/types";

/** Who is asking, as proven by the procedure: the account and the user with their role. */
export interface Viewer {
  accountId: string;
  userId: string;
  role: SessionContext["user"]["role"];
}

export function viewerOf(session: SessionContext): Viewer {
  return { accountId: session.account.id, userId: session.user.id, role: session.user.role };
}

/**
 * The proposals a viewer may touch: always within the proven account; a seller only their own, the
 * owner (and the operator inside their own account) every seller's. Anything else reads as absent.
 */
export function proposalScope(viewer: Viewer) {
  return viewer.role === "SELLER" ? { accountId: viewer.accountId, sellerId: viewer.userId } : { accountId: viewer.accountId };
}
