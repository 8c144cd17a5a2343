import "server-only";
import { markDatabaseDown, markDatabaseUp } from "~/platform/database-state";
import { databaseAnswers } from "~/platform/health-connection";
import { metrics } from "~/platform/metrics";
import { isDraining } from "~/platform/lifecycle";
import { isWarmingUp } from "~/platform/warm-up";

type PoolCounts = { waitingCount: number };

/**
 * GET /api/health: 200 {"status":"ok","db":"up"} when the database answers, 503 {"db":"down"} when
 * not. Asked over health's own connection (health-connection.ts), never through the app's pool: a
 * burst holding every pooled connection neither delays the answer nor turns it into "down"; it
 * shows as "pool":"busy" (requests waiting for a pooled connection), read from the pool's counts.
 */
export async function healthResponse({
  answers = () => databaseAnswers(),
  pool = () => metrics().sources.pool,
}: { answers?: () => Promise<boolean>; pool?: () => PoolCounts | undefined } = {}): Promise<Response> {
  const up = await answers();
  if (up) markDatabaseUp();
  else markDatabaseDown();
  const busy = (pool()?.waitingCount ?? 0) > 0;
  const body = up ? { status: "ok", db: "up", ...(busy ? { pool: "busy" } : {}) } : { db: "down" };
  return Response.json(body, { status: up ? 200 : 503, headers: { "cache-control": "no-store" } });
}

const NO_STORE = { "cache-control": "no-store" };

/** GET /api/health/live: the process answers (no database): 200 {"status":"ok"}. */
export function liveResponse(): Response {
  return Response.json({ status: "ok" }, { headers: NO_STORE });
}

/**
 * GET /api/health/ready: whether a load balancer should send traffic here. 503 {"status":"draining"}
 * once SIGTERM started the drain, 503 {"status":"warming"} while a fresh server loads its routes' code
 * (platform/warm-up.ts, at most 30 s), 503 {"db":"down"} while the database does not answer, else 200.
 */
export async function readyResponse(options?: Parameters<typeof healthResponse>[0]): Promise<Response> {
  if (isDraining()) return Response.json({ status: "draining" }, { status: 503, headers: NO_STORE });
  if (isWarmingUp()) return Response.json({ status: "warming" }, { status: 503, headers: NO_STORE });
  return healthResponse(options);
}
