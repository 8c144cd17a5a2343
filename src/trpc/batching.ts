// Shared by the browser's links and the tRPC route: how calls may be batched into one request.

/** The most calls one batched request may carry; the route refuses more (413). */
export const MAX_BATCH_CALLS = 10;

/** Logins, sign-ups and password changes travel alone: the route refuses them inside a batch. */
export function isAuthProcedure(path: string): boolean {
  return path.startsWith("auth.");
}

/** The spreadsheet import carries its file (up to the import's own size limit): it goes alone too. */
export const IMPORT_PROCEDURE = "clients.import";

export function travelsAlone(path: string): boolean {
  return isAuthProcedure(path) || path === IMPORT_PROCEDURE;
}
