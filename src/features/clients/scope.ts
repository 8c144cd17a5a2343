import { ownRows, type Viewer } from "~/features/accounts";

export type { Viewer };

export const CLIENT_NOT_FOUND = "Cliente não encontrado.";

/** The clients a viewer may touch: the owner every client of the account, a seller their own (the account's role rule, `ownRows`). */
export function clientScope(viewer: Viewer) {
  return ownRows(viewer, "sellerId");
}
