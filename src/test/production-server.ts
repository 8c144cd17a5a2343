// Integration tests that need the production build as an operator runs it (`npm start`,
// scripts/start.mjs): `npm run build` first (CI builds before testing).
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export function npmStart(vars: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    // Only what the test gives: the server finds nothing else in its environment.
    env: vars as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}


/** Every production variable, served as https (next-auth's cookies get their __Secure- prefix). */
export function productionEnv(port: number, databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    NEXTAUTH_URL: "https://consorcio.example.com",
    SMTP_URL: "smtp://127.0.0.1:1",
    MERCADOPAGO_ACCESS_TOKEN: "TEST-not-a-real-token-0000",
    MERCADOPAGO_WEBHOOK_SECRET: crypto.randomBytes(24).toString("base64url"),
    METRICS_TOKEN: crypto.randomBytes(24).toString("base64url"),
    BILLING_WORKER: "off",
    ...extra,
  };
}
