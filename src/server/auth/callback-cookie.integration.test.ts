// A next-auth callback-url cookie holding an address that is not ours, or no address at all, on the
// production build served as https: every next-auth endpoint answers as usual (never 500) and sets a
// good cookie in its place. next-auth reads the cookie from the request src/proxy.ts forwards.
import crypto from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, startProcess, waitForHttp } from "../../../scripts/lib/processes.ts";
import { env } from "~/env";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** `npm start` with every production variable, served as https (next-auth's cookies get their __Secure- prefix). */
function npmStart(port: number) {
  const vars: Record<string, string> = {
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
  };
  return startProcess("npm start", process.execPath, [path.join(ROOT, "scripts", "start.ts")], { cwd: ROOT, env: vars as NodeJS.ProcessEnv });
}

const BAD_VALUES = ["http://localhost:3402.evil.example/", "javascript:alert(1)", "%"];
const NAMES = ["__Secure-next-auth.callback-url", "next-auth.callback-url"];

describe("a hostile callback-url cookie on next-auth's endpoints (production, https)", () => {
  it("session, csrf, providers, signin, callback and signout answer without a 500", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const start = npmStart(port);
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(`${base}/api/health/ready`, { ok: (r) => r.ok, proc: start });
      const https = { "x-forwarded-proto": "https", origin: "https://consorcio.example.com" };
      const { csrfToken } = (await (await fetch(`${base}/api/auth/csrf`, { headers: https })).json()) as { csrfToken: string };
      for (const name of NAMES) {
        for (const value of BAD_VALUES) {
          const cookie = `${name}=${value}`;
          const label = `${cookie} on`;
          const get = async (path: string) => fetch(`${base}${path}`, { headers: { ...https, cookie }, redirect: "manual" });
          const post = async (path: string) =>
            fetch(`${base}${path}`, {
              method: "POST",
              redirect: "manual",
              headers: { ...https, cookie, "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({ csrfToken, json: "true" }),
            });
          const answers = {
            session: await get("/api/auth/session"),
            csrf: await get("/api/auth/csrf"),
            providers: await get("/api/auth/providers"),
            signin: await get("/api/auth/signin"),
            callback: await post("/api/auth/callback/credentials"),
            signout: await post("/api/auth/signout"),
          };
          for (const [endpoint, answer] of Object.entries(answers)) {
            await answer.arrayBuffer();
            expect(answer.status, `${label} ${endpoint}`).toBeLessThan(500);
          }
          // next-auth puts a usable cookie in place of the dropped one.
          expect(answers.csrf.headers.getSetCookie().join("\n"), label).not.toMatch(/evil\.example|javascript:/);
        }
      }
    } finally {
      await start.stop("SIGTERM");
    }
  });
});
