// npm run test:cluster: the deployment's topology without Docker, as compose.yaml runs it. Debian's
// nginx (installed here when missing, as scripts/e2e.ts installs Chromium) on loopback in front of
// two standalone web servers (`node .next/standalone/server.js`, TRUSTED_PROXY_HOPS=1,
// PROCESS_ROLE=web) and one worker, on one fresh PostgreSQL database. The worker and the migration job
// run the images' bundles (`node dist/worker.mjs`, `node dist/migrate.mjs deploy`, built here by
// `npm run build:jobs`, a few seconds). The processes are started and stopped by the specs themselves
// (tests/cluster/), which need to kill and restart them. Runs on the web build `npm run build` left
// (CI builds once); it does not build that.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { appEnv } from "./lib/app-env.ts";
import { scriptEnv } from "./lib/script-env.ts";
import { throwAwayDatabases } from "./lib/embedded-db.ts";
import { bin, run, runOrFail } from "./lib/processes.ts";
import { prepareStandalone } from "./lib/standalone.ts";

const NGINX = "/usr/sbin/nginx";

function ensureNginx() {
  if (fs.existsSync(NGINX)) return;
  console.log("[cluster] instalando o nginx do Debian…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

const started = Date.now();
// The web servers and the worker run on this same binary (process.execPath): the figure CI reports.
console.log(`[cluster] node ${process.version}`);
ensureNginx();
prepareStandalone();
const databases = await throwAwayDatabases();

let code = 1;
try {
  // Migrated below by the migration image's command, not by the helper.
  const databaseUrl = await databases.create("cluster", { migrate: false });
  await runOrFail(process.execPath, ["scripts/bundle-jobs.ts"]);
  // The migration image's command (compose.yaml's `migrate`, docs/operations.md, "Deploy").
  await runOrFail(process.execPath, ["dist/migrate.mjs", "deploy"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const env = appEnv({
    databaseUrl,
    extra: {
      NODE_ENV: "test",
      CLUSTER_BASE_PORT: String(scriptEnv.CLUSTER_BASE_PORT ?? scriptEnv.PORT + 1),
      NGINX_BIN: NGINX,
    },
  });
  await runOrFail(bin("tsx"), ["prisma/seed.ts"], { env });
  code = await run(bin("vitest"), ["run", "--project", "cluster", ...process.argv.slice(2)], { env });
} catch (error) {
  console.error((error as Error).message ?? error);
} finally {
  await databases.close();
}
console.log(`[cluster] ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(code);
