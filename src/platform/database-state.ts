// Whether this server has lately seen the database unreachable. Set wherever a request meets an
// unreachable database (context, procedures, REST, health) and cleared by the next good answer, so
// src/proxy.ts can answer pages with the 503 page at once instead of rendering into the outage.
// Kept on globalThis: the proxy and the routes are separate bundles in one process.

const KEY = Symbol.for("consorcio.databaseDownSince");
type State = { [KEY]?: number };

export function markDatabaseDown(now = Date.now()): void {
  (globalThis as State)[KEY] ??= now;
}

export function markDatabaseUp(): void {
  delete (globalThis as State)[KEY];
}

export function databaseMarkedDown(): boolean {
  return (globalThis as State)[KEY] !== undefined;
}
