// npm run test:restore-drill: the backup is only as good as its restore. Seeds a fresh database,
// then tests/drill/ dumps it with `npm run db:backup`, restores it with `npm run db:restore` into
// another fresh database and starts the app on the copy. On DATABASE_URL's server (CI: Debian's
// PostgreSQL, scripts/ci-debian-postgres.sh), else on the embedded one; pg_dump must be at least
// the server's version (scripts/lib/pg-tools.ts says which one is missing).
import { appEnv } from "./lib/app-env.ts";
import { scriptEnv } from "./lib/script-env.ts";
import { throwAwayDatabases } from "./lib/embedded-db.ts";
import { bin, run, runOrFail } from "./lib/processes.ts";
import { prepareStandalone } from "./lib/standalone.ts";

prepareStandalone();
const databases = await throwAwayDatabases();

let code = 1;
try {
  const source = await databases.create("drill_src");
  // Left empty: db:restore refuses a database with tables.
  const copy = await databases.create("drill_copy", { migrate: false });
  const env = appEnv({
    databaseUrl: source,
    extra: {
      NODE_ENV: "test",
      DRILL_SOURCE_URL: source,
      DRILL_COPY_URL: copy,
      DRILL_PORT: String(scriptEnv.PORT + 50),
    },
  });
  await runOrFail(bin("tsx"), ["prisma/seed.ts"], { env });
  code = await run(bin("vitest"), ["run", "--project", "drill"], { env });
} catch (error) {
  console.error((error as Error).message ?? error);
} finally {
  await databases.close();
}
process.exit(code);
