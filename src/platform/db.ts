import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "~/env";
import pg from "pg";
import { onShutdown } from "~/platform/lifecycle";
import { metrics } from "~/platform/metrics";
import { countQuery } from "~/platform/request-scope";
import { PrismaClient } from "~/generated/prisma/client";

/**
 * Limits every connection of the pool carries (docs/tenant-fairness.md). No statement, lock wait or
 * transaction left open may hold a connection for long: one account's slow work would otherwise
 * keep it from every other account's requests.
 */
export const DB_LIMITS = {
  /** A statement running longer is cancelled (the longest legitimate ones, exports, take < 1 s). */
  statementTimeoutMs: 10_000,
  /** Waiting on a row or table lock longer than this fails the statement instead of queueing. */
  lockTimeoutMs: 2_000,
  /** A transaction idle between statements this long is ended by the server. */
  idleInTransactionMs: 15_000,
  /** Interactive transactions: time to get a connection, and the transaction's whole budget. */
  transactionMaxWaitMs: 3_000,
  transactionTimeoutMs: 10_000,
} as const;

function createClient() {
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    // Fail fast when the database is away instead of hanging requests (health answers 503).
    connectionTimeoutMillis: 3_000,
    max: env.DATABASE_POOL_MAX,
    statement_timeout: DB_LIMITS.statementTimeoutMs,
    lock_timeout: DB_LIMITS.lockTimeoutMs,
    idle_in_transaction_session_timeout: DB_LIMITS.idleInTransactionMs,
  });
  // Each statement is counted for the request that sent it (its access line shows how many). A
  // client taken from the pool runs in the caller's async context (pool.query and Prisma's
  // transactions alike), so the count lands on the right request.
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      countQuery();
      return query(...args);
    };
  });
  // Our own pool, so /api/metrics can read its counts; $disconnect() still ends it.
  metrics().sources.pool = pool;
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return new PrismaClient({
    adapter,
    transactionOptions: { maxWait: DB_LIMITS.transactionMaxWaitMs, timeout: DB_LIMITS.transactionTimeoutMs },
  });
}

const globalForPrisma = globalThis as unknown as { prisma?: ReturnType<typeof createClient> };

export const db = globalForPrisma.prisma ?? createClient();
if (!globalForPrisma.prisma) onShutdown("prisma", () => db.$disconnect());
if (env.NODE_ENV !== "production") globalForPrisma.prisma = db;

export type Db = PrismaClient;
