import { createHash, randomBytes } from "node:crypto";
import { inlineScriptHashes } from "./static-pages";

/*
 * Rendered pages kept in memory, for a page whose HTML is the same for every visitor and changes
 * only when its data does (the public proposal). The proxy answers a hit from here: no React render,
 * just the bytes (Next compresses them on the way out, as it does every answer: it drops a
 * Content-Encoding set by a proxy or a route, so they cannot be stored compressed). Each entry carries the fingerprint of the data it was rendered from;
 * the caller reads the current fingerprint on every request (one small query), so a change or a
 * revocation is seen by the very next request, on any app server.
 *
 * The HTML is rendered by Next itself, through a request to this same server marked with a secret
 * header, with no nonce in its policy: cached HTML is served to many visitors, so its inline scripts
 * are allowed by hash ('sha256-…'), the way the prerendered pages' are (static-pages.ts).
 */

export interface CachedPage {
  fingerprint: string;
  html: Uint8Array<ArrayBuffer>;
  etag: string;
  scriptHashes: string[];
}

const entryBytes = (page: CachedPage) => page.html.length;

/** A page's cached form: the HTML, its ETag and its inline-script hashes. */
export function cachedPage(fingerprint: string, html: string): CachedPage {
  const bytes = new TextEncoder().encode(html);
  return {
    fingerprint,
    html: bytes,
    etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(html),
  };
}

/** Whether If-None-Match names this page (a weak or strong match, or *). */
export function notModified(page: CachedPage, ifNoneMatch: string | null): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === page.etag || t === `W/${page.etag}`;
  });
}

/**
 * Least recently used pages up to `maxBytes` . A render asked for by
 * many requests at once runs once: the others wait for it (`renderOnce`).
 */
export function createPageCache({ maxBytes }: { maxBytes: number }) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;

  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= entryBytes(page);
  };

  const set = (key: string, page: CachedPage) => {
    remove(key);
    if (entryBytes(page) > maxBytes) return;
    pages.set(key, page);
    bytes += entryBytes(page);
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
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
    /** One render per key and fingerprint at a time; a null result (not a 200) is not kept. */
    renderOnce(key: string, fingerprint: string, render: () => Promise<string | null>): Promise<CachedPage | null> {
      const flight = `${key}\n${fingerprint}`;
      const running = rendering.get(flight);
      if (running) return running;
      const promise = render()
        .then((html) => {
          if (html === null) return null;
          const page = cachedPage(fingerprint, html);
          set(key, page);
          return page;
        })
        .finally(() => rendering.delete(flight));
      rendering.set(flight, promise);
      return promise;
    },
    stats: () => ({ pages: pages.size, bytes }),
  };
}

/** Marks this server's own render requests; new on every start, never sent to a browser. */
export const RENDER_HEADER = "x-page-cache-render";
const renderSecret = randomBytes(24).toString("base64url");

export function isCacheRender(headers: Headers): boolean {
  return headers.get(RENDER_HEADER) === renderSecret;
}

/**
 * The page at `pathname` as Next renders it for a visitor without cookies, fetched from this same
 * server (`origin`: where it listens). Null unless it answered 200 with HTML; throws when the server
 * cannot be reached or takes longer than `timeoutMs` (the visitor then gets the route's own render).
 */
export async function renderThroughServer(origin: string, pathname: string, { timeoutMs = 15_000 } = {}): Promise<string | null> {
  const response = await fetch(new URL(pathname, origin), {
    headers: { [RENDER_HEADER]: renderSecret, "accept-encoding": "identity", accept: "text/html", "user-agent": "page-cache" },
    redirect: "manual",
    cache: "no-store",
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) {
    await response.body?.cancel();
    return null;
  }
  return response.text();
}
