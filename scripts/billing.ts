// npm run billing:reconcile | billing:lifecycle — the billing jobs by hand, the same functions the
// pg-boss workers run, on DATABASE_URL or the embedded database. Without Mercado Pago credentials
// they talk to the fake API that npm run dev / npm start keep at PORT + 1000.
import { fakeMercadoPagoPort } from "./lib/fake-mercadopago.ts";
import { runAppScript } from "./lib/app-script.ts";
import { scriptEnv } from "./lib/script-env.ts";

const job = process.argv[2] ?? "";
if (!["reconcile", "lifecycle"].includes(job)) {
  console.error("uso: node scripts/billing.ts reconcile | lifecycle");
  process.exit(2);
}
await runAppScript("scripts/billing-job.ts", [job], {
  adjustEnv: (env) => {
    if (!env.MERCADOPAGO_ACCESS_TOKEN)
      env.MERCADOPAGO_FAKE_URL ??= `http://127.0.0.1:${fakeMercadoPagoPort(scriptEnv.PORT)}`;
  },
});
