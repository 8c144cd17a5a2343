// A next-auth callback-url cookie holding an address that is not ours, or no address at all, on the
// production build served as https: every next-auth endpoint answers as usual (never 500) and sets a
// good cookie in its place. next-auth reads the cookie from the request src/proxy.ts forwards.
import { describe, expect, it } from "vitest";
import { freePort, waitForHttp } from "../../../scripts/lib/processes.ts";
import { startProduction } from "~/test/production-server";

const BAD_VALUES = ["http://localhost:3402.evil.example/", "javascript:alert(1)", "%"];
const NAMES = ["__Secure-next-auth.callback-url", "next-auth.callback-url"];

describe("a hostile callback-url cookie on next-auth's endpoints (production, https)", () => {
  it("session, csrf, providers, signin, callback and signout answer without a 500", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const start = startProduction(port);
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(`${base}/api/health/ready`, { ok: (r) => r.ok, proc: start });
      const https = { "x-forwarded-proto": "https", origin: "https://consorcio.example.com" };
      const { csrfToken } = (await (await fetch(`${base}/api/auth/csrf`, { headers: https })).json()) as {
        csrfToken: string;
      };
      for (const name of NAMES) {
        for (const value of BAD_VALUES) {
          const cookie = `${name}=${value}`;
          const label = `${cookie} on`;
          const get = async (path: string) =>
            fetch(`${base}${path}`, { headers: { ...https, cookie }, redirect: "manual" });
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
