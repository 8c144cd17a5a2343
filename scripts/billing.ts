// npm run billing:reconcile | billing:lifecycle — the billing jobs by hand, the same functions the
// pg-boss workers run, on DATABASE_URL or the embedded database. Without Mercado Pago credentials
// they talk to the fake API that npm run dev / npm start keep at PORT + 1000.
import { appEnv } from "./lib/app-env.ts";
import { scriptEnv } from "./lib/script-env.ts";
import { resolveDatabase } from "./lib/embedded-db.ts";
import { applyMigrations } from "./lib/migrations.ts";
import { fakeMercadoPagoPort } from "./lib/fake-mercadopago.ts";
import { bin, run } from "./lib/processes.ts";

const job = process.argv[2] ?? "";
if (!["reconcile", "lifecycle"].includes(job)) {
  console.error("uso: node scripts/billing.ts reconcile | lifecycle");
  process.exit(2);
}
const { url, embedded } = await resolveDatabase("app");
let code = 1;
try {
  await applyMigrations(url);
  const env = appEnv({ databaseUrl: url, port: scriptEnv.PORT });
  if (!env.MERCADOPAGO_ACCESS_TOKEN) env.MERCADOPAGO_FAKE_URL ??= `http://127.0.0.1:${fakeMercadoPagoPort(scriptEnv.PORT)}`;
  code = await run(bin("tsx"), ["--conditions=react-server", "scripts/billing-job.ts", job], { env: { ...env, PROCESS_ROLE: "web" } });
} catch (error) {
  console.error((error as Error).message ?? error);
} finally {
  await embedded?.stop();
}
process.exit(code);
