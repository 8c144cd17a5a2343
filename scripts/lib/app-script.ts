// The start-up of a script that runs one of the app's own tasks from the shell (npm run bcb:import,
// billing:reconcile…): the database of DATABASE_URL or the embedded one, migrated, then `script`
// under tsx with the app's environment, as a web process (no job workers of its own). Exits with the
// script's code; the embedded database is stopped whatever happens.
import { appEnv } from "./app-env.ts";
import { scriptEnv } from "./script-env.ts";
import { resolveDatabase } from "./embedded-db.ts";
import { applyMigrations } from "./migrations.ts";
import { bin, run } from "./processes.ts";

export async function runAppScript(
  script: string,
  args: string[],
  { adjustEnv }: { adjustEnv?: (env: NodeJS.ProcessEnv) => void } = {},
): Promise<never> {
  const { url, embedded } = await resolveDatabase("app");
  let code = 1;
  try {
    await applyMigrations(url);
    const env = appEnv({ databaseUrl: url, port: scriptEnv.PORT });
    adjustEnv?.(env);
    code = await run(bin("tsx"), ["--conditions=react-server", script, ...args], {
      env: { ...env, PROCESS_ROLE: "web" },
    });
  } catch (error) {
    console.error((error as Error).message ?? error);
  } finally {
    await embedded?.stop();
  }
  process.exit(code);
}
