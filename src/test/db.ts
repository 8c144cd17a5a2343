// Integration-test helpers: a Prisma client on the run's fresh database and plain contexts,
// built exactly as the route handlers build them.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { attachPool } from "~/platform/prepared-statement";
import { env } from "~/env";
import { PrismaClient } from "~/generated/prisma/client";
import type { Context, SessionContext } from "~/server/api/context";
import { createCaller } from "~/server/api/root";
import { resolveSession } from "~/features/accounts/session-resolver";

const url = env.DATABASE_URL;
if (!url.includes("/test_")) throw new Error("Integration tests must run through scripts/with-test-db.ts");

/** The server's maintenance database, for tests that create databases of their own. */
export function testAdminUrl(): string {
  if (!env.TEST_ADMIN_DATABASE_URL) throw new Error("TEST_ADMIN_DATABASE_URL is set by scripts/with-test-db.ts");
  return env.TEST_ADMIN_DATABASE_URL;
}

const testPool = new pg.Pool({ connectionString: url });
export const testDb = new PrismaClient({ adapter: new PrismaPg(testPool, { disposeExternalPool: true }) });
// The hot reads' prepared statements (src/platform/prepared-statement.ts) run as in the app.
attachPool(testDb, testPool);

export function contextFor(session: SessionContext | null, extra: Partial<Context> = {}): Context {
  return { db: testDb, session, ip: "127.0.0.1", userAgent: "vitest", ...extra };
}

export function callerFor(session: SessionContext | null) {
  return createCaller(contextFor(session));
}

export async function sessionContext(sessionId: string) {
  const session = await resolveSession(testDb, { sessionId });
  if (!session) throw new Error(`session ${sessionId} is not live`);
  return session;
}

let counter = 0;
/** A unique suffix so tests sharing the run's database never collide. */
export function uniq(prefix = "t") {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}
