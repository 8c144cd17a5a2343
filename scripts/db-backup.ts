// npm run db:backup [-- DIR]   → DIR/consorcio-<UTC timestamp>.dump (pg_dump custom format; DIR
//                                 defaults to .data/backups), from DATABASE_URL or the embedded database.
// npm run db:restore -- FILE   → restores FILE into DATABASE_URL (or the embedded "app" database),
//                                 which must be empty: a database with any table is refused.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DATA_ROOT, resolveDatabase } from "./lib/embedded-db.ts";
import { libpqArgs, pgTool, serverMajor, userTables } from "./lib/pg-tools.ts";

const [command = "", target] = process.argv.slice(2);
if (!["backup", "restore"].includes(command) || (command === "restore" && !target)) {
  console.error("uso: npm run db:backup [-- PASTA]  |  npm run db:restore -- ARQUIVO");
  process.exit(2);
}
const { url, embedded } = await resolveDatabase("app");
let code = 1;
try {
  const server = await serverMajor(url);
  const { dbname, env } = libpqArgs(url);
  if (command === "backup") {
    const dir = path.resolve(target ?? path.join(DATA_ROOT, "backups"));
    fs.mkdirSync(dir, { recursive: true });
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
    const file = path.join(dir, `consorcio-${stamp}.dump`);
    execFileSync(
      pgTool("pg_dump", server),
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`],
      { env, stdio: "inherit" },
    );
    console.log(`Backup: ${file} (${fs.statSync(file).size} bytes)`);
  } else {
    const file = path.resolve(target!);
    if (!fs.existsSync(file)) throw new Error(`Arquivo não encontrado: ${file}`);
    const tables = await userTables(url);
    if (tables.length)
      throw new Error(
        `Recusado: o banco de destino não está vazio (${tables.length} tabelas, ex.: ${tables[0]}). Restaure num banco novo.`,
      );
    execFileSync(
      pgTool("pg_restore", server),
      ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file],
      { env, stdio: "inherit" },
    );
    console.log(`Restaurado: ${file}`);
  }
  code = 0;
} catch (error) {
  console.error((error as Error).message ?? error);
} finally {
  await embedded?.stop();
}
process.exit(code);
