import { parseEnv, testWorkerOverrides, type Env } from "~/lib/env-schema";

// The only reader of process.env. A missing or malformed variable stops start-up with a
// message naming it (instrumentation.ts imports this module when the server boots).
// In the integration tier each vitest worker takes its own database; written back to process.env so
// that the servers a test starts inherit it too (src/test/worker-database.ts loads this first).
Object.assign(process.env, testWorkerOverrides(process.env));
export const env: Env = parseEnv(process.env, { isBuild: process.env.NEXT_PHASE === "phase-production-build" });

/** The dev outbox page: on outside production unless DEV_OUTBOX=off; never in production. */
export const devOutboxEnabled = env.NODE_ENV !== "production" && env.DEV_OUTBOX !== "off";

/**
 * The loopback origin PORT names (read when called: `next start` sets PORT as it starts). Only a
 * fallback of platform/own-origin's ownOrigin() until this process has seen its first request.
 */
export function configuredOrigin(): string {
  const port = Number(process.env.PORT);
  return `http://127.0.0.1:${Number.isInteger(port) && port > 0 ? port : 3000}`;
}

/**
 * Whether this code runs inside Next's server bundle (`next dev`/`next start`; Next sets it). Outside
 * (vitest, tsx scripts) modules run from their TypeScript sources.
 */
export const inNextServer = process.env.NEXT_RUNTIME === "nodejs";
