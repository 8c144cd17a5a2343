// The restore drill (npm run test:restore-drill): dump the seeded database with `npm run db:backup`,
// restore it with `npm run db:restore` into an empty one, and check the copy is the same database:
// every table's row count, and the demo public proposal served from it with the same content.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PROPOSAL } from "../../prisma/demo";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const SOURCE = process.env.DRILL_SOURCE_URL!;
const COPY = process.env.DRILL_COPY_URL!;
const PORT = Number(process.env.DRILL_PORT ?? 3050);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "consorcio-backup-"));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run db:backup` / `db:restore` on the given database (the script, without npm's own output). */
function dbScript(args: string[], databaseUrl: string) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts", "db-backup.ts"), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function rowCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      "select table_schema as schema, table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE' order by 1, 2",
    );
    const counts: Record<string, number> = {};
    for (const { schema, name } of rows) {
      const {
        rows: [row],
      } = await client.query<{ n: string }>(`select count(*) as n from "${schema}"."${name}"`);
      counts[`${schema}.${name}`] = Number(row!.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The standalone server on `url`, the demo public proposal's <main>, and the server stopped. */
async function demoPage(url: string): Promise<string> {
  const child = spawn(process.execPath, [path.join(ROOT, ".next", "standalone", "server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO: "1",
      DATABASE_URL: url,
      PORT: String(PORT),
      HOSTNAME: "127.0.0.1",
      PROCESS_ROLE: "web",
      NEXTAUTH_URL: `http://127.0.0.1:${PORT}`,
    },
    stdio: "ignore",
  });
  try {
    for (let i = 0; i < 240; i++) {
      const res = await fetch(`http://127.0.0.1:${PORT}/public/propostas/${DEMO_PROPOSAL.token}`, {
        headers: { accept: "text/html" },
      }).catch(() => null);
      if (res?.status === 200) {
        const html = await res.text();
        return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error("o servidor não respondeu a página pública de demonstração");
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

describe("backup and restore drill", () => {
  let file = "";

  it("db:backup writes a timestamped custom-format dump", () => {
    const backup = dbScript(["backup", dir], SOURCE);
    expect(backup.status, backup.output).toBe(0);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^consorcio-\d{8}T\d{6}Z\.dump$/);
    file = path.join(dir, files[0]!);
    // pg_dump's custom format starts with "PGDMP".
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");
  });

  it("db:restore refuses a database that is not empty", async () => {
    const before = await rowCounts(SOURCE);
    const refused = dbScript(["restore", file], SOURCE);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain("não está vazio");
    expect(await rowCounts(SOURCE)).toEqual(before);
  });

  it("the restored copy has every table with the same row count", async () => {
    const restored = dbScript(["restore", file], COPY);
    expect(restored.status, restored.output).toBe(0);
    const [source, copy] = await Promise.all([rowCounts(SOURCE), rowCounts(COPY)]);
    expect(Object.keys(source).length).toBeGreaterThan(10);
    expect(source["public.Proposal"]).toBeGreaterThan(0);
    expect(copy).toEqual(source);
  });

  it("the app on the copy answers the demo public proposal with the same content", async () => {
    const original = await demoPage(SOURCE);
    const restored = await demoPage(COPY);
    expect(original).toContain(DEMO_PROPOSAL.clientName.split(" ")[0]);
    expect(restored).toBe(original);
  });
});
