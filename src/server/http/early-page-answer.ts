import type { IncomingMessage } from "node:http";
import type { EarlyAnswer } from "~/platform/http-server";
import { RENDER_HEADER, type CachedPage } from "~/platform/page-cache";
import { isFlightRequest, writeCachedPage, type PageRequest } from "./page-cache-response";

/*
 * The page cache's pages answered as the request arrives, before Next.js routes it (docs/speed.md):
 * the same answer the proxy gives them (src/proxy.ts: the one fingerprint query, the precompressed
 * bytes, the ETag and 304, the page's own CSP), without the cost of Next's routing, its proxy
 * invocation and the Request objects it builds for it, which made a cached page cost about as much
 * server time as /api/health. Anything else, or anything this cannot answer (a page not in the cache,
 * a link gone, the database marked down, an error), goes on to Next exactly as before.
 */

type Options = {
  /** The cached page at this path, or null when the path is not one the cache keeps. */
  pageAt: (pathname: string) => Promise<CachedPage | null> | null;
  /** Whether the database is marked down: the proxy's own 503 answers then. */
  databaseDown: () => boolean;
  /** The request's id headers (the id it brought when we accept it, otherwise a new one). */
  idHeaders: (request: IncomingMessage) => Record<string, string>;
};

export function createEarlyPageAnswer({ pageAt, databaseDown, idHeaders }: Options): EarlyAnswer {
  return (request, response) => {
    if (!isDocumentRequest(request) || databaseDown()) return false;
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    const page = pageAt(pathname);
    if (!page) return false;
    return page.then((cached) => {
      if (!cached || response.headersSent) return false;
      return writeCachedPage(pageRequest(request), cached, {
        https: servedOverHttps(request),
        extraHeaders: idHeaders(request),
        response,
      });
    });
  };
}

/** A browser's GET or HEAD of the page: not Next's RSC fetch of it, not a cache render. */
function isDocumentRequest(request: IncomingMessage): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !isFlightRequest(request) &&
    request.headers[RENDER_HEADER] === undefined
  );
}

/** https as the browser saw it: our own TLS, or the load balancer's X-Forwarded-Proto. */
function servedOverHttps(request: IncomingMessage): boolean {
  const forwarded = request.headers["x-forwarded-proto"];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return proto === "https" || ("encrypted" in request.socket && request.socket.encrypted === true);
}

function pageRequest(request: IncomingMessage): PageRequest {
  return {
    method: request.method ?? "GET",
    headers: {
      get: (name) => {
        const value = request.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(", ") : (value ?? null);
      },
    },
  };
}
