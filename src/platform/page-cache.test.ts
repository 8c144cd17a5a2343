import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_USER_AGENT } from "./page-cache-agent";
import {
  cachedPage,
  cacheRenderNonce,
  compressPage,
  createPageCache,
  preferredEncoding,
  hasRenderHeader,
  pageStylesheets,
  RENDER_HEADER,
  RENDER_NONCE_HEADER,
  renderSecret,
  renderThroughServer,
} from "./page-cache";
import { sha256Source } from "./inline-scripts";

const NONCE = "bm9uY2UtZGUtdGVzdGUtMTIz";
const SECRET = renderSecret("uma-chave-de-teste-com-mais-de-32-caracteres");
const html = (body: string, nonce = NONCE) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">self.a=1</script></head><body>${body}<script src="/x.js" nonce="${nonce}" async=""></script><script nonce="${nonce}">self.b="${body}"</script></body></html>`;
const text = (page: { html: Uint8Array }) => new TextDecoder().decode(page.html);

describe("cachedPage", () => {
  it("hashes each inline script that carried the render's nonce and drops the nonce from the HTML", () => {
    const page = cachedPage("f1", html("Olá, Ana"), NONCE);
    expect(page.scriptHashes).toEqual([sha256Source("self.a=1"), sha256Source('self.b="Olá, Ana"')]);
    expect(text(page)).not.toContain("nonce");
    expect(text(page)).toContain('<script src="/x.js" async=""></script>');
    expect(text(page)).toContain("Olá, Ana");
  });

  it("a script without the nonce (say, injected through the page's data) gets no hash: the policy still refuses it", () => {
    const injected = html("<script>alert(1)</script>Ana");
    const page = cachedPage("f1", injected, NONCE);
    expect(page.scriptHashes).not.toContain(sha256Source("alert(1)"));
    expect(page.scriptHashes).toHaveLength(2);
  });
});

describe("pageStylesheets", () => {
  it("lists the head's same-origin stylesheets once each, in order, and nothing else", () => {
    const head = [
      '<html><head><link rel="preload" href="/logo.svg" as="image"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/>',
      '<link rel="icon" href="/logo.svg"/><link href="/b2.css" rel="stylesheet"/>',
      '<link rel="stylesheet" href="https://cdn.example/c.css"/><link rel="stylesheet" href="//cdn.example/d.css"/>',
      '<link rel="stylesheet" href="/e.css>; rel=preload"/><link rel="stylesheet" href="/_next/static/chunks/a1.css"/>',
      '</head><body><link rel="stylesheet" href="/body.css"/></body></html>',
    ].join("");
    expect(pageStylesheets(head)).toEqual(["/_next/static/chunks/a1.css", "/b2.css"]);
  });

  it("a cached page carries them", () => {
    const page = cachedPage(
      "f1",
      html("<p>Ana</p>").replace("<head>", '<head><link rel="stylesheet" href="/s.css"/>'),
      NONCE,
    );
    expect(page.stylesheets).toEqual(["/s.css"]);
    expect(cachedPage("f1", html("Ana"), NONCE).stylesheets).toEqual([]);
  });
});

describe("compressed forms and the ETag", () => {
  it("the ETag follows the HTML: the same HTML the same tag, other HTML another", () => {
    expect(cachedPage("v1", html("A"), NONCE).etag).toBe(cachedPage("v2", html("A"), NONCE).etag);
    expect(cachedPage("v1", html("A"), NONCE).etag).not.toBe(cachedPage("v1", html("B"), NONCE).etag);
    expect(cachedPage("v1", html("A"), NONCE).etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it("compressPage adds brotli and gzip forms of the same HTML", async () => {
    const page = await compressPage(cachedPage("v", html("Olá, Ana ".repeat(300)), NONCE));
    expect(Buffer.from(brotliDecompressSync(page.encoded!.br)).toString()).toBe(text(page));
    expect(Buffer.from(gunzipSync(page.encoded!.gzip)).toString()).toBe(text(page));
    expect(page.encoded!.br.length).toBeLessThan(page.html.length / 10);
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", null],
    ["deflate", null],
    ["", null],
  ] as const)("Accept-Encoding %j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("createPageCache", () => {
  it("answers a page only for the fingerprint it was rendered from; another fingerprint drops it", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.set("a", cachedPage("v1", html("A"), NONCE));
    expect(cache.get("a", "v1")?.fingerprint).toBe("v1");
    expect(cache.get("a", "v2")).toBeNull();
    expect(cache.get("a", "v1")).toBeNull();
    expect(cache.stats()).toMatchObject({ pages: 0, bytes: 0 });
  });

  it("stays within its bytes, the least recently used page leaving first", () => {
    const size = cachedPage("v", html("x".repeat(1000)), NONCE).html.length;
    const cache = createPageCache({ maxBytes: size * 2 });
    cache.set("a", cachedPage("v", html("x".repeat(1000)), NONCE));
    cache.set("b", cachedPage("v", html("y".repeat(1000)), NONCE));
    expect(cache.get("a", "v")).not.toBeNull(); // a is now the most recent
    cache.set("c", cachedPage("v", html("z".repeat(1000)), NONCE));
    expect(cache.get("b", "v")).toBeNull();
    expect(cache.get("a", "v")).not.toBeNull();
    expect(cache.get("c", "v")).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 2);
    // A page larger than the whole cache is not kept (and evicts nothing).
    cache.set("huge", cachedPage("v", html("w".repeat(5000)), NONCE));
    expect(cache.get("huge", "v")).toBeNull();
    expect(cache.stats().pages).toBe(2);
  });

  it("renders once for many concurrent misses, and again for a new fingerprint", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { html: html("A"), nonce: NONCE };
    };
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.renderOnce("a", "v1", render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]?.encoded?.br.length).toBeGreaterThan(0); // compressed once, before any waiter gets it
    expect(cache.get("a", "v1")).toBe(pages[0]);
    await cache.renderOnce("a", "v2", render);
    expect(renders).toBe(2);
  });

  it("a render slower than a visitor's wait answers null to its waiters, carries on and fills the cache for the next visit", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, waitMs: 30 });
    let renders = 0;
    let finish: (value: { html: string; nonce: string }) => void = () => {};
    const slow = () => {
      renders += 1;
      return new Promise<{ html: string; nonce: string }>((resolve) => {
        finish = resolve;
      });
    };
    expect(await Promise.all([cache.renderOnce("a", "v", slow), cache.renderOnce("a", "v", slow)])).toEqual([
      null,
      null,
    ]);
    expect(await cache.renderOnce("a", "v", slow)).toBeNull(); // still rendering: waits again, not a second render
    expect(renders).toBe(1);
    finish({ html: html("A"), nonce: NONCE });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const page = cache.get("a", "v");
    expect(page?.encoded?.br.length).toBeGreaterThan(0);
    expect(renders).toBe(1);
  });

  it("a render that gives no page or fails answers null to every waiter, is reported, and is not retried for a while", async () => {
    const errors: unknown[] = [];
    let clock = 1_000_000;
    const cache = createPageCache({
      maxBytes: 1_000_000,
      retryAfterMs: 60,
      onError: (e) => errors.push(e),
      now: () => clock,
    });
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error("render failed");
    };
    expect(await Promise.all([cache.renderOnce("a", "v", failing), cache.renderOnce("a", "v", failing)])).toEqual([
      null,
      null,
    ]);
    expect(errors).toHaveLength(1);
    expect(await cache.renderOnce("a", "v", failing)).toBeNull();
    expect(attempts).toBe(1); // within retryAfterMs: straight to the route, no render
    expect(cache.stats().failing).toBe(1);

    expect(await cache.renderOnce("gone", "v", async () => null)).toBeNull();
    expect(cache.get("gone", "v")).toBeNull();

    clock += 59;
    expect(await cache.renderOnce("a", "v", failing)).toBeNull();
    expect(attempts).toBe(1); // still within the window
    clock += 1;
    expect(await cache.renderOnce("a", "v", async () => ({ html: html("ok"), nonce: NONCE }))).not.toBeNull();
    expect(cache.get("a", "v")).not.toBeNull();
  });
});

describe("the render request", () => {
  let server: Server;
  let origin: string;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === "/ok")
        res
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end(html("ok", String(req.headers[RENDER_NONCE_HEADER])));
      else if (req.url === "/json") res.writeHead(200, { "content-type": "application/json" }).end("{}");
      else if (req.url === "/moved") res.writeHead(307, { location: "/ok" }).end();
      else if (req.url === "/slow")
        setTimeout(() => res.writeHead(200, { "content-type": "text/html" }).end("<p>tarde</p>"), 500);
      else res.writeHead(404, { "content-type": "text/html" }).end("<h1>Proposta não encontrada</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("carries the deployment's secret and a fresh nonce, asks for it uncompressed, as the agent Next gives <head> metadata", async () => {
    const rendered = await renderThroughServer(origin, "/ok", { secret: SECRET });
    const headers = seen.at(-1)!;
    expect(rendered?.nonce).toBe(headers[RENDER_NONCE_HEADER]);
    expect(rendered?.html).toBe(html("ok", rendered?.nonce));
    expect(headers["accept-encoding"]).toBe("identity");
    expect(headers["user-agent"]).toBe(PAGE_CACHE_USER_AGENT);
    const genuine = new Headers({
      [RENDER_HEADER]: String(headers[RENDER_HEADER]),
      [RENDER_NONCE_HEADER]: String(headers[RENDER_NONCE_HEADER]),
    });
    expect(headers[RENDER_HEADER]).toBe(SECRET);
    expect(cacheRenderNonce(genuine, SECRET)).toBe(rendered?.nonce);
    // Another deployment's secret does not pass.
    expect(cacheRenderNonce(genuine, renderSecret("outra-chave-de-outra-implantacao-com-32-caracteres"))).toBeNull();
    expect(hasRenderHeader(genuine)).toBe(true);

    await renderThroughServer(origin, "/ok", { secret: SECRET });
    expect(seen.at(-1)![RENDER_NONCE_HEADER]).not.toBe(rendered?.nonce);
  });

  it("a forged or missing secret, or a missing or malformed nonce, is no cache render", () => {
    expect(cacheRenderNonce(new Headers({ [RENDER_HEADER]: SECRET, [RENDER_NONCE_HEADER]: NONCE }), SECRET)).toBe(
      NONCE,
    );
    expect(
      cacheRenderNonce(new Headers({ [RENDER_HEADER]: "adivinhado", [RENDER_NONCE_HEADER]: NONCE }), SECRET),
    ).toBeNull();
    expect(cacheRenderNonce(new Headers({ [RENDER_NONCE_HEADER]: NONCE }), SECRET)).toBeNull();
    expect(
      cacheRenderNonce(new Headers({ [RENDER_HEADER]: SECRET, [RENDER_NONCE_HEADER]: "x' 'unsafe-inline" }), SECRET),
    ).toBeNull();
    expect(cacheRenderNonce(new Headers({ [RENDER_HEADER]: SECRET }), SECRET)).toBeNull();
  });

  it("anything but a 200 with HTML is no page (a 404, a redirect not followed, JSON); too slow throws", async () => {
    expect(await renderThroughServer(origin, "/nada", { secret: SECRET })).toBeNull();
    expect(await renderThroughServer(origin, "/moved", { secret: SECRET })).toBeNull();
    expect(await renderThroughServer(origin, "/json", { secret: SECRET })).toBeNull();
    await expect(renderThroughServer(origin, "/slow", { secret: SECRET, timeoutMs: 50 })).rejects.toThrow();
  });
});
