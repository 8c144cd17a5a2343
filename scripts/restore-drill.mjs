// npm run test:restore-drill: the backup is only as good as its restore. Seeds a fresh database,
// then tests/drill/ dumps it with `npm run db:backup`, restores it with `npm run db:restore` into
// another fresh database and starts the app on the copy. On DATABASE_URL's server (CI: Debian's
// PostgreSQL, scripts/ci-debian-postgres.sh), else on the embedded one; pg_dump must be at least
// the server's version (scripts/lib/pg-tools.mjs says which one is missing).
import crypto from "node:crypto";
import { appEnv } from "./lib/app-env.mjs";
import { scriptEnv } from "./lib/script-env.mjs";
import { dropDatabase, embeddedUrl, ensureDatabase, ensureEmbeddedPostgres, withDatabase } from "./lib/embedded-db.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { bin, run, runOrFail } from "./lib/run.mjs";
import { prepareStandalone } from "./lib/standalone.mjs";

prepareStandalone();
const serverUrl = scriptEnv.DATABASE_URL ?? null;
const embedded = serverUrl ? null : await ensureEmbeddedPostgres();
const adminUrl = serverUrl ? withDatabase(serverUrl, "postgres") : embeddedUrl("postgres");
const suffix = `${Date.now()}_${crypto.randomBytes(3).toString("hex")}`;
const source = withDatabase(adminUrl, `drill_src_${suffix}`);
const copy = withDatabase(adminUrl, `drill_copy_${suffix}`);

let code = 1;
try {
  for (const url of [source, copy]) await ensureDatabase(adminUrl, new URL(url).pathname.slice(1));
  await applyMigrations(source);
  const env = appEnv({ databaseUrl: source, extra: { NODE_ENV: "test", DRILL_SOURCE_URL: source, DRILL_COPY_URL: copy, DRILL_PORT: String(scriptEnv.PORT + 50) } });
  await runOrFail(bin("tsx"), ["prisma/seed.ts"], { env });
  code = await run(bin("vitest"), ["run", "--project", "drill"], { env });
} catch (error) {
  console.error(error.message ?? error);
} finally {
  for (const url of [source, copy]) await dropDatabase(adminUrl, new URL(url).pathname.slice(1)).catch(() => {});
  await embedded?.stop();
}
process.exit(code);
