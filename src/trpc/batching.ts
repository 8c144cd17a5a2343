// Shared by the browser's links and the tRPC route: how calls may be batched into one request.

/** The most calls one batched request may carry; the route refuses more (413). */
export const MAX_BATCH_CALLS = 10;

/** Logins, sign-ups and password changes travel alone: the route refuses them inside a batch. */
export function isAuthProcedure(path: string): boolean {
  return path.startsWith("auth.");
}
