// npm run test:e2e: Chromium (found or installed), a fresh migrated + seeded database, the built
// app (`next build` when sources changed since the last build) on a free port, then the specs with
// @playwright/test (playwright.config.ts).
import fs from "node:fs";
import path from "node:path";
import { appEnv, withServerHeapCap } from "./lib/app-env.mjs";
import { scriptEnv } from "./lib/script-env.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { ROOT, throwAwayDatabases } from "./lib/embedded-db.mjs";
import { buildIsStale } from "./lib/build-state.mjs";
import { freePort, waitForHttp } from "./lib/processes.ts";
import { bin, run, runOrFail, spawnNode } from "./lib/run.mjs";
import { startFakeMercadoPagoIfNeeded } from "./lib/fake-mercadopago.mjs";
import { prepareStandalone, standaloneEnv } from "./lib/standalone.mjs";

const TEST_TIME_ZONE = "Asia/Kathmandu";


const chromePath = ensureChromium();
const databases = await throwAwayDatabases();
const databaseUrl = await databases.create("e2e");
const port = scriptEnv.E2E_PORT ?? (await freePort());
const baseUrl = `http://localhost:${port}`;
const env = appEnv({ databaseUrl, port, extra: { NEXTAUTH_URL: baseUrl, ERROR_PROBE: "on", DEMO: "1", NEXT_MANUAL_SIG_HANDLE: "true" } });

let server;
let mercadoPago;
let code = 1;
try {
  mercadoPago = await startFakeMercadoPagoIfNeeded({ appUrl: baseUrl, env });
  Object.assign(env, mercadoPago.extraEnv);
  await runOrFail(bin("tsx"), ["prisma/seed.ts"], { env });
  if (buildIsStale()) {
    console.log("[e2e] next build…");
    await runOrFail(bin("next"), ["build"], { env: { ...env, NODE_ENV: "production" } });
  }
  // The server, the specs and the browser all run in a zone that is not the product's, so a date
  // formatted without timeZone: "America/Sao_Paulo" shows up wrong on the page.
  // The standalone server, as `npm start` and the image run it, with the same heap cap.
  server = spawnNode(process.execPath, [prepareStandalone()], {
    env: withServerHeapCap(standaloneEnv({ ...env, TZ: TEST_TIME_ZONE }, { port, hostname: "::" })),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logFile = fs.createWriteStream(path.join(ROOT, ".data", "e2e-server.log"));
  server.stdout.pipe(logFile);
  server.stderr.pipe(logFile);
  await waitForHttp(`${baseUrl}/api/health`, { ok: (r) => r.status === 200 });
  // Playwright's runner (playwright.config.ts); extra arguments (spec files, --grep, --headed…) pass through.
  // Given spec files, run just those: not the whole "parallel" project that "exclusive" depends on.
  const args = process.argv.slice(2);
  const testEnv = { ...env, TZ: TEST_TIME_ZONE, E2E_BASE_URL: baseUrl, CHROME_PATH: chromePath, E2E_DATABASE_URL: databaseUrl };
  const whole = !args.some((arg) => arg.endsWith(".spec.ts") || arg.startsWith("--project"));
  if (whole) {
    // The whole tier: the "parallel" project, then the "exclusive" one in a run of its own, so a
    // failure in the first does not skip the second (a project dependency would). Each run keeps its
    // own report and traces (E2E_RUN, read by playwright.config.ts).
    const runs = [];
    for (const project of ["parallel", "exclusive"]) {
      runs.push(await run(bin("playwright"), ["test", `--project=${project}`, "--no-deps", ...args], { env: { ...testEnv, E2E_RUN: project } }));
    }
    code = runs.every((c) => c === 0) ? 0 : 1;
  } else {
    // Given spec files, run just those: not the whole "parallel" project that "exclusive" depends on.
    const noDeps = args.includes("--no-deps") ? [] : ["--no-deps"];
    code = await run(bin("playwright"), ["test", ...noDeps, ...args], { env: testEnv });
  }
} catch (error) {
  console.error(error.message ?? error);
} finally {
  server?.kill("SIGTERM");
  mercadoPago?.stop();
  await databases.close();
}
process.exit(code);
