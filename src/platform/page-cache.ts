import { createHmac, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PAGE_CACHE_USER_AGENT } from "./page-cache-agent";
import { inlineScripts, newNonce, sha256Source } from "./inline-scripts";
import { etagOf } from "~/lib/etag";

/*
 * Rendered pages kept in memory, for a page whose HTML is the same for every visitor and changes
 * only when its data does (the public proposal). The proxy answers a hit from here: no React render
 * and no compression, just the bytes: each render is compressed once (brotli and gzip, on libuv's
 * thread pool, off the event loop) and the answer picks the encoding the browser accepts, with an
 * ETag, so a repeat visit gets a 304 (src/server/http/page-cache-response.ts). Each entry
 * carries the fingerprint of the data it was rendered from; the caller reads the current fingerprint
 * on every request (one small query), so a change or a revocation is seen by the very next request,
 * on any app server.
 *
 * The HTML is rendered by Next itself, through a request to this same server marked with a secret
 * header and carrying a nonce of its own. Cached HTML is served to many visitors, so it cannot keep a
 * nonce: the scripts that carried the render's nonce are allowed by hash ('sha256-…'), the way the
 * prerendered pages' are (src/server/http/static-pages.ts), and the attribute is removed. A script that did not carry
 * it (something injected into the page's data) gets no hash and stays refused.
 */

export interface CachedPage {
  fingerprint: string;
  html: Uint8Array<ArrayBuffer>;
  /** The hash sources of the inline scripts the render's nonce allowed. */
  scriptHashes: string[];
  /** The page's own stylesheets (same-origin paths), named in its answer's Link header to preload. */
  stylesheets: string[];
  /** A strong validator of the HTML (quoted, as the header carries it). */
  etag: string;
  /** The HTML compressed once, when the page entered the cache (null until then). */
  encoded: Record<PageEncoding, Uint8Array> | null;
}

export type PageEncoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page with its brotli and gzip forms, each made once, on the thread pool. */
export async function compressPage(page: CachedPage): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(page.html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
      },
    }),
    gzip(page.html, { level: 9 }),
  ]);
  return { ...page, encoded: { br, gzip: gz } };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none (identity). `q=0` refuses an encoding; `*` accepts any not named.
 */
export function preferredEncoding(acceptEncoding: string | null): PageEncoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepted = (encoding: PageEncoding) => (q.get(encoding) ?? q.get("*") ?? 0) > 0;
  if (accepted("br")) return "br";
  if (accepted("gzip")) return "gzip";
  return null;
}

const sizeOf = (page: CachedPage) =>
  page.html.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0);

/**
 * A page's cached form from the HTML its render wrote with `nonce`: the hash of each inline script
 * that carried the nonce, and the HTML without the nonce attributes.
 */
export function cachedPage(fingerprint: string, html: string, nonce: string): CachedPage {
  const attribute = ` nonce="${nonce}"`;
  const scriptHashes = inlineScripts(html)
    .filter((script) => script.attributes.includes(attribute))
    .map((script) => sha256Source(script.text));
  const bytes = new TextEncoder().encode(html.replaceAll(attribute, ""));
  const etag = etagOf(bytes);
  return { fingerprint, html: bytes, scriptHashes, stylesheets: pageStylesheets(html), etag, encoded: null };
}

const STYLESHEET_LINK = /<link\b[^>]*>/gi;
const REL_STYLESHEET = /\srel="stylesheet"/i;
const HREF = /\shref="([^"]+)"/i;

/**
 * The same-origin stylesheets the page's <head> links to, in order: paths from the root with
 * nothing a header could not carry (a Link header names each between < and >).
 */
export function pageStylesheets(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const hrefs: string[] = [];
  for (const [tag] of head.matchAll(STYLESHEET_LINK)) {
    if (!REL_STYLESHEET.test(tag)) continue;
    const href = HREF.exec(tag)?.[1];
    if (href && /^\/(?!\/)[\w\-./~%]*$/.test(href) && !hrefs.includes(href)) hrefs.push(href);
  }
  return hrefs;
}

/**
 * Least recently used pages up to `maxBytes` (the HTML and its compressed forms). A render asked for by many requests at once
 * runs once: the others wait for it (`renderOnce`), each for `waitMs` at most; one that stops
 * waiting goes to the route, while the render carries on and fills the cache for the next visit (on
 * a loaded server a render may take longer than a visitor should wait, and abandoning it would leave
 * every visit rendering: the load that slowed it). A render that fails is not retried for
 * `retryAfterMs`: those requests go straight to the route, instead of each paying for a failed
 * render first.
 */
export function createPageCache({
  maxBytes,
  waitMs = Number.POSITIVE_INFINITY,
  retryAfterMs = 10_000,
  onError = () => {},
  now = Date.now,
}: {
  maxBytes: number;
  retryAfterMs?: number;
  onError?: (error: unknown) => void;
  /** How long a request waits for a render before the route answers it instead. */
  waitMs?: number;
  /** The clock the retry window is measured on (a test passes its own). */
  now?: () => number;
}) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const failedUntil = new Map<string, number>();
  let bytes = 0;

  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
  };

  const set = (key: string, page: CachedPage) => {
    remove(key);
    if (sizeOf(page) > maxBytes) return;
    pages.set(key, page);
    bytes += sizeOf(page);
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const failed = (flight: string) => {
    const at = now();
    for (const [key, until] of failedUntil) if (until <= at) failedUntil.delete(key);
    failedUntil.set(flight, at + retryAfterMs);
  };

  return {
    /** The page for `key` if it was rendered from data with this fingerprint. */
    get(key: string, fingerprint: string): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.fingerprint !== fingerprint) {
        remove(key);
        return null;
      }
      pages.delete(key);
      pages.set(key, page); // most recently used last
      return page;
    },
    set,
    delete: remove,
    /**
     * One render per key and fingerprint at a time. Null (the route answers instead) when the render
     * gave no page (not a 200) or failed (reported to `onError`), and for `retryAfterMs` after that.
     */
    renderOnce(
      key: string,
      fingerprint: string,
      render: () => Promise<{ html: string; nonce: string } | null>,
    ): Promise<CachedPage | null> {
      const flight = `${key}\n${fingerprint}`;
      const running = rendering.get(flight);
      if (running) return within(running, waitMs);
      if ((failedUntil.get(flight) ?? 0) > now()) return Promise.resolve(null);
      const promise = render()
        .then(async (rendered) => {
          if (!rendered) {
            failed(flight);
            return null;
          }
          const page = await compressPage(cachedPage(fingerprint, rendered.html, rendered.nonce));
          set(key, page);
          return page;
        })
        .catch((error: unknown) => {
          failed(flight);
          onError(error);
          return null;
        })
        .finally(() => rendering.delete(flight));
      rendering.set(flight, promise);
      return within(promise, waitMs);
    },
    stats: () => ({ pages: pages.size, bytes, failing: failedUntil.size }),
  };
}

/** The render's page, or null once `ms` have passed without it (the render itself goes on). */
function within(render: Promise<CachedPage | null>, ms: number): Promise<CachedPage | null> {
  if (!Number.isFinite(ms)) return render;
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([render, gaveUp]).finally(() => clearTimeout(timer));
}

/*
 * The render request's marks. The secret is derived from NEXTAUTH_SECRET, so it is the same in every
 * process of one deployment (a render that lands on a sibling process behind the same port is still
 * recognised) and never sent to a browser. The nonce header tells the proxy which nonce to render with.
 */
export const RENDER_HEADER = "x-page-cache-render";
export const RENDER_NONCE_HEADER = "x-page-cache-nonce";

/** The render requests' secret, derived from the deployment's NEXTAUTH_SECRET. */
export function renderSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("page-cache-render").digest("base64url");
}

/** Whether the request says it is a cache render at all: such a request never consults the cache. */
export function hasRenderHeader(headers: Headers): boolean {
  return headers.has(RENDER_HEADER);
}

/** The nonce a genuine cache render asked for; null for any other request (a forged header included). */
export function cacheRenderNonce(headers: Headers, secret: string): string | null {
  const given = Buffer.from(headers.get(RENDER_HEADER) ?? "");
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const nonce = headers.get(RENDER_NONCE_HEADER) ?? "";
  return /^[A-Za-z0-9+/=_-]{16,128}$/.test(nonce) ? nonce : null;
}

/**
 * The page at `pathname` as Next renders it for a visitor without cookies, fetched from this same
 * server (`origin`: where it listens), under a nonce of its own. The user agent is one Next renders
 * metadata for in <head> (next.config.ts htmlLimitedBots), as link previews need. Null unless it
 * answered 200 with HTML; throws when the server cannot be reached or takes longer than `timeoutMs`.
 */
export async function renderThroughServer(
  origin: string,
  pathname: string,
  { secret, timeoutMs = 5_000 }: { secret: string; timeoutMs?: number },
): Promise<{ html: string; nonce: string } | null> {
  const nonce = newNonce();
  const response = await fetch(new URL(pathname, origin), {
    headers: {
      [RENDER_HEADER]: secret,
      [RENDER_NONCE_HEADER]: nonce,
      "accept-encoding": "identity",
      accept: "text/html",
      "user-agent": PAGE_CACHE_USER_AGENT,
    },
    redirect: "manual",
    cache: "no-store",
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) {
    await response.body?.cancel();
    return null;
  }
  return { html: await response.text(), nonce };
}
