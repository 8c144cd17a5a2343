// Whether this server has lately seen the database unreachable. Set wherever a request meets an
// unreachable database (context, procedures, REST, health) and cleared by the next good answer, so
// src/proxy.ts can answer pages with the 503 page at once instead of rendering into the outage.
// Kept on globalThis: the proxy and the routes are separate bundles in one process.

const KEY = Symbol.for("consorcio.databaseDownSince");
const WHY = Symbol.for("consorcio.databaseDownWhy");
/**
 * Why, as the first failure said it (kept until the database answers again): "unreachable" (refused or
 * dropped connections: an outage) or "not-answering" (connected, but a statement was left unanswered
 * past its bound). The requests refused meanwhile say the same.
 */
export type DatabaseDownReason = "unreachable" | "not-answering";
type State = { [KEY]?: number; [WHY]?: DatabaseDownReason };

export function markDatabaseDown(reason: DatabaseDownReason = "unreachable", now = Date.now()): void {
  const state = globalThis as State;
  state[KEY] ??= now;
  state[WHY] ??= reason;
}

export function markDatabaseUp(): void {
  delete (globalThis as State)[KEY];
  delete (globalThis as State)[WHY];
}

/** Why the database was last marked down; null while it is not. */
export function databaseDownReason(): DatabaseDownReason | null {
  return (globalThis as State)[WHY] ?? null;
}

export function databaseMarkedDown(): boolean {
  return (globalThis as State)[KEY] !== undefined;
}
