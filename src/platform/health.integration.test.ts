// The health check against a real PostgreSQL reached through a TCP relay we can cut and restore:
// the same client must report "down" while cut and recover by itself when the relay returns.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { databaseAnswers } from "./health-connection";
import { healthResponse } from "./health";
import { tcpRelay, throughRelay } from "~/test/tcp-relay";

async function answer(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    cache: response.headers.get("cache-control"),
  };
}

describe("health", () => {
  const target = new URL(env.DATABASE_URL);
  const link = tcpRelay(target);
  let port: number;
  let relayUrl: string;
  // Health's own connection goes through the relay, as production's goes to the same server.
  const viaRelay = { answers: () => databaseAnswers(relayUrl, 1_000) };

  beforeAll(async () => {
    port = await link.listen();
    relayUrl = throughRelay(target, port);
  });

  afterAll(async () => {
    await link.cut();
  });

  it("is true when the database answers, false when it is away, and recovers (a new connection)", async () => {
    expect(await databaseAnswers(relayUrl, 1_000)).toBe(true);
    await link.cut();
    expect(await databaseAnswers(relayUrl, 1_000)).toBe(false);
    await link.listen(port);
    await expect.poll(() => databaseAnswers(relayUrl, 1_000), { timeout: 10_000, interval: 250 }).toBe(true);
  });

  it("GET /api/health answers 200 up, 503 down while the database is away, then 200 again", async () => {
    expect(await answer(await healthResponse(viaRelay))).toEqual({
      status: 200,
      body: { status: "ok", db: "up" },
      cache: "no-store",
    });
    await link.cut();
    expect(await answer(await healthResponse(viaRelay))).toEqual({
      status: 503,
      body: { db: "down" },
      cache: "no-store",
    });
    await link.listen(port);
    await expect
      .poll(async () => (await healthResponse(viaRelay)).status, { timeout: 10_000, interval: 250 })
      .toBe(200);
  });

  it("a pool with every connection busy and requests waiting is not an outage, and health does not wait for it", async () => {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1, connectionTimeoutMillis: 5_000 });
    try {
      const holding = Promise.all([pool.query("select pg_sleep(2)"), pool.query("select 1")]);
      await expect.poll(() => pool.waitingCount).toBe(1);
      const start = performance.now();
      const response = await answer(await healthResponse({ pool: () => pool }));
      // Through the pool it would have waited the 2 s query out.
      expect(performance.now() - start).toBeLessThan(1_000);
      expect(response).toEqual({ status: 200, body: { status: "ok", db: "up", pool: "busy" }, cache: "no-store" });
      await holding;
      expect(await answer(await healthResponse({ pool: () => pool }))).toEqual({
        status: 200,
        body: { status: "ok", db: "up" },
        cache: "no-store",
      });
    } finally {
      await pool.end();
    }
  });

  it("concurrent asks share the one in flight", async () => {
    const first = databaseAnswers();
    const asks = Array.from({ length: 50 }, () => databaseAnswers());
    expect(asks.every((ask) => ask === first)).toBe(true);
    expect(await first).toBe(true);
  });
});
