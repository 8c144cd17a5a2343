import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedPage, createPageCache, isCacheRender, notModified, RENDER_HEADER, renderThroughServer } from "./page-cache";
import { sha256Source } from "./static-pages";

const html = (body: string) => `<!DOCTYPE html><html><head><script>self.a=1</script></head><body>${body}<script src="/x.js"></script><script>self.b="${body}"</script></body></html>`;

describe("cachedPage", () => {
  it("keeps the HTML's bytes, an ETag of its content and the hash of each inline script (not the external ones)", () => {
    const page = cachedPage("f1", html("Olá, Ana"));
    expect(new TextDecoder().decode(page.html)).toBe(html("Olá, Ana"));
    expect(page.scriptHashes).toEqual([sha256Source("self.a=1"), sha256Source('self.b="Olá, Ana"')]);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cachedPage("f2", html("Olá, Ana")).etag).toBe(page.etag);
    expect(cachedPage("f1", html("Olá, Bia")).etag).not.toBe(page.etag);
  });

  it("If-None-Match: the ETag, its weak form, one of a list or * is a match; another is not", () => {
    const page = cachedPage("f", html("x"));
    expect(notModified(page, page.etag)).toBe(true);
    expect(notModified(page, `W/${page.etag}`)).toBe(true);
    expect(notModified(page, `"outro", ${page.etag}`)).toBe(true);
    expect(notModified(page, "*")).toBe(true);
    expect(notModified(page, '"outro"')).toBe(false);
    expect(notModified(page, null)).toBe(false);
  });
});

describe("createPageCache", () => {
  it("answers a page only for the fingerprint it was rendered from; another fingerprint drops it", () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.set("a", cachedPage("v1", html("A")));
    expect(cache.get("a", "v1")?.fingerprint).toBe("v1");
    expect(cache.get("a", "v2")).toBeNull();
    expect(cache.get("a", "v1")).toBeNull();
    expect(cache.stats()).toEqual({ pages: 0, bytes: 0 });
  });

  it("stays within its bytes, the least recently used page leaving first", () => {
    const one = cachedPage("v", html("x".repeat(1000)));
    const cache = createPageCache({ maxBytes: one.html.length * 2 });
    cache.set("a", cachedPage("v", html("x".repeat(1000))));
    cache.set("b", cachedPage("v", html("y".repeat(1000))));
    expect(cache.get("a", "v")).not.toBeNull(); // a is now the most recent
    cache.set("c", cachedPage("v", html("z".repeat(1000))));
    expect(cache.get("b", "v")).toBeNull();
    expect(cache.get("a", "v")).not.toBeNull();
    expect(cache.get("c", "v")).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(one.html.length * 2);
    // A page larger than the whole cache is not kept (and evicts nothing).
    cache.set("huge", cachedPage("v", html("w".repeat(5000))));
    expect(cache.get("huge", "v")).toBeNull();
    expect(cache.stats().pages).toBe(2);
  });

  it("renders once for many concurrent misses; a failed render (null) is not kept", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return html("A");
    };
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.renderOnce("a", "v1", render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(cache.get("a", "v1")).toBe(pages[0]);

    expect(await cache.renderOnce("gone", "v1", async () => null)).toBeNull();
    expect(cache.get("gone", "v1")).toBeNull();
    // A new fingerprint renders again.
    await cache.renderOnce("a", "v2", render);
    expect(renders).toBe(2);
  });

  it("a render that throws reaches every waiter and leaves nothing behind", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const failing = () => Promise.reject(new Error("render failed"));
    await expect(Promise.all([cache.renderOnce("a", "v", failing), cache.renderOnce("a", "v", failing)])).rejects.toThrow("render failed");
    expect(cache.get("a", "v")).toBeNull();
    expect(await cache.renderOnce("a", "v", async () => html("ok"))).not.toBeNull();
  });
});

describe("renderThroughServer", () => {
  let server: Server;
  let origin: string;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === "/ok") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html("ok"));
      else if (req.url === "/json") res.writeHead(200, { "content-type": "application/json" }).end("{}");
      else if (req.url === "/moved") res.writeHead(307, { location: "/ok" }).end();
      else res.writeHead(404, { "content-type": "text/html" }).end("<h1>Proposta não encontrada</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("fetches the page marked with this process's secret, uncompressed, without cookies", async () => {
    expect(await renderThroughServer(origin, "/ok")).toBe(html("ok"));
    const headers = seen.at(-1)!;
    expect(headers["accept-encoding"]).toBe("identity");
    expect(headers.cookie).toBeUndefined();
    expect(isCacheRender(new Headers({ [RENDER_HEADER]: String(headers[RENDER_HEADER]) }))).toBe(true);
    expect(isCacheRender(new Headers({ [RENDER_HEADER]: "adivinhado" }))).toBe(false);
    expect(isCacheRender(new Headers())).toBe(false);
  });

  it("anything but a 200 with HTML is no page: a 404, a redirect (not followed), JSON", async () => {
    expect(await renderThroughServer(origin, "/nada")).toBeNull();
    expect(await renderThroughServer(origin, "/moved")).toBeNull();
    expect(await renderThroughServer(origin, "/json")).toBeNull();
  });
});
