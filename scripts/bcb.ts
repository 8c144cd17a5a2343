// npm run bcb:import -- <AAAAMMConsorcios.zip | AAAAMMConsorcios_UF.zip> — loads a Banco Central
// consórcio file from the shell (a server without internet: docs/bcb-data.md), on DATABASE_URL or the
// embedded database. The same importer the admin upload and the monthly job run.
import { appEnv } from "./lib/app-env.ts";
import { scriptEnv } from "./lib/script-env.ts";
import { resolveDatabase } from "./lib/embedded-db.ts";
import { applyMigrations } from "./lib/migrations.ts";
import { bin, run } from "./lib/processes.ts";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("uso: npm run bcb:import -- <AAAAMMConsorcios.zip> [AAAAMMConsorcios_UF.zip …]");
  process.exit(2);
}
const { url, embedded } = await resolveDatabase("app");
let code = 1;
try {
  await applyMigrations(url);
  const env = appEnv({ databaseUrl: url, port: scriptEnv.PORT });
  code = await run(bin("tsx"), ["--conditions=react-server", "scripts/bcb-import.ts", ...files], { env: { ...env, PROCESS_ROLE: "web" } });
} catch (error) {
  console.error((error as Error).message ?? error);
} finally {
  await embedded?.stop();
}
process.exit(code);
