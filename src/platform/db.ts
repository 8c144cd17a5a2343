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

function createClient() {
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    // Fail fast when the database is away instead of hanging requests (health answers 503).
    connectionTimeoutMillis: 3_000,
    max: env.DATABASE_POOL_MAX,
    // Every connection carries the statement, lock and idle-in-transaction limits (db-limits.ts).
    ...connectionTimeouts(),
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
  const client = new PrismaClient({
    adapter,
    transactionOptions: { maxWait: DB_LIMITS.transactionMaxWaitMs, timeout: DB_LIMITS.transactionTimeoutMs },
  });
  attachPool(client, pool);
  return client;
}

const globalForPrisma = globalThis as unknown as { prisma?: ReturnType<typeof createClient> };

export const db = globalForPrisma.prisma ?? createClient();
if (!globalForPrisma.prisma) onShutdown("prisma", () => db.$disconnect());
if (env.NODE_ENV !== "production") globalForPrisma.prisma = db;

export type Db = PrismaClient;
