// The health check against a real PostgreSQL reached through a TCP relay we can cut and restore:
// the same client must report "down" while cut and recover by itself when the relay returns.
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import { databaseUp } from "./health";

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

describe("databaseUp", () => {
  const target = new URL(process.env.DATABASE_URL!);
  const link = relay(target);
  let db: PrismaClient;

  afterAll(async () => {
    await db?.$disconnect();
    await link.cut();
  });

  it("is true when the database answers, false when it is away, and recovers", async () => {
    const port = await link.listen();
    const url = new URL(target);
    url.port = String(port);
    url.hostname = "127.0.0.1";
    db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString(), connectionTimeoutMillis: 1_000 }) });

    expect(await databaseUp(db)).toBe(true);
    await link.cut();
    expect(await databaseUp(db, 1_500)).toBe(false);
    await link.listen(port);
    await expect.poll(() => databaseUp(db), { timeout: 10_000, interval: 250 }).toBe(true);
  });
});
