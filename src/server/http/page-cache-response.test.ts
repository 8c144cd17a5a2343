import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { rawRequest } from "~/test/raw-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedPage, compressPage, RENDER_HEADER, type CachedPage } from "~/platform/page-cache";
import {
  holdsPage,
  isDocumentRequest,
  pageHeaders,
  pageResponse,
  writeCachedCard,
  writeCachedPage,
} from "./page-cache-response";

const NONCE = "bm9uY2UtZGUtdGVzdGUtMTIz";
const html = (body: string, nonce = NONCE) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">self.a=1</script></head><body>${body}<script nonce="${nonce}">self.b="${body}"</script></body></html>`;
const text = (page: { html: Uint8Array }) => new TextDecoder().decode(page.html);

const url = "http://localhost:3000/public/propostas/AAAAAAAAAAAAAAAAAAAAAAAA";

describe("isDocumentRequest and pageResponse", () => {
  it("only a browser's GET or HEAD of the document: not Next's RSC fetches, not a POST, not a render request", () => {
    expect(isDocumentRequest(new NextRequest(url))).toBe(true);
    expect(isDocumentRequest(new NextRequest(`${url}?utm_source=whatsapp`))).toBe(true);
    expect(isDocumentRequest(new NextRequest(url, { method: "HEAD" }))).toBe(true);
    expect(isDocumentRequest(new NextRequest(url, { method: "POST" }))).toBe(false);
    expect(isDocumentRequest(new NextRequest(url, { headers: { rsc: "1" } }))).toBe(false);
    expect(isDocumentRequest(new NextRequest(url, { headers: { "next-router-prefetch": "1" } }))).toBe(false);
    expect(isDocumentRequest(new NextRequest(`${url}?_rsc=abc`))).toBe(false);
    expect(isDocumentRequest(new NextRequest(url, { headers: { [RENDER_HEADER]: "qualquer" } }))).toBe(false);
  });

  it("the HTML with its scripts by hash and no nonce, revalidated on every visit; HEAD without a body; HSTS over https", async () => {
    const page = cachedPage("v", html("Olá"), NONCE);
    const response = pageResponse(new NextRequest(url), page, { https: false });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-cache");
    expect(response.headers.get("etag")).toBe(page.etag);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const csp = response.headers.get("content-security-policy") ?? "";
    for (const hash of page.scriptHashes) expect(csp).toContain(hash);
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toContain("'unsafe-inline' 'sha");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(await response.text()).toBe(text(page));

    const head = pageResponse(new NextRequest(url, { method: "HEAD" }), page, { https: true });
    expect(head.body).toBeNull();
    expect(head.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });

  it("a browser that holds this HTML (If-None-Match) gets a 304 without a body; another version of it, the page", () => {
    const page = cachedPage("v", html("Olá"), NONCE);
    const held = pageResponse(new NextRequest(url, { headers: { "if-none-match": page.etag } }), page, {
      https: false,
    });
    expect(held.status).toBe(304);
    expect(held.body).toBeNull();
    expect(holdsPage(new NextRequest(url, { headers: { "if-none-match": `"outra", W/${page.etag}` } }), page)).toBe(
      true,
    );
    expect(
      pageResponse(new NextRequest(url, { headers: { "if-none-match": '"outra"' } }), page, { https: false }).status,
    ).toBe(200);
  });
});

describe("pageHeaders", () => {
  it("names the page's stylesheets in a Link header, so their requests leave with the answer's headers", () => {
    const styled = cachedPage(
      "v",
      html("Olá").replace(
        "<head>",
        '<head><link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/>',
      ),
      NONCE,
    );
    expect(pageHeaders(styled, { https: false }).link).toBe(
      "</a.css>; rel=preload; as=style, </b.css>; rel=preload; as=style",
    );
    expect(pageHeaders(cachedPage("v", html("Olá"), NONCE), { https: false })).not.toHaveProperty("link");
  });
});

describe("writeCachedPage", () => {
  let server: Server;
  let origin: string;
  let page: CachedPage;

  beforeAll(async () => {
    page = await compressPage(cachedPage("v", html("Olá, Ana ".repeat(400)), NONCE));
    server = createServer((req, res) => {
      // As Next hands it to the proxy: without its RSC headers and `_rsc`.
      const { rsc: _rsc, "next-router-prefetch": _prefetch, ...seen } = req.headers as Record<string, string>;
      const request = new NextRequest(`http://localhost${(req.url ?? "").replace(/[?&]_rsc.*$/, "")}`, {
        method: req.method,
        headers: seen,
      });
      if (!isDocumentRequest(request, res)) res.writeHead(204).end();
      else if (
        !writeCachedPage(request, page, { https: false, extraHeaders: { "x-request-id": "abc" }, response: res })
      )
        res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>, method = "GET", query = "") =>
    rawRequest(`${origin}/public/propostas/x${query}`, headers, method);

  it("sends the bytes compressed when the page was cached, as the browser accepts: brotli, else gzip, else plain", async () => {
    const br = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body).toEqual(Buffer.from(page.encoded!.br));
    expect(brotliDecompressSync(br.body).toString()).toBe(text(page));
    expect(Number(br.headers["content-length"])).toBeLessThan(page.html.length / 5);
    expect(br.headers.etag).toBe(page.etag);
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["x-request-id"]).toBe("abc");

    const gz = await get({ "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(text(page));

    const plain = await get({ "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(text(page));

    const head = await get({ "accept-encoding": "br" }, "HEAD");
    expect(head.body).toHaveLength(0);
    expect(Number(head.headers["content-length"])).toBe(page.encoded!.br.length);
  });

  it("Next's RSC fetch of the same address is no document request, even with its headers hidden from the proxy", async () => {
    expect((await get({ rsc: "1" })).status).toBe(204);
    expect((await get({ "next-router-prefetch": "1" })).status).toBe(204);
    expect((await get({}, "GET", "?_rsc=abc")).status).toBe(204);
    expect((await get({}, "GET", "?_rsc")).status).toBe(204);
    expect((await get({}, "GET", "?utm_source=whatsapp")).status).toBe(200);
  });

  it("a repeat visit with the ETag gets a 304 and no body", async () => {
    const again = await get({ "accept-encoding": "br", "if-none-match": page.etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(page.etag);
  });

  it("without a Node response to write to (outside the server), says so: the caller answers with pageResponse", () => {
    expect(writeCachedPage(new NextRequest(url), page, { https: false, response: null })).toBe(false);
  });
});

describe("writeCachedCard", () => {
  let server: Server;
  let origin: string;
  const card = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]), etag: '"cartao-de-teste"' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const request = new NextRequest(`http://localhost${req.url ?? ""}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
      });
      const written = writeCachedCard(request, card, {
        https: req.headers["x-forwarded-proto"] === "https",
        cacheControl: "public, max-age=300",
        extraHeaders: { "x-request-id": "abc" },
        response: res,
      });
      if (!written) res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>, method = "GET") =>
    rawRequest(`${origin}/public/propostas/x/opengraph-image`, headers, method);

  it("the PNG as the og route gives it: its bytes, length, ETag and five-minute cache, with the public answer's headers", async () => {
    const answer = await get({});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(Buffer.from(card.bytes));
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(Number(answer.headers["content-length"])).toBe(card.bytes.byteLength);
    expect(answer.headers.etag).toBe(card.etag);
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    expect(answer.headers["x-robots-tag"]).toBe("noindex");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-request-id"]).toBe("abc");
    expect(answer.headers["content-security-policy"]).toContain("default-src");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    expect((await get({ "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toMatch(/^max-age=/);
  });

  it("a 304 without the bytes to an asker that holds them; HEAD without a body", async () => {
    const held = await get({ "if-none-match": card.etag });
    expect(held.status).toBe(304);
    expect(held.body).toHaveLength(0);
    expect(held.headers.etag).toBe(card.etag);
    const head = await get({}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
  });

  it("without a Node response to write to, says so (the route answers)", () => {
    expect(writeCachedCard(new NextRequest(url), card, { https: false, cacheControl: "x", response: null })).toBe(
      false,
    );
  });
});
