// Without MERCADOPAGO_ACCESS_TOKEN the app's real Mercado Pago SDK talks to a local fake API
// (src/test/mercadopago-fake, a development tool). npm run dev, npm start and the e2e runner start it here and
// hand its URL to the app as MERCADOPAGO_FAKE_URL; with credentials nothing is started.
import { ROOT } from "./paths.ts";
import { bin, spawnProcess } from "./processes.ts";
import crypto from "node:crypto";
import path from "node:path";

/** Resolves { extraEnv, stop }; extraEnv is empty when real credentials are configured. */
/** dev and start put the fake at PORT + 1000, so npm run billing:reconcile finds the same one. */
export function fakeMercadoPagoPort(appPort: number | string): number {
  return Number(appPort) + 1000;
}

export async function startFakeMercadoPagoIfNeeded({
  appUrl,
  env = process.env,
  port = 0,
}: {
  appUrl: string;
  env?: NodeJS.ProcessEnv;
  port?: number;
}): Promise<{ extraEnv: Record<string, string>; stop: () => void }> {
  if (env.MERCADOPAGO_ACCESS_TOKEN) return { extraEnv: {}, stop: () => {} };
  // No constant: the fake and the app share a secret made for this run.
  const secret = env.MERCADOPAGO_WEBHOOK_SECRET || crypto.randomBytes(24).toString("base64url");
  const child = spawnProcess(bin("tsx"), [path.join(ROOT, "scripts", "fake-mercadopago.ts")], {
    cwd: ROOT,
    env: {
      ...env,
      MERCADOPAGO_WEBHOOK_SECRET: secret,
      FAKE_MERCADOPAGO_PORT: String(port),
      FAKE_MERCADOPAGO_WEBHOOK_URL: `${appUrl.replace(/\/$/, "")}/api/webhooks/mercadopago`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(/fake-mercadopago (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`a API de testes do Mercado Pago terminou (código ${code})`)));
  });
  console.log(`[mercadopago] sem credenciais: API de testes local em ${url} (checkout de teste)`);
  return {
    extraEnv: { MERCADOPAGO_FAKE_URL: url, MERCADOPAGO_WEBHOOK_SECRET: secret },
    stop: () => child.kill("SIGTERM"),
  };
}
