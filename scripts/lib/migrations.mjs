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

export const ROOT = path.resolve(import.meta.dirname, "../..");
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

export function listMigrations(dir = MIGRATIONS_DIR) {
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

/** Applies every pending migration, each in its own transaction. Returns the names applied. */
export async function applyMigrations(url, { log = () => {}, dir = MIGRATIONS_DIR } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied = [];
  try {
    // One migrator at a time per database (two app servers starting together).
    await client.query("select pg_advisory_lock(72707369)");
    await client.query(BOOKKEEPING);
    const { rows } = await client.query(
      `select migration_name, checksum, finished_at from "_prisma_migrations" where rolled_back_at is null`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    for (const migration of listMigrations(dir)) {
      const previous = done.get(migration.name);
      if (previous) {
        if (!previous.finished_at) {
          throw new Error(`A migração ${migration.name} falhou antes; corrija o banco e marque-a como revertida.`);
        }
        if (previous.checksum !== migration.checksum) {
          log(`aviso: ${migration.name} foi alterada depois de aplicada (checksum diferente)`);
        }
        continue;
      }
      const id = crypto.randomUUID();
      await client.query("begin");
      try {
        await client.query(
          `insert into "_prisma_migrations" (id, checksum, migration_name, started_at) values ($1, $2, $3, now())`,
          [id, migration.checksum, migration.name],
        );
        await client.query(migration.sql);
        await client.query(
          `update "_prisma_migrations" set finished_at = now(), applied_steps_count = 1 where id = $1`,
          [id],
        );
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw new Error(`Falha ao aplicar a migração ${migration.name}: ${error.message}`, { cause: error });
      }
      applied.push(migration.name);
      log(`aplicada: ${migration.name}`);
    }
  } finally {
    await client.query("select pg_advisory_unlock(72707369)").catch(() => {});
    await client.end();
  }
  return applied;
}

let enginePromise;
// The package's entry point imports the .wasm as an ES module, which Node 20 cannot do;
// instantiate it by hand with the bindings module as its import object.
async function loadWasmEngine() {
  const dir = path.join(ROOT, "node_modules", "@prisma", "schema-engine-wasm");
  const bindings = await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href);
  const bytes = fs.readFileSync(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  return bindings;
}

async function schemaEngine(datamodel, url) {
  const { SchemaEngine } = await loadWasmEngine();
  const { bindMigrationAwareSqlAdapterFactory } = await import("@prisma/driver-adapter-utils");
  const { PrismaPg } = await import("@prisma/adapter-pg");
  globalThis.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (m) => console.error(m) };
  // The engine connects at start-up even for a datamodel-only diff, though it reads nothing.
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: url }));
  return SchemaEngine.new({ datamodels: [["schema.prisma", datamodel]] }, () => {}, adapter);
}

/** SQL that takes a database described by `fromDatamodel` (null: empty) to `toDatamodel`. */
export async function diffDatamodels(url, fromDatamodel, toDatamodel) {
  enginePromise ??= schemaEngine(toDatamodel, url);
  const engine = await enginePromise;
  const target = (content) => ({ tag: "schemaDatamodel", files: [{ path: "schema.prisma", content }] });
  const result = await engine.diff({
    from: fromDatamodel ? target(fromDatamodel) : { tag: "empty" },
    to: target(toDatamodel),
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  return result.stdout ?? result.content ?? "";
}

export function isEmptyDiff(sql) {
  return sql.replace(/--.*$/gm, "").trim() === "";
}

function timestamp(date = new Date()) {
  const p = (n) => String(n).padStart(2, "0");
  return `${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}`;
}

/**
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql and refreshes the snapshot; null when
 * nothing changed. The paths are options so a test can work on a copy.
 */
export async function createMigration(url, name, { schemaPath = SCHEMA_PATH, migrationsDir = MIGRATIONS_DIR } = {}) {
  const slug = String(name ?? "").trim().toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");
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
    fs.writeFileSync(lock, '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n');
  }
  return path.relative(ROOT, dir);
}
