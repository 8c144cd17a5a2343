// The health check against a real PostgreSQL reached through a TCP relay we can cut and restore:
// the same client must report "down" while cut and recover by itself when the relay returns.
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import { env } from "~/env";
import { probeDatabase } from "~/platform/database-probe";
import { databaseUp, healthResponse } from "./health";

function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", () => resolve((server!.address() as net.AddressInfo).port));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      server?.close(() => resolve());
    });
  return { listen, cut };
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown, cache: response.headers.get("cache-control") };
}

describe("health", () => {
  const target = new URL(env.DATABASE_URL);
  const link = relay(target);
  let db: PrismaClient;
  let port: number;
  let relayUrl: string;
  // Health's second opinion goes through the relay too, as production's goes to the same server.
  const probeRelay = () => probeDatabase(relayUrl);

  beforeAll(async () => {
    port = await link.listen();
    const url = new URL(target);
    url.port = String(port);
    url.hostname = "127.0.0.1";
    relayUrl = url.toString();
    db = new PrismaClient({ adapter: new PrismaPg({ connectionString: relayUrl, connectionTimeoutMillis: 1_000 }) });
  });

  afterAll(async () => {
    await db?.$disconnect();
    await link.cut();
  });

  it("is true when the database answers, false when it is away, and recovers", async () => {

    expect(await databaseUp(db)).toBe(true);
    await link.cut();
    expect(await databaseUp(db, 1_500)).toBe(false);
    await link.listen(port);
    await expect.poll(() => databaseUp(db), { timeout: 10_000, interval: 250 }).toBe(true);
  });

  it("GET /api/health answers 200 up, 503 down while the database is away, then 200 again", async () => {
    expect(await answer(await healthResponse(db, undefined, probeRelay))).toEqual({ status: 200, body: { status: "ok", db: "up" }, cache: "no-store" });
    await link.cut();
    expect(await answer(await healthResponse(db, 1_500, probeRelay))).toEqual({ status: 503, body: { db: "down" }, cache: "no-store" });
    await link.listen(port);
    await expect.poll(async () => (await healthResponse(db, undefined, probeRelay)).status, { timeout: 10_000, interval: 250 }).toBe(200);
  });

  it("a pool with every connection busy is not an outage: 200 up, pool busy", async () => {
    const busy = new PrismaClient({ adapter: new PrismaPg({ connectionString: env.DATABASE_URL, max: 1, connectionTimeoutMillis: 5_000 }) });
    try {
      // A Prisma query starts only when awaited: then() sends it now, holding the pool's one connection.
      const holding = busy.$queryRaw`select 1 as held from pg_sleep(2)`.then(() => null);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await answer(await healthResponse(busy, 500, () => probeDatabase(env.DATABASE_URL)));
      expect(response).toEqual({ status: 200, body: { status: "ok", db: "up", pool: "busy" }, cache: "no-store" });
      await holding;
    } finally {
      await busy.$disconnect();
    }
  });
});
