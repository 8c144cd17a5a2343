import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "~/env";
import pg from "pg";
import { onShutdown } from "~/platform/lifecycle";
import { metrics } from "~/platform/metrics";
import { countQuery } from "~/platform/request-scope";
import { PrismaClient } from "~/generated/prisma/client";
import { connectionTimeouts, DB_LIMITS } from "~/platform/db-limits";
import { attachPool } from "~/platform/prepared-statement";
import { markDatabaseDown } from "~/platform/database-state";
import { isRecord } from "~/lib/json";

/** Node-postgres's error for a statement whose answer did not come within query_timeout. */
const READ_TIMEOUT_TEXT = "Query read timeout";

/**
 * A Prisma client over its own pool, with every bound of db-limits.ts. The app has one (`db`
 * below); tests build others against a relay they can stall.
 */
export function createDatabaseClient(connectionString: string, { max = env.DATABASE_POOL_MAX }: { max?: number } = {}) {
  const pool = new pg.Pool({
    connectionString,
    // A request waiting longer for a pooled connection (or a new one) fails: 503 "Servidor ocupado".
    connectionTimeoutMillis: DB_LIMITS.connectionWaitMs,
    max,
    // Every connection carries the statement, lock and idle-in-transaction limits (db-limits.ts)…
    ...connectionTimeouts(),
    // …and the client's own bound, for a server that does not answer at all.
    query_timeout: DB_LIMITS.queryTimeoutMs,
  });
  // Each statement is counted for the request that sent it (its access line shows how many). A
  // client taken from the pool runs in the caller's async context (pool.query and Prisma's
  // transactions alike), so the count lands on the right request.
  pool.on("connect", (client) => {
    const query = client.query;
    // Assigned through Reflect: pg's overloaded query() has no single signature to write it with.
    Reflect.set(client, "query", (...args: unknown[]): unknown => {
      countQuery();
      // pool.query passes a callback, Prisma's transactions await a promise: both are watched.
      const callback = args.at(-1);
      if (typeof callback === "function") {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          dropWhenUnanswered(client, error);
          return Reflect.apply(callback, undefined, [error, ...rest]);
        };
      }
      const result: unknown = Reflect.apply(query, client, args);
      if (result instanceof Promise) result.catch((error: unknown) => dropWhenUnanswered(client, error));
      return result;
    });
  });
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const client = new PrismaClient({
    adapter,
    transactionOptions: { maxWait: DB_LIMITS.transactionMaxWaitMs, timeout: DB_LIMITS.transactionTimeoutMs },
  });
  attachPool(client, pool);
  return { client, pool };
}

/**
 * A statement left unanswered keeps its connection busy: what the transaction sends next
 * (ROLLBACK) would queue behind it for another whole bound, and the pool would hand the connection
 * out again. Its socket is closed instead, so those fail at once and the pool drops it; and the
 * server is remembered as not answering, so the next requests ask the health probe first
 * (src/server/auth/session.ts) instead of waiting the bound out one by one.
 */
function dropWhenUnanswered(client: pg.PoolClient, error: unknown) {
  if (!(error instanceof Error) || error.message !== READ_TIMEOUT_TEXT) return;
  markDatabaseDown("not-answering");
  // pg's types do not declare the client's connection; its socket is read as what it is found to be.
  const connection = "connection" in client ? client.connection : undefined;
  const stream = isRecord(connection) ? connection.stream : undefined;
  if (isRecord(stream) && typeof stream.destroy === "function") stream.destroy();
}

function createClient() {
  const { client, pool } = createDatabaseClient(env.DATABASE_URL);
  // Our own pool, so /api/metrics can read its counts; $disconnect() still ends it.
  metrics().sources.pool = pool;
  return client;
}

declare global {
  var __consorcioPrisma: ReturnType<typeof createClient> | undefined;
}

/*
 * One client, and so one pool, per process. The server loads this module once per bundle (the
 * proxy, the instrumentation, the route handlers, the pages): a client per copy was four pools of
 * DATABASE_POOL_MAX connections each (docs/tenant-fairness.md counts one) and four copies of
 * Prisma's schema graph and query compiler. Kept on globalThis like the other process-wide state
 * (metrics, request scope, database state); in development it also outlives hot reloads. Code that
 * reads the client's errors cannot use `instanceof` across copies: see ./db-errors.ts.
 */
function processClient() {
  const existing = globalThis.__consorcioPrisma;
  if (existing) return existing;
  const client = createClient();
  globalThis.__consorcioPrisma = client;
  onShutdown("prisma", () => client.$disconnect());
  return client;
}

export const db = processClient();

export type Db = PrismaClient;
