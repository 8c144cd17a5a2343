import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseMarkedDown, markDatabaseDown, markDatabaseUp } from "~/platform/database-state";
import { probeDatabase } from "~/platform/database-probe";
import { env } from "~/env";
import { RENDER_HEADER, RENDER_NONCE_HEADER, renderSecret, renderThroughServer } from "~/platform/page-cache";
import { currentRequest, runInRequestScope } from "~/platform/request-scope";
import { proxy } from "./proxy";

vi.mock("~/platform/database-probe", () => ({ probeDatabase: vi.fn(async () => true) }));
afterEach(() => markDatabaseUp());

function policyOf(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe("proxy: security headers on every answer", () => {
  it("a CSP with a fresh nonce per request, no 'unsafe-inline' for scripts, framing and plugins off", async () => {
    const first = await proxy(new NextRequest("http://localhost:3000/dashboard"));
    const second = await proxy(new NextRequest("http://localhost:3000/dashboard"));
    const policy = policyOf(first);
    const nonce = policy["script-src"]?.find((v: string) => v.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{40,}'$/);
    expect(policy["script-src"]).toContain("'self'");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policyOf(second)["script-src"]).not.toContain(nonce);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
  });

  it("uploaded files keep their own policy: nothing loads, sandboxed", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/api/files/abc123"));
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("x-middleware-request-x-nonce")).toBeNull();
  });

  it("hands the nonce to the render in the request headers", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/"));
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    // NextResponse.next({ request: { headers } }) forwards overridden request headers this way.
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toContain(`'nonce-${nonce}'`);
  });

  it("passes a public link's token to its render (its 404 shows a revoked link's brand); a forged one elsewhere is dropped", async () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWx";
    const link = await proxy(new NextRequest(`http://localhost:3000/public/propostas/${token}`));
    expect(link.headers.get("x-middleware-request-x-public-link-token")).toBe(token);
    const forged = await proxy(
      new NextRequest("http://localhost:3000/dashboard", { headers: { "x-public-link-token": token } }),
    );
    expect(forged.headers.get("x-middleware-request-x-public-link-token")).toBeNull();
    expect(forged.headers.get("x-middleware-override-headers") ?? "").not.toContain("x-public-link-token");
  });

  it("Permissions-Policy denies camera, microphone and geolocation", async () => {
    const value = (await proxy(new NextRequest("http://localhost:3000/"))).headers.get("permissions-policy");
    for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) expect(value).toContain(feature);
  });

  it("HSTS only when served over https (own TLS or the proxy's X-Forwarded-Proto)", async () => {
    expect(
      (await proxy(new NextRequest("http://localhost:3000/"))).headers.get("strict-transport-security"),
    ).toBeNull();
    expect((await proxy(new NextRequest("https://app.example/"))).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    const behindBalancer = new NextRequest("http://10.0.0.5/", { headers: { "x-forwarded-proto": "https" } });
    expect((await proxy(behindBalancer)).headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });
});

describe("proxy: the request id (X-Request-Id)", () => {
  const idOf = (response: Response) => ({
    answered: response.headers.get("x-request-id"),
    forwarded: response.headers.get("x-middleware-request-x-request-id"),
  });

  it("makes one up when none came: a new one per request, sent back and forwarded to the app", async () => {
    const first = idOf(await proxy(new NextRequest("http://localhost:3000/dashboard")));
    const second = idOf(await proxy(new NextRequest("http://localhost:3000/api/trpc/auth.me")));
    expect(first.answered).toMatch(/^[0-9a-f]{12}$/);
    expect(first.forwarded).toBe(first.answered);
    expect(second.answered).toMatch(/^[0-9a-f]{12}$/);
    expect(second.forwarded).toBe(second.answered);
    expect(second.answered).not.toBe(first.answered);
  });

  it("sends the same id as Server-Timing, where a failed page's own script reads it for its support code", async () => {
    const response = await proxy(
      new NextRequest("http://localhost:3000/dashboard", { headers: { "x-request-id": "page-1" } }),
    );
    expect(response.headers.get("server-timing")).toBe('request;desc="page-1"');
  });

  it("keeps the load balancer's, and replaces one no load balancer makes, on the request too", async () => {
    const kept = idOf(
      await proxy(
        new NextRequest("http://localhost:3000/", { headers: { "x-request-id": "5f0c3e3c2a6b4d1e9f8a7b6c5d4e3f2a" } }),
      ),
    );
    expect(kept).toEqual({
      answered: "5f0c3e3c2a6b4d1e9f8a7b6c5d4e3f2a",
      forwarded: "5f0c3e3c2a6b4d1e9f8a7b6c5d4e3f2a",
    });
    for (const forged of ["a".repeat(200), "abc def", "a, b"]) {
      const replaced = idOf(
        await proxy(new NextRequest("http://localhost:3000/api/health/live", { headers: { "x-request-id": forged } })),
      );
      expect(replaced.answered).toMatch(/^[0-9a-f]{12}$/);
      expect(replaced.forwarded).toBe(replaced.answered);
    }
  });

  it("is on every kind of answer: an uploaded file and the 503 page too", async () => {
    const file = idOf(
      await proxy(new NextRequest("http://localhost:3000/api/files/abc123", { headers: { "x-request-id": "file-1" } })),
    );
    expect(file).toEqual({ answered: "file-1", forwarded: "file-1" });
    vi.mocked(probeDatabase).mockResolvedValue(false);
    markDatabaseDown();
    const unavailable = await proxy(
      new NextRequest("http://localhost:3000/dashboard", { headers: { "x-request-id": "down-1" } }),
    );
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("x-request-id")).toBe("down-1");
  });

  it("becomes the id of the request's log scope (the one the HTTP observer opened)", async () => {
    const scope = await runInRequestScope({ requestId: "provisorio", accountId: null }, async () => {
      const response = await proxy(new NextRequest("http://localhost:3000/dashboard"));
      return { id: response.headers.get("x-request-id"), scoped: currentRequest()?.requestId };
    });
    expect(scope.id).toMatch(/^[0-9a-f]{12}$/);
    expect(scope.scoped).toBe(scope.id);
  });
});

describe("proxy: pages while the database is away", () => {
  it("answers the pt-BR 503 page at once while the probe fails, APIs still reach their handlers", async () => {
    vi.mocked(probeDatabase).mockResolvedValue(false);
    markDatabaseDown();
    const page = await proxy(new NextRequest("http://localhost:3000/dashboard?x=1"));
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("<title>Serviço temporariamente indisponível · Consórcio Pro</title>");
    expect(html).toContain("Nada do que você já salvou foi perdido.");
    expect(html).toContain('href="/dashboard?x=1"');
    expect(html).not.toMatch(/<script/);
    expect((await proxy(new NextRequest("http://localhost:3000/api/trpc/auth.me"))).status).toBe(200);
  });

  it("serves pages again as soon as the probe finds the database, without a restart", async () => {
    vi.mocked(probeDatabase).mockResolvedValue(true);
    markDatabaseDown();
    const page = await proxy(new NextRequest("http://localhost:3000/dashboard"));
    expect(page.status).toBe(200);
    expect(databaseMarkedDown()).toBe(false);
  });
});

describe("proxy: the page cache's own render request", () => {
  /** The headers renderThroughServer sends, as a server receives them. */
  async function renderHeaders(): Promise<Record<string, string>> {
    let received: Record<string, string> = {};
    const server = createServer((req, res) => {
      received = {
        [RENDER_HEADER]: String(req.headers[RENDER_HEADER]),
        [RENDER_NONCE_HEADER]: String(req.headers[RENDER_NONCE_HEADER]),
      };
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await renderThroughServer(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, "/public/propostas/x", {
        secret: renderSecret(env.NEXTAUTH_SECRET),
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    return received;
  }

  it("renders with the nonce it brought (the cache then keeps exactly those scripts, by hash); the secret goes no further; a forged one is an ordinary request", async () => {
    const path = "http://localhost:3000/public/propostas/AAAAAAAAAAAAAAAAAAAAAAAA";
    const headers = await renderHeaders();
    const render = await proxy(new NextRequest(path, { headers }));
    expect(render.headers.get("x-middleware-request-content-security-policy")).toContain(
      `'nonce-${headers[RENDER_NONCE_HEADER]}'`,
    );
    expect(render.headers.get(`x-middleware-request-${RENDER_HEADER}`)).toBeNull();

    const forged = await proxy(new NextRequest(path, { headers: { ...headers, [RENDER_HEADER]: "adivinhado" } }));
    const policy = forged.headers.get("x-middleware-request-content-security-policy") ?? "";
    expect(policy).toMatch(/'nonce-[^']+'/);
    expect(policy).not.toContain(headers[RENDER_NONCE_HEADER]);
  });
});
