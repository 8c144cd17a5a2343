// A second start of the embedded PostgreSQL in the same checkout must never take
// the first one's database away. Real PostgreSQL servers on a data folder of this test's own: two
// starts at once on a fresh folder, a start on another port beside a live server, and two starts at
// once on two ports. Each time exactly one server runs the folder, it keeps answering throughout, and
// its postmaster.pid stays in place.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DATA_ROOT, embeddedUrl, ensureEmbeddedPostgres } from "../../scripts/lib/embedded-db.ts";
import { freePort } from "../../scripts/lib/processes.ts";

const dir = path.join(DATA_ROOT, `pg-parallel-start-${process.pid}`);
const started: Array<() => Promise<void>> = [];
const quiet = () => {};

afterAll(async () => {
  for (const stop of started) await stop().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.start-lock`, { force: true });
}, 60_000);

async function start(port: number) {
  const db = await ensureEmbeddedPostgres({ dir, port, log: quiet });
  if (db.started) started.push(db.stop);
  return db;
}

async function answers(port: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: embeddedUrl("postgres", port), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return (await client.query("select 1 as one")).rows[0]?.one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Queries `port` every 50 ms while `work` runs; the number of queries that failed. */
async function failuresDuring(port: number, work: () => Promise<unknown>): Promise<number> {
  let running = true;
  let failures = 0;
  const probe = (async () => {
    while (running) {
      if (!(await answers(port))) failures += 1;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await probe;
  }
  return failures;
}

const pidFile = () => fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8");
const lockPort = () => Number(pidFile().split("\n")[3]);

describe("the embedded PostgreSQL started twice in one checkout", () => {
  let firstPort = 0;

  it(
    "two starts at once on a fresh folder and one port: one server, the other reuses it",
    { timeout: 120_000 },
    async () => {
      firstPort = await freePort();
      const both = await Promise.all([start(firstPort), start(firstPort)]);
      expect(both.map((db) => db.started).sort()).toEqual([false, true]);
      expect(await answers(firstPort)).toBe(true);
      expect(lockPort()).toBe(firstPort);
    },
  );

  it(
    "a start on another port beside the live server stops with a message naming it; the first keeps answering and its lock",
    { timeout: 60_000 },
    async () => {
      const lock = pidFile();
      const livePid = Number(lock.split("\n")[0]);
      const secondPort = await freePort();
      const failures = await failuresDuring(firstPort, async () => {
        await expect(start(secondPort)).rejects.toThrow(
          new RegExp(`já está rodando \\(pid ${livePid}, porta ${firstPort}\\).*already running`),
        );
      });
      expect(failures).toBe(0);
      expect(pidFile()).toBe(lock);
      expect(await answers(firstPort)).toBe(true);
      expect(await answers(secondPort)).toBe(false);
    },
  );

  it(
    "two starts at once on two ports: one runs the folder, the other stops with a message",
    { timeout: 120_000 },
    async () => {
      for (const stop of started.splice(0)) await stop();
      expect(await answers(firstPort)).toBe(false);
      const ports = [await freePort(), await freePort()];
      const results = await Promise.allSettled(ports.map((port) => start(port)));
      const up = ports.filter((_, i) => results[i]!.status === "fulfilled");
      expect(up).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(String(refused.reason)).toMatch(/já está rodando/);
      expect(lockPort()).toBe(up[0]);
      const failures = await failuresDuring(up[0]!, () => new Promise((r) => setTimeout(r, 500)));
      expect(failures).toBe(0);
    },
  );

  it(
    "another checkout's start on the same port is refused, naming the folder that holds it, not given this one's server",
    { timeout: 60_000 },
    async () => {
      const live = lockPort();
      const other = path.join(DATA_ROOT, `pg-other-checkout-${process.pid}`);
      try {
        await expect(ensureEmbeddedPostgres({ dir: other, port: live, log: quiet })).rejects.toThrow(
          /já é do PostgreSQL embutido de outra pasta .*EMBEDDED_PG_PORT/,
        );
        expect(fs.existsSync(path.join(other, "PG_VERSION"))).toBe(false);
        expect(await answers(live)).toBe(true);
      } finally {
        fs.rmSync(other, { recursive: true, force: true });
      }
    },
  );
});
