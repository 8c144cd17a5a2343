// npm run test:e2e: Chromium (found or installed), a fresh migrated + seeded database, the built
// app (`next build` when sources changed since the last build) on a free port, then the specs with
// @playwright/test (playwright.config.ts).
import fs from "node:fs";
import path from "node:path";
import { appEnv, withServerHeapCap } from "./lib/app-env.ts";
import { scriptEnv } from "./lib/script-env.ts";
import { ensureChromium } from "./lib/chromium.ts";
import { ROOT, throwAwayDatabases } from "./lib/embedded-db.ts";
import { buildIsStale } from "./lib/build-state.ts";
import { bin, freePort, type Proc, run, runOrFail, startProcess, waitForHttp } from "./lib/processes.ts";
import { startFakeMercadoPagoIfNeeded } from "./lib/fake-mercadopago.ts";
import { prepareStandalone, standaloneEnv } from "./lib/standalone.ts";

const TEST_TIME_ZONE = "Asia/Kathmandu";

const chromePath = ensureChromium({ headlessShell: true });
const databases = await throwAwayDatabases();
const databaseUrl = await databases.create("e2e");
const port = scriptEnv.E2E_PORT ?? (await freePort());
const baseUrl = `http://localhost:${port}`;
// A seller's notifications wait 2 s to be coalesced (120 s by default), so the specs see them soon.
const env = appEnv({
  databaseUrl,
  port,
  extra: {
    NEXTAUTH_URL: baseUrl,
    ERROR_PROBE: "on",
    DEMO: "1",
    NEXT_MANUAL_SIG_HANDLE: "true",
    MAIL_COALESCE_SECONDS: "2",
  },
});

let server: Proc | undefined;
let mercadoPago: Awaited<ReturnType<typeof startFakeMercadoPagoIfNeeded>> | undefined;
let code = 1;
try {
  mercadoPago = await startFakeMercadoPagoIfNeeded({ appUrl: baseUrl, env });
  Object.assign(env, mercadoPago.extraEnv);
  await runOrFail(bin("tsx"), ["prisma/seed.ts"], { env });
  if (buildIsStale()) {
    console.log("[e2e] npm run build…");
    await runOrFail("npm", ["run", "build"], { env: { ...env, NODE_ENV: "production" } });
  }
  // The server, the specs and the browser all run in a zone that is not the product's, so a date
  // formatted without timeZone: "America/Sao_Paulo" shows up wrong on the page.
  // The standalone server, as `npm start` and the image run it, with the same heap cap.
  const logFile = path.join(ROOT, ".data", "e2e-server.log");
  fs.writeFileSync(logFile, "");
  server = startProcess("app", process.execPath, [prepareStandalone()], {
    env: withServerHeapCap(standaloneEnv({ ...env, TZ: TEST_TIME_ZONE }, { port, hostname: "::" })),
    logFile,
  });
  await waitForHttp(`${baseUrl}/api/health/ready`, { ok: (r) => r.status === 200, proc: server });
  // Playwright's runner (playwright.config.ts); extra arguments (spec files, --grep, --headed…) pass through.
  // Given spec files, run just those: not the whole "parallel" project that "exclusive" depends on.
  const args = process.argv.slice(2);
  const testEnv = {
    ...env,
    TZ: TEST_TIME_ZONE,
    E2E_BASE_URL: baseUrl,
    CHROME_PATH: chromePath,
    E2E_DATABASE_URL: databaseUrl,
  };
  const whole = !args.some((arg) => arg.endsWith(".spec.ts") || arg.startsWith("--project"));
  if (whole) {
    // The whole tier: the "parallel" project, then the "exclusive" one in a run of its own, so a
    // failure in the first does not skip the second (a project dependency would). Each run keeps its
    // own report and traces (E2E_RUN, read by playwright.config.ts).
    const runs: number[] = [];
    for (const project of ["parallel", "exclusive"]) {
      runs.push(
        await run(bin("playwright"), ["test", `--project=${project}`, "--no-deps", ...args], {
          env: { ...testEnv, E2E_RUN: project },
        }),
      );
    }
    code = runs.every((c) => c === 0) ? 0 : 1;
  } else {
    // Given spec files, run just those: not the whole "parallel" project that "exclusive" depends on.
    const noDeps = args.includes("--no-deps") ? [] : ["--no-deps"];
    code = await run(bin("playwright"), ["test", ...noDeps, ...args], { env: testEnv });
  }
} catch (error) {
  console.error((error as Error).message ?? error);
} finally {
  await server?.stop();
  mercadoPago?.stop();
  await databases.close();
}
process.exit(code);
