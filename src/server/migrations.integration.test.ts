// Applying every migration to an empty database must give exactly the schema that
// prisma/schema.prisma describes: compared catalog to catalog against a database built
// straight from schema.prisma by Prisma's own schema engine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyMigrations,
  createMigration,
  diffDatamodels,
  isEmptyDiff,
  listMigrations,
  MIGRATIONS_DIR,
  SCHEMA_PATH,
  SNAPSHOT_PATH,
} from "../../scripts/lib/migrations.ts";
import { testAdminUrl, uniq } from "~/test/db";

const adminUrl = testAdminUrl();
const withDb = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Everything that defines the public schema, normalised to sorted text lines. */
async function catalog(url: string): Promise<string[]> {
  const rows = await Promise.all([
    query(
      url,
      `select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || udt_name || ' null=' || is_nullable || ' default=' || coalesce(column_default, '') as line
                from information_schema.columns where table_schema = 'public' and table_name <> '_prisma_migrations'`,
    ),
    query(
      url,
      `select 'index ' || indexname || ' ' || regexp_replace(indexdef, ' ON public\\.', ' ON ') as line
                from pg_indexes where schemaname = 'public' and tablename <> '_prisma_migrations'`,
    ),
    query(
      url,
      `select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
                from pg_constraint where connamespace = 'public'::regnamespace and conrelid::regclass::text not in ('_prisma_migrations', '"_prisma_migrations"') and contype <> 'n'`,
    ),
    query(
      url,
      `select 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' order by e.enumsortorder) as line
                from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
                where n.nspname = 'public' group by t.typname`,
    ),
  ]);
  return rows
    .flat()
    .map((r) => String((r as { line: string }).line))
    .sort();
}

describe("migrations", () => {
  const fromSchema = uniq("schema_");
  const fromMigrations = uniq("migrated_");
  const schema = fs.readFileSync(SCHEMA_PATH, "utf8");

  beforeAll(async () => {
    await query(adminUrl, `create database "${fromSchema}"`);
    await query(adminUrl, `create database "${fromMigrations}"`);
  });
  afterAll(async () => {
    await query(adminUrl, `drop database if exists "${fromSchema}" with (force)`);
    await query(adminUrl, `drop database if exists "${fromMigrations}" with (force)`);
  });

  it("apply to an empty database and produce exactly schema.prisma", async () => {
    const applied = await applyMigrations(withDb(fromMigrations));
    expect(applied).toEqual(listMigrations().map((m) => m.name));
    expect(applied.length).toBeGreaterThan(0);

    const script = await diffDatamodels(withDb(fromSchema), null, schema);
    await query(withDb(fromSchema), script);

    const [expected, actual] = await Promise.all([catalog(withDb(fromSchema)), catalog(withDb(fromMigrations))]);
    expect(expected.length).toBeGreaterThan(20);
    expect(actual).toEqual(expected);
  });

  it("are idempotent: a second run applies nothing and records each once", async () => {
    expect(await applyMigrations(withDb(fromMigrations))).toEqual([]);
    const rows = await query<{ migration_name: string; finished_at: Date | null; checksum: string }>(
      withDb(fromMigrations),
      `select migration_name, finished_at, checksum from "_prisma_migrations" order by migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(listMigrations().map((m) => m.name));
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
    expect(rows.map((r) => r.checksum)).toEqual(listMigrations().map((m) => m.checksum));
  });

  it("leave nothing pending: the snapshot of the last migration equals schema.prisma", async () => {
    const snapshot = fs.readFileSync(SNAPSHOT_PATH, "utf8");
    expect(isEmptyDiff(await diffDatamodels(withDb(fromSchema), snapshot, schema))).toBe(true);
  });

  it("npm run db:migration: a schema change becomes a new migration that applies; no change, no migration", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "migration-"));
    const migrationsDir = path.join(work, "migrations");
    const schemaPath = path.join(work, "schema.prisma");
    const fresh = uniq("created_");
    try {
      fs.cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
      fs.writeFileSync(schemaPath, `${schema}\nmodel ProbeNote {\n  id   String @id\n  body String\n}\n`);

      const created = await createMigration(withDb(fromSchema), "Add probe note", { schemaPath, migrationsDir });
      expect(created).toMatch(/\d{14}_add_probe_note$/);
      const migrations = listMigrations(migrationsDir);
      expect(migrations.map((m) => m.name)).toEqual([...listMigrations().map((m) => m.name), path.basename(created!)]);
      expect(migrations.at(-1)!.sql).toContain('CREATE TABLE "ProbeNote"');
      expect(fs.readFileSync(path.join(migrationsDir, "schema.snapshot.prisma"), "utf8")).toBe(
        fs.readFileSync(schemaPath, "utf8"),
      );

      expect(await createMigration(withDb(fromSchema), "again", { schemaPath, migrationsDir })).toBeNull();

      await query(adminUrl, `create database "${fresh}"`);
      expect(await applyMigrations(withDb(fresh), { dir: migrationsDir })).toHaveLength(migrations.length);
      const columns = await query<{ column_name: string }>(
        withDb(fresh),
        `select column_name from information_schema.columns where table_name = 'ProbeNote' order by column_name`,
      );
      expect(columns.map((c) => c.column_name)).toEqual(["body", "id"]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
      await query(adminUrl, `drop database if exists "${fresh}" with (force)`);
    }
  });

  describe("the runner on a copy of the migrations", () => {
    let work = "";
    let dir = "";
    const databases: string[] = [];
    const fresh = async () => {
      const name = uniq("runner_");
      databases.push(name);
      await query(adminUrl, `create database "${name}"`);
      return withDb(name);
    };
    const addMigration = (name: string, sql: string) => {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
    };
    beforeAll(() => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), "runner-"));
      dir = path.join(work, "migrations");
      fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    });
    afterAll(async () => {
      fs.rmSync(work, { recursive: true, force: true });
      for (const name of databases) await query(adminUrl, `drop database if exists "${name}" with (force)`);
    });

    it("refuses a migration changed after it was applied, and then applies nothing", async () => {
      const url = await fresh();
      await applyMigrations(url, { dir });
      const first = listMigrations(dir)[0]!;
      const file = path.join(dir, first.name, "migration.sql");
      fs.appendFileSync(file, "\n-- edited after it was applied\n");
      addMigration("99990101000000_probe_pending", 'CREATE TABLE "ProbePending" ("id" TEXT PRIMARY KEY);');
      try {
        await expect(applyMigrations(url, { dir })).rejects.toThrow(
          `Migração alterada depois de aplicada (checksum diferente): ${first.name}`,
        );
        expect(await query(url, `select to_regclass('"ProbePending"') as t`)).toEqual([{ t: null }]);
      } finally {
        fs.writeFileSync(file, first.sql);
        fs.rmSync(path.join(dir, "99990101000000_probe_pending"), { recursive: true });
      }
    });

    it("runs a migration marked no-transaction statement by statement: CREATE INDEX CONCURRENTLY applies", async () => {
      const url = await fresh();
      await applyMigrations(url, { dir });
      addMigration(
        "99990102000000_probe_unmarked",
        'CREATE INDEX CONCURRENTLY "probe_unmarked_idx" ON "Account"("name");',
      );
      await expect(applyMigrations(url, { dir })).rejects.toThrow(/cannot run inside a transaction block/);
      fs.rmSync(path.join(dir, "99990102000000_probe_unmarked"), { recursive: true });
      await query(url, `delete from "_prisma_migrations" where migration_name = '99990102000000_probe_unmarked'`);

      addMigration(
        "99990103000000_probe_concurrent",
        [
          "-- migrate: no-transaction",
          "-- Built without locking writes to Account; a failure leaves an INVALID index to drop by hand.",
          'CREATE INDEX CONCURRENTLY "probe_name_idx" ON "Account"("name");',
          'CREATE INDEX CONCURRENTLY "probe_status_idx" ON "Account"("status", "name");',
        ].join("\n"),
      );
      expect(await applyMigrations(url, { dir })).toEqual(["99990103000000_probe_concurrent"]);
      const indexes = await query<{ indexname: string }>(
        url,
        `select indexname from pg_indexes where indexname like 'probe_%' order by indexname`,
      );
      expect(indexes.map((i) => i.indexname)).toEqual(["probe_name_idx", "probe_status_idx"]);
      const [row] = await query<{ finished: boolean; steps: number }>(
        url,
        `select finished_at is not null as finished, applied_steps_count as steps from "_prisma_migrations" where migration_name = '99990103000000_probe_concurrent'`,
      );
      expect(row).toEqual({ finished: true, steps: 2 });
      expect(await applyMigrations(url, { dir })).toEqual([]);
    });
  });
});
