import type { Viewer } from "~/features/accounts";

export type { Viewer };

export const CLIENT_NOT_FOUND = "Cliente não encontrado.";

/** The clients a viewer may touch: the owner every client of the account, a seller their own. */
export function clientScope(viewer: Viewer) {
  return viewer.user.role === "SELLER" ? { accountId: viewer.account.id, sellerId: viewer.user.id } : { accountId: viewer.account.id };
}
