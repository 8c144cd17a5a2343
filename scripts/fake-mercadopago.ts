// The local fake Mercado Pago API (src/test/mercadopago-fake), as a process the npm scripts
// start when no MERCADOPAGO_ACCESS_TOKEN is configured. Prints "fake-mercadopago <url>" when ready.
import { startFakeMercadoPago } from "../src/test/mercadopago-fake/server";

const port = Number(process.env.FAKE_MERCADOPAGO_PORT ?? 0);
const webhookUrl = process.env.FAKE_MERCADOPAGO_WEBHOOK_URL;
const secret = process.env.MERCADOPAGO_WEBHOOK_SECRET;
if (!webhookUrl || !secret) {
  console.error(
    "FAKE_MERCADOPAGO_WEBHOOK_URL e MERCADOPAGO_WEBHOOK_SECRET são obrigatórias (ex.: http://localhost:3000/api/webhooks/mercadopago)",
  );
  process.exit(1);
}
const fake = await startFakeMercadoPago({ port, webhookUrl, secret });
console.log(`fake-mercadopago ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
