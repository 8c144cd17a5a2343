import "server-only";
import { markDatabaseDown, markDatabaseUp } from "~/platform/database-state";
import { probeDatabase } from "~/platform/database-probe";
import type { Db } from "~/platform/db";
import { isDraining } from "~/platform/lifecycle";

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

const NO_STORE = { "cache-control": "no-store" };

/** GET /api/health/live: the process answers (no database): 200 {"status":"ok"}. */
export function liveResponse(): Response {
  return Response.json({ status: "ok" }, { headers: NO_STORE });
}

/**
 * GET /api/health/ready: whether a load balancer should send traffic here. 503 {"status":"draining"}
 * once SIGTERM started the drain, 503 {"db":"down"} while the database does not answer, else 200.
 */
export async function readyResponse(db: Db, timeoutMs?: number): Promise<Response> {
  if (isDraining()) return Response.json({ status: "draining" }, { status: 503, headers: NO_STORE });
  return healthResponse(db, timeoutMs);
}
