// Prisma-format migrations without Prisma's native engine (it cannot be downloaded here).
// Applying: our own runner writes the same `_prisma_migrations` bookkeeping as `prisma migrate
// deploy` (sha256 checksum of migration.sql), so the native CLI keeps working wherever it exists.
// Creating: Prisma's schema engine compiled to WebAssembly diffs the datamodel of the last
// migration (kept in schema.snapshot.prisma) against prisma/schema.prisma; no database is needed.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { ROOT } from "./paths.ts";

export { ROOT };
export const SCHEMA_PATH = path.join(ROOT, "prisma", "schema.prisma");
export const MIGRATIONS_DIR = path.join(ROOT, "prisma", "migrations");
export const SNAPSHOT_PATH = path.join(MIGRATIONS_DIR, "schema.snapshot.prisma");

const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export type Migration = { name: string; sql: string; checksum: string };

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * A migration that cannot run inside a transaction (`CREATE INDEX CONCURRENTLY`, `ALTER TYPE … ADD
 * VALUE` on older servers) says so on a line of its own: `-- migrate: no-transaction`. Its statements
 * then run one by one, outside any transaction; keep such a migration to the statements that need it.
 */
export const NO_TRANSACTION = /^--\s*migrate:\s*no-transaction\s*$/im;

/**
 * The statements of a script, split on the semicolons that end them: not inside quotes, quoted
 * identifiers, dollar-quoted bodies or comments. Empty statements (comments only) are left out.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith("--")) {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end + 1;
    } else if (rest.startsWith("/*")) {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (sql[i] === "'" || sql[i] === '"') {
      const quote = sql[i];
      i += 1;
      while (i < sql.length && !(sql[i] === quote && sql[i + 1] !== quote)) i += sql[i] === quote ? 2 : 1;
      i += 1;
    } else if (sql[i] === "$" && /^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end === -1 ? sql.length : end + tag.length;
    } else if (sql[i] === ";") {
      statements.push(sql.slice(start, i + 1));
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  statements.push(sql.slice(start));
  return statements.filter(
    (statement) =>
      statement
        .replace(/--.*$/gm, "")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/;/g, "")
        .trim() !== "",
  );
}

/**
 * Applies every pending migration, each in its own transaction (or, marked NO_TRANSACTION, statement
 * by statement). Refuses to start when an applied migration's file has changed since (its checksum
 * differs): the database no longer matches the files, so nothing is applied; write a new migration
 * instead of editing an applied one. Returns the names applied.
 */
export async function applyMigrations(
  url: string,
  { log = () => {}, dir = MIGRATIONS_DIR }: { log?: (line: string) => void; dir?: string } = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied: string[] = [];
  try {
    // One migrator at a time per database (two app servers starting together).
    await client.query("select pg_advisory_lock(72707369)");
    await client.query(BOOKKEEPING);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `select migration_name, checksum, finished_at from "_prisma_migrations" where rolled_back_at is null`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const migrations = listMigrations(dir);
    const changed = migrations.filter((m) => done.has(m.name) && done.get(m.name)?.checksum !== m.checksum);
    if (changed.length > 0) {
      throw new Error(
        `Migração alterada depois de aplicada (checksum diferente): ${changed.map((m) => m.name).join(", ")}. ` +
          "Nada foi aplicado. Desfaça a alteração no arquivo e crie uma migração nova (npm run db:migration -- <nome>).",
      );
    }
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (!previous.finished_at) {
          throw new Error(`A migração ${migration.name} falhou antes; corrija o banco e marque-a como revertida.`);
        }
        continue;
      }
      if (NO_TRANSACTION.test(migration.sql)) await applyOutsideTransaction(client, migration);
      else await applyInTransaction(client, migration);
      applied.push(migration.name);
      log(`aplicada: ${migration.name}`);
    }
  } finally {
    await client.query("select pg_advisory_unlock(72707369)").catch(() => {});
    await client.end();
  }
  return applied;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function applyInTransaction(client: pg.Client, migration: Migration): Promise<void> {
  const id = crypto.randomUUID();
  await client.query("begin");
  try {
    await client.query(
      `insert into "_prisma_migrations" (id, checksum, migration_name, started_at) values ($1, $2, $3, now())`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(`update "_prisma_migrations" set finished_at = now(), applied_steps_count = 1 where id = $1`, [
      id,
    ]);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw new Error(`Falha ao aplicar a migração ${migration.name}: ${message(error)}`, { cause: error });
  }
}

/**
 * Statement by statement, each committed on its own. The bookkeeping row is written first, without
 * finished_at: a failure leaves it so (with the error in `logs`), and the next run stops on it until
 * someone repairs the database (e.g. drops an INVALID index a CONCURRENTLY build left) and marks it
 * rolled back, as `prisma migrate resolve --rolled-back` does.
 */
async function applyOutsideTransaction(client: pg.Client, migration: Migration): Promise<void> {
  const id = crypto.randomUUID();
  await client.query(
    `insert into "_prisma_migrations" (id, checksum, migration_name, started_at) values ($1, $2, $3, now())`,
    [id, migration.checksum, migration.name],
  );
  let steps = 0;
  try {
    for (const statement of splitStatements(migration.sql)) {
      await client.query(statement);
      steps += 1;
      await client.query(`update "_prisma_migrations" set applied_steps_count = $2 where id = $1`, [id, steps]);
    }
  } catch (error) {
    await client.query(`update "_prisma_migrations" set logs = $2 where id = $1`, [id, message(error)]).catch(() => {});
    throw new Error(
      `Falha ao aplicar a migração ${migration.name} (sem transação, ${steps} comando(s) aplicados): ${message(error)}`,
      { cause: error },
    );
  }
  await client.query(`update "_prisma_migrations" set finished_at = now() where id = $1`, [id]);
}

/** The part of the WebAssembly schema engine used here. */
type SchemaEngine = { diff: (params: object) => Promise<{ stdout?: string; content?: string }> };
type EngineBindings = {
  __wbg_set_wasm: (exports: WebAssembly.Exports) => void;
  SchemaEngine: { new: (options: object, log: () => void, adapter: unknown) => Promise<SchemaEngine> };
};

let enginePromise: Promise<SchemaEngine> | undefined;
// The package's entry point imports the .wasm as an ES module, which Node 20 cannot do;
// instantiate it by hand with the bindings module as its import object.
async function loadWasmEngine(): Promise<EngineBindings> {
  const dir = path.join(ROOT, "node_modules", "@prisma", "schema-engine-wasm");
  const bindings: EngineBindings = await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href);
  const bytes = fs.readFileSync(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, {
    "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return bindings;
}

async function schemaEngine(datamodel: string, url: string): Promise<SchemaEngine> {
  const { SchemaEngine } = await loadWasmEngine();
  const { bindMigrationAwareSqlAdapterFactory } = await import("@prisma/driver-adapter-utils");
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const registry = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message: (m: string) => void } };
  registry.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (m) => console.error(m) };
  // The engine connects at start-up even for a datamodel-only diff, though it reads nothing.
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: url }));
  return SchemaEngine.new({ datamodels: [["schema.prisma", datamodel]] }, () => {}, adapter);
}

/** SQL that takes a database described by `fromDatamodel` (null: empty) to `toDatamodel`. */
export async function diffDatamodels(url: string, fromDatamodel: string | null, toDatamodel: string): Promise<string> {
  enginePromise ??= schemaEngine(toDatamodel, url);
  const engine = await enginePromise;
  const target = (content: string) => ({ tag: "schemaDatamodel", files: [{ path: "schema.prisma", content }] });
  const result = await engine.diff({
    from: fromDatamodel ? target(fromDatamodel) : { tag: "empty" },
    to: target(toDatamodel),
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  return result.stdout ?? result.content ?? "";
}

export function isEmptyDiff(sql: string): boolean {
  return sql.replace(/--.*$/gm, "").trim() === "";
}

function timestamp(date = new Date()) {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}`;
}

/**
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql and refreshes the snapshot; null when
 * nothing changed. The paths are options so a test can work on a copy.
 */
export async function createMigration(
  url: string,
  name: string | undefined,
  { schemaPath = SCHEMA_PATH, migrationsDir = MIGRATIONS_DIR } = {},
): Promise<string | null> {
  const slug = String(name ?? "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  if (!slug) throw new Error("Informe o nome da migração: npm run db:migration -- <nome>");
  const snapshotPath = path.join(migrationsDir, path.basename(SNAPSHOT_PATH));
  const schema = fs.readFileSync(schemaPath, "utf8");
  const snapshot = fs.existsSync(snapshotPath) ? fs.readFileSync(snapshotPath, "utf8") : null;
  if (!snapshot && listMigrations(migrationsDir).length > 0) {
    throw new Error(`${path.relative(ROOT, snapshotPath)} está faltando: não há como saber o estado das migrações.`);
  }
  const sql = await diffDatamodels(url, snapshot, schema);
  if (isEmptyDiff(sql)) return null;
  const dir = path.join(migrationsDir, `${timestamp()}_${slug}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  fs.writeFileSync(snapshotPath, schema);
  const lock = path.join(migrationsDir, "migration_lock.toml");
  if (!fs.existsSync(lock)) {
    fs.writeFileSync(
      lock,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  return path.relative(ROOT, dir);
}
