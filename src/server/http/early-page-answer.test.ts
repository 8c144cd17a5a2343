import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { rawRequest } from "~/test/raw-request";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installHttpObserver, setEarlyAnswer } from "~/platform/http-server";
import { cachedPage, compressPage, RENDER_HEADER, type CachedPage } from "~/platform/page-cache";
import { createEarlyPageAnswer } from "./early-page-answer";

const NONCE = "bm9uY2UtZGUtdGVzdGUtMTIz";
const PAGE_PATH = "/public/propostas/AAAAAAAAAAAAAAAAAAAAAAAA";

describe("the page cache's pages answered before Next", () => {
  let server: Server;
  let base: string;
  let page: CachedPage;
  let nextCalls: string[];
  let lookups: string[];
  let down: boolean;
  let lookUp: (pathname: string) => Promise<CachedPage | null>;

  beforeAll(async () => {
    page = await compressPage(
      cachedPage("v1", `<!DOCTYPE html><html><body>${"Olá, Ana. ".repeat(300)}</body></html>`, NONCE),
    );
    installHttpObserver();
    setEarlyAnswer(
      createEarlyPageAnswer({
        pageAt: (pathname) => {
          if (!pathname.startsWith("/public/propostas/")) return null;
          lookups.push(pathname);
          return lookUp(pathname);
        },
        databaseDown: () => down,
        idHeaders: () => ({ "x-request-id": "early-1" }),
      }),
    );
    // Next's own listener, as the standalone server installs it: whatever reaches it says so.
    server = createServer((req, res) => {
      nextCalls.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "content-type": "text/plain" }).end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    setEarlyAnswer(() => false);
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    nextCalls = [];
    lookups = [];
    down = false;
    lookUp = async () => page;
  });

  it("answers a cached page itself, compressed as the browser accepts, with its headers; Next never sees it", async () => {
    const res = await rawRequest(`${base}${PAGE_PATH}?utm_source=whatsapp`, { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toContain("Olá, Ana.");
    expect(res.headers.etag).toBe(page.etag);
    expect(res.headers["x-request-id"]).toBe("early-1");
    expect(res.headers["content-security-policy"]).toContain("script-src");
    expect(res.headers["cache-control"]).toContain("no-cache");
    expect(nextCalls).toEqual([]);
    expect(lookups).toEqual([PAGE_PATH]);
  });

  it("answers 304 to a browser that holds the page, and HEAD without a body", async () => {
    expect((await rawRequest(`${base}${PAGE_PATH}`, { "if-none-match": page.etag })).status).toBe(304);
    const head = await rawRequest(`${base}${PAGE_PATH}`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(nextCalls).toEqual([]);
  });

  it("sends every other request on to Next unchanged: other paths, POST, RSC fetches, the cache's own render", async () => {
    await rawRequest(`${base}/dashboard`);
    await rawRequest(`${base}${PAGE_PATH}`, {}, "POST");
    await rawRequest(`${base}${PAGE_PATH}`, { rsc: "1" });
    await rawRequest(`${base}${PAGE_PATH}?_rsc=x1`);
    await rawRequest(`${base}${PAGE_PATH}`, { [RENDER_HEADER]: "x" });
    expect(nextCalls).toEqual([
      "GET /dashboard",
      `POST ${PAGE_PATH}`,
      `GET ${PAGE_PATH}`,
      `GET ${PAGE_PATH}?_rsc=x1`,
      `GET ${PAGE_PATH}`,
    ]);
    expect(lookups).toEqual([]);
  });

  it("lets Next answer what the cache cannot: a link it does not hold, a failed lookup, the database marked down", async () => {
    lookUp = async () => null;
    expect((await rawRequest(`${base}${PAGE_PATH}`)).body.toString()).toBe("next");
    lookUp = async () => {
      throw new Error("banco fora");
    };
    expect((await rawRequest(`${base}${PAGE_PATH}`)).body.toString()).toBe("next");
    lookUp = async () => page;
    down = true;
    expect((await rawRequest(`${base}${PAGE_PATH}`)).body.toString()).toBe("next");
    expect(nextCalls).toHaveLength(3);
  });
});
