// npm start: production server (the standalone output of npm run build) on DATABASE_URL or the embedded database.
import { spawn } from "node:child_process";
import { appEnv, withServerHeapCap } from "./lib/app-env.mjs";
import { scriptEnv } from "./lib/script-env.mjs";
import { resolveDatabase } from "./lib/embedded-db.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { prepareStandalone, standaloneEnv } from "./lib/standalone.mjs";
import { fakeMercadoPagoPort, startFakeMercadoPagoIfNeeded } from "./lib/fake-mercadopago.mjs";

const port = scriptEnv.PORT;
const { url, embedded } = await resolveDatabase("app");
await applyMigrations(url, { log: (m) => console.log(`[db] ${m}`) });
const env = appEnv({ databaseUrl: url, port, extra: { NODE_ENV: "production" } });
const mercadoPago = await startFakeMercadoPagoIfNeeded({ appUrl: env.NEXTAUTH_URL, env, port: fakeMercadoPagoPort(port) });
// The standalone server (next.config.ts), as the image runs it.
const child = spawn(process.execPath, [prepareStandalone()], {
  env: withServerHeapCap(standaloneEnv({ ...env, ...mercadoPago.extraEnv }, { port })),
  stdio: "inherit",
});
const stop = async (code) => {
  child.kill("SIGTERM");
  mercadoPago.stop();
  await embedded?.stop().catch(() => {});
  process.exit(code);
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
child.once("exit", (code) => stop(code ?? 0));
