// pg_dump / pg_restore for the backups: the newest one on this machine (PATH and Debian's
// /usr/lib/postgresql/*/bin), and it must be at least the server's major version (pg_dump refuses a
// newer server). The password goes through PGPASSWORD, never on the command line (ps shows that).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

function major(binary: string): number {
  try {
    const out = execFileSync(binary, ["--version"], { encoding: "utf8" });
    return Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function candidates(name: string): string[] {
  const found: string[] = [];
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir) found.push(path.join(dir, name));
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) for (const v of fs.readdirSync(debian)) found.push(path.join(debian, v, "bin", name));
  return [...new Set(found)].filter((file) => fs.existsSync(file));
}

export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("show server_version_num");
    return Math.floor(Number(rows[0].server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/** The newest `name` (pg_dump, pg_restore) on this machine; throws when it is older than the server. */
export function pgTool(name: string, needMajor: number): string {
  const best = candidates(name)
    .map((file) => ({ file, major: major(file) }))
    .sort((a, b) => b.major - a.major)[0];
  if (!best || best.major < needMajor) {
    throw new Error(
      `${name} ${needMajor} ou mais novo é necessário para um servidor PostgreSQL ${needMajor}` +
        (best ? ` (encontrei ${best.file}, versão ${best.major})` : " (nenhum encontrado)") +
        `: instale postgresql-client-${needMajor}.`,
    );
  }
  return best.file;
}

/** The connection split for libpq tools: the URL without its password, and PGPASSWORD. */
export function libpqArgs(url: string) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Tables (and other relations) in the public schema: an empty database has none. */
export async function userTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_schema: string; table_name: string }>(
      "select table_schema, table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE' order by 1, 2",
    );
    return rows.map((r) => `${r.table_schema}.${r.table_name}`);
  } finally {
    await client.end();
  }
}
