// npm start: production server (after npm run build) on DATABASE_URL or the embedded database.
import { appEnv, withServerHeapCap } from "./lib/app-env.mjs";
import { scriptEnv } from "./lib/script-env.mjs";
import { resolveDatabase } from "./lib/embedded-db.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { bin, spawnNode } from "./lib/run.mjs";
import { fakeMercadoPagoPort, startFakeMercadoPagoIfNeeded } from "./lib/fake-mercadopago.mjs";

const port = scriptEnv.PORT;
const { url, embedded } = await resolveDatabase("app");
await applyMigrations(url, { log: (m) => console.log(`[db] ${m}`) });
const env = appEnv({ databaseUrl: url, port, extra: { NODE_ENV: "production" } });
const mercadoPago = await startFakeMercadoPagoIfNeeded({ appUrl: env.NEXTAUTH_URL, env, port: fakeMercadoPagoPort(port) });
const child = spawnNode(bin("next"), ["start", "-p", String(port)], {
  env: withServerHeapCap({ ...env, ...mercadoPago.extraEnv }),
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
