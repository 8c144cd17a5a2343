import { parseEnv, type Env } from "~/lib/env-schema";

// The only reader of process.env. A missing or malformed variable stops start-up with a
// message naming it (instrumentation.ts imports this module when the server boots).
export const env: Env = parseEnv(process.env, { isBuild: process.env.NEXT_PHASE === "phase-production-build" });


/** The dev outbox page: on outside production unless DEV_OUTBOX=off; never in production. */
export const devOutboxEnabled = env.NODE_ENV !== "production" && env.DEV_OUTBOX !== "off";
