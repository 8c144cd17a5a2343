// The fake Mercado Pago API that scripts/e2e.ts starts (no credentials): steer it from a spec.
const FAKE_URL = process.env.MERCADOPAGO_FAKE_URL;

/** "down": connections refused; "hang": no answer (the SDK's timeout fires); "up": normal. */
export async function fakeMercadoPagoMode(mode: "up" | "down" | "hang") {
  if (!FAKE_URL) throw new Error("MERCADOPAGO_FAKE_URL is set by scripts/e2e.ts");
  await fetch(`${FAKE_URL}/__fake/mode`, { method: "POST", body: JSON.stringify({ mode }) });
}
