// Whether this server has lately seen the database unreachable. Set wherever a request meets an
// unreachable database (context, procedures, REST, health) and cleared by the next good answer, so
// src/proxy.ts can answer pages with the 503 page at once instead of rendering into the outage.
// Kept on globalThis: the proxy and the routes are separate bundles in one process.

/**
 * Why, as the first failure said it (kept until the database answers again): "unreachable" (refused or
 * dropped connections: an outage) or "not-answering" (connected, but a statement was left unanswered
 * past its bound). The requests refused meanwhile say the same.
 */
export type DatabaseDownReason = "unreachable" | "not-answering";

declare global {
  // Since when and why this process has seen the database down; unset while it answers.
  var consorcioDatabaseDown: { since: number; why: DatabaseDownReason } | undefined;
}

export function markDatabaseDown(reason: DatabaseDownReason = "unreachable", now = Date.now()): void {
  globalThis.consorcioDatabaseDown ??= { since: now, why: reason };
}

export function markDatabaseUp(): void {
  globalThis.consorcioDatabaseDown = undefined;
}

/** Why the database was last marked down; null while it is not. */
export function databaseDownReason(): DatabaseDownReason | null {
  return globalThis.consorcioDatabaseDown?.why ?? null;
}

export function databaseMarkedDown(): boolean {
  return globalThis.consorcioDatabaseDown !== undefined;
}
