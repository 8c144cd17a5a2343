import "server-only";
import { markDatabaseDown, markDatabaseUp } from "~/server/database-state";
import { probeDatabase } from "~/server/database-probe";
import type { Db } from "~/server/db";

/** Whether the database answers through the app's pool within the timeout. */
export async function databaseUp(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.$queryRaw`select 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: 200 {"status":"ok","db":"up"} when the database answers, 503 {"db":"down"} when
 * not. A pool whose every connection is busy (a burst of requests, a loaded CPU) is not an outage:
 * the database is asked over a connection of its own, and answers "up" with "pool":"busy".
 */
export async function healthResponse(db: Db, timeoutMs?: number, probe: () => Promise<boolean> = () => probeDatabase()): Promise<Response> {
  const pooled = await databaseUp(db, timeoutMs);
  const up = pooled || (await probe());
  if (up) markDatabaseUp();
  else markDatabaseDown();
  const body = up ? { status: "ok", db: "up", ...(pooled ? {} : { pool: "busy" }) } : { db: "down" };
  return Response.json(body, { status: up ? 200 : 503, headers: { "cache-control": "no-store" } });
}
