// `npm start` on the production build (`npm run build` first; `npm test` builds before the
// integration tier), with every production variable and the test database: for the checks that only
// the real server shows (Next.js' own routing and decoding, next-auth's cookies).
import crypto from "node:crypto";
import path from "node:path";
import { startProcess, type Proc } from "../../scripts/lib/processes.ts";
import { env } from "~/env";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The production server on `port`, served as https://consorcio.example.com behind a proxy; `vars` adds or replaces variables. */
export function startProduction(port: number, vars: Record<string, string> = {}): Proc {
  const all: Record<string, string> = {
    PORT: String(port),
    DATABASE_URL: env.DATABASE_URL,
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    NEXTAUTH_URL: "https://consorcio.example.com",
    SMTP_URL: "smtp://127.0.0.1:1",
    MERCADOPAGO_ACCESS_TOKEN: "TEST-not-a-real-token-0000",
    MERCADOPAGO_WEBHOOK_SECRET: crypto.randomBytes(24).toString("base64url"),
    METRICS_TOKEN: crypto.randomBytes(24).toString("base64url"),
    COMPANY_REGISTRATION: "Consórcio Exemplo Ltda. · CNPJ 11.222.333/0001-81",
    HELP_PLAYLIST_URL: "https://ajuda.consorcio.example.com/videos",
    PROCESS_ROLE: "web",
    ...vars,
  };
  return npmStart(all);
}

/** `npm start` (scripts/start.ts) with exactly `vars` as its environment: the server finds nothing else there. */
export function npmStart(vars: Record<string, string>): Proc {
  return startProcess("npm start", process.execPath, [path.join(ROOT, "scripts", "start.ts")], {
    cwd: ROOT,
    env: vars as NodeJS.ProcessEnv,
  });
}
