// Billing's integration tests: the fake Mercado Pago API on the port scripts/with-test-db.ts chose
// (MERCADOPAGO_FAKE_URL, what the real SDK is pointed at), delivering its signed notifications over
// HTTP to the real webhook route handler served by a small local server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { env } from "~/env";
import { startFakeMercadoPago, type Delivery } from "~/test/mercadopago-fake/server";
import { handleMercadoPagoWebhook } from "~/features/billing/webhook/http";

async function serveWebhook() {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      });
      void handleMercadoPagoWebhook(request, Buffer.concat(chunks).toString("utf8")).then(async (response) => {
        res.writeHead(response.status, { "content-type": "application/json" });
        res.end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/mercadopago`, server };
}

export async function startFakeForTests() {
  const webhook = await serveWebhook();
  const port = Number(new URL(env.MERCADOPAGO_FAKE_URL!).port);
  const fake = await startFakeMercadoPago({ port, webhookUrl: webhook.url, secret: env.MERCADOPAGO_WEBHOOK_SECRET! });
  const control = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${fake.url}/__fake/${path}`, { method: "POST", body: JSON.stringify(body) });
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    fake,
    control,
    /** Posts a delivery again exactly as it was sent (same headers, same body). */
    replay: (delivery: Delivery) =>
      fetch(delivery.url, { method: "POST", headers: delivery.headers, body: delivery.body }),
    close: async () => {
      await fake.close();
      await new Promise<void>((resolve) => webhook.server.close(() => resolve()));
    },
  };
}
