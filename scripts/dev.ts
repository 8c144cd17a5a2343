// npm run dev: embedded PostgreSQL (unless DATABASE_URL), migrations, idempotent demo seed, Next on :3000.
import type { ChildProcess } from "node:child_process";
import { appEnv } from "./lib/app-env.ts";
import { scriptEnv } from "./lib/script-env.ts";
import { resolveDatabase } from "./lib/embedded-db.ts";
import { applyMigrations } from "./lib/migrations.ts";
import { bin, runOrFail, spawnProcess } from "./lib/processes.ts";
import { fakeMercadoPagoPort, startFakeMercadoPagoIfNeeded } from "./lib/fake-mercadopago.ts";

const port = scriptEnv.PORT;
const startedAt = Date.now();
const { url, embedded } = await resolveDatabase("app");
const env = appEnv({ databaseUrl: url, port });
const mercadoPago = await startFakeMercadoPagoIfNeeded({
  appUrl: env.NEXTAUTH_URL,
  env,
  port: fakeMercadoPagoPort(port),
});
Object.assign(env, mercadoPago.extraEnv);

let child: ChildProcess | undefined = undefined;
async function shutdown(code = 0) {
  child?.kill("SIGTERM");
  mercadoPago.stop();
  await embedded?.stop().catch(() => {});
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  await applyMigrations(url, { log: (m) => console.log(`[db] ${m}`) });
  await runOrFail(bin("tsx"), ["prisma/seed.ts"], { env });
} catch (error) {
  console.error((error as Error).message);
  await shutdown(1);
}

child = spawnProcess(bin("next"), ["dev", "-p", String(port), ...process.argv.slice(2)], { env, stdio: "inherit" });
child.once("exit", (code) => shutdown(code ?? 0));
console.log(`\n[dev] banco e dados prontos em ${Date.now() - startedAt} ms; abrindo http://localhost:${port}\n`);
