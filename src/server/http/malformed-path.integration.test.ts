// Hostile URL paths: a percent-escape that decodes to no character, in any segment of any address,
// pages and /api alike, with or without a session, is refused with a 400 by the request proxy
// (src/proxy.ts) before any route decodes it (Next.js' own decoding answered 500: the last test asks
// the production build itself). The dynamic
// routes are read from src/app itself, so a new one is covered the day it is added. The routes that
// decode a segment themselves answer 4xx too when called without the proxy.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as exportDownload } from "~/app/api/users/export/[id]/route";
import { DELETE as deleteUpload } from "~/app/api/uploads/[id]/route";
import { hasMalformedEscape, MALFORMED_PATH_MESSAGE } from "~/lib/url-path";
import { proxy } from "~/proxy";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { APP_ORIGIN, sessionCookie, trpcQuery } from "~/test/http";
import { startProduction } from "~/test/production-server";
import { freePort, waitForHttp } from "../../../scripts/lib/processes.ts";

const APP_DIR = path.join(process.cwd(), "src/app");
const MALFORMED = ["%E0%A4%A", "%", "%ZZ", "%C3", "abc%E0%A4"];

/** Every page and route handler under src/app with a dynamic segment, as a URL path template. */
function dynamicRoutes(dir = APP_DIR, segments: string[] = []): string[][] {
  const found: string[][] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...dynamicRoutes(full, [...segments, name]));
    else if (/^(page\.tsx|route\.ts)$/.test(name) && segments.some((s) => s.startsWith("[")))
      found.push(segments.filter((s) => !/^\(.*\)$/.test(s)));
  }
  return found;
}

const routes = dynamicRoutes();
/** The route's address with each dynamic segment replaced by `value`. */
const addressOf = (route: string[], value: string) => `/${route.map((s) => (s.startsWith("[") ? value : s)).join("/")}`;

async function throughProxy(pathname: string, init: { method?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { accept: "text/html,application/json" };
  if (init.cookie) headers.cookie = init.cookie;
  return proxy(new NextRequest(`${APP_ORIGIN}${pathname}`, { method: init.method ?? "GET", headers }));
}

describe("malformed percent-escapes in URL paths", () => {
  it("finds the dynamic routes of src/app (the public proposal, its PDF, the exports, tRPC…)", () => {
    const addresses = routes.map((route) => addressOf(route, ":x"));
    expect(addresses).toEqual(
      expect.arrayContaining([
        "/public/propostas/:x",
        "/public/propostas/:x/pdf",
        "/api/users/export/:x",
        "/api/trpc/:x",
        "/api/proposals/:x/pdf",
        "/propostas/clients/:x",
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(12);
  });

  it.each(routes.map((route) => addressOf(route, ":x")))(
    "%s with each malformed escape: 400, with no session and with one, on GET and POST",
    async (template) => {
      const { owner } = await makeAccount();
      const cookie = await sessionCookie((await signIn(owner)).sessionId);
      for (const escape of MALFORMED) {
        const address = template.replace(":x", escape);
        for (const init of [{}, { cookie }, { method: "POST" }, { method: "POST", cookie }]) {
          const response = await throughProxy(address, init);
          expect(response.status, `${init.method ?? "GET"} ${address}${init.cookie ? " (signed in)" : ""}`).toBe(400);
          const body = await response.text();
          expect(body).toContain(MALFORMED_PATH_MESSAGE);
          expect(response.headers.get("cache-control")).toBe("no-store");
        }
      }
    },
  );

  it("a malformed escape in a static address, or after a good segment, is refused as well; good escapes pass", async () => {
    for (const address of ["/dashboard/%E0%A4%A", "/%", "/api/health/%ZZ", "/public/propostas/demo%20x/%C3"])
      expect((await throughProxy(address)).status, address).toBe(400);
    for (const address of [
      "/public/propostas/demoPropostaAnaBeatriz01",
      "/api/files/logo%20branco.png",
      "/propostas/clients/caf%C3%A9",
    ])
      expect((await throughProxy(address)).status, address).not.toBe(400);
  });

  it("any path fast-check makes: the proxy answers, 400 exactly when a segment does not decode, never a 5xx", async () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9%._~-]{0,12}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), async (parts) => {
        const address = `/${parts.join("/")}`;
        const response = await throughProxy(address);
        expect(response.status).toBeLessThan(500);
        // What reaches the server is the path after the URL's own dot-segment removal ("/%/.." is "/"),
        // as every browser and HTTP client sends it.
        const sent = new URL(`${APP_ORIGIN}${address}`).pathname;
        expect(response.status === 400, sent).toBe(hasMalformedEscape(sent));
      }),
      { numRuns: 150 },
    );
  });

  it("the routes that decode a segment themselves answer 4xx without the proxy too", async () => {
    const { owner } = await makeAccount();
    const cookie = await sessionCookie((await signIn(owner)).sessionId);
    for (const escape of MALFORMED) {
      const download = await exportDownload(
        new Request(`${APP_ORIGIN}/api/users/export/${escape}`, { headers: { cookie } }),
      );
      expect(download.status, `export ${escape}`).toBe(404);
      const upload = await deleteUpload(
        new Request(`${APP_ORIGIN}/api/uploads/${escape}`, {
          method: "DELETE",
          headers: { cookie, origin: APP_ORIGIN },
        }),
      );
      expect(upload.status, `upload ${escape}`).toBe(404);
      const trpc = await trpcQuery(escape, { headers: { cookie } });
      expect(trpc.status, `tRPC ${escape}`).toBeGreaterThanOrEqual(400);
      expect(trpc.status, `tRPC ${escape}`).toBeLessThan(500);
    }
  });

  it(
    "on the production build, every dynamic route with a malformed escape answers 400 over HTTP, GET and POST, without credentials",
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const server = startProduction(port);
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitForHttp(`${base}/api/health/ready`, { ok: (r) => r.ok, proc: server, timeoutMs: 60_000 });
        const https = { "x-forwarded-proto": "https", origin: "https://consorcio.example.com" };
        for (const route of routes) {
          for (const escape of ["%E0%A4%A", "%"]) {
            const address = addressOf(route, escape);
            for (const method of ["GET", "POST"]) {
              const response = await fetch(`${base}${address}`, { method, headers: https, redirect: "manual" });
              const body = await response.text();
              expect(response.status, `${method} ${address}: ${body.slice(0, 120)}`).toBe(400);
            }
          }
        }
      } finally {
        await server.stop("SIGTERM");
      }
    },
  );
});
