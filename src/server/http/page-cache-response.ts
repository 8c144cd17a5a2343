import type { IncomingMessage, ServerResponse } from "node:http";
import { NextResponse, type NextRequest } from "next/server";
import { holdsEtag } from "~/lib/etag";
import { hasRenderHeader, preferredEncoding, type CachedPage } from "~/platform/page-cache";
import { currentRawResponse } from "~/platform/raw-response";
import { EVERY_ANSWER_HEADERS, PUBLIC_ANSWER_HEADERS } from "~/platform/route-headers";
import { contentSecurityPolicy, HSTS, PERMISSIONS_POLICY } from "./security-headers";

// The proxy's side of the page cache (src/platform/page-cache.ts): which requests it may answer,
// and the answer itself with this app's security headers.

/**
 * A browser's document request (not Next's RSC fetch of the same address, not a cache render). Next
 * strips its RSC headers and `_rsc` from the request the proxy sees, so they are read on the Node
 * request itself when there is one (`raw`: the server's response, whose `req` it is).
 */
export function isDocumentRequest(request: NextRequest, raw: ServerResponse | null = currentRawResponse()): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.headers.has("rsc") &&
    !request.headers.has("next-router-prefetch") &&
    !request.nextUrl.searchParams.has("_rsc") &&
    !isFlightRequest(raw?.req) &&
    !hasRenderHeader(request.headers)
  );
}

/** Next's RSC fetch or prefetch of a page, read on the Node request itself. */
export function isFlightRequest(req: IncomingMessage | undefined): boolean {
  if (!req) return false;
  return (
    req.headers.rsc !== undefined ||
    req.headers["next-router-prefetch"] !== undefined ||
    /[?&]_rsc(?:[=&]|$)/.test(req.url ?? "")
  );
}

/** What answering a cached page reads of a request: its method and headers (a NextRequest, or a Node request's). */
export type PageRequest = { method: string; headers: { get(name: string): string | null } };

/** Whether the browser already holds this very HTML (If-None-Match names its ETag). */
export function holdsPage(request: PageRequest, page: CachedPage): boolean {
  return holdsEtag(request.headers.get("if-none-match"), page.etag);
}

/*
 * Kept by the browser but checked with the server on every visit (no-cache): a revoked or changed
 * link is seen at once, and an unchanged one costs a 304 without a body. no-transform: the bytes are
 * compressed already, nothing on the way compresses them again.
 */
const CACHE_CONTROL = "private, no-cache, max-age=0, must-revalidate, no-transform";

/**
 * The page's stylesheets to preload, as a Link header. The stylesheet holds the first paint back:
 * named here, its request leaves with the answer's headers instead of after the HTML has come and
 * been read (on a phone's latency, one round trip before the first paint instead of two).
 */
export function preloadLinks(stylesheets: readonly string[]): string | null {
  return stylesheets.length > 0 ? stylesheets.map((href) => `<${href}>; rel=preload; as=style`).join(", ") : null;
}

/** The headers of a cached page's answer, whatever carries it. */
export function pageHeaders(page: CachedPage, { https }: { https: boolean }): Record<string, string> {
  const link = preloadLinks(page.stylesheets);
  return {
    ...EVERY_ANSWER_HEADERS,
    ...PUBLIC_ANSWER_HEADERS,
    "content-type": "text/html; charset=utf-8",
    "cache-control": CACHE_CONTROL,
    etag: page.etag,
    vary: "Accept-Encoding",
    "content-security-policy": contentSecurityPolicy(null, { https, scriptHashes: page.scriptHashes }),
    "permissions-policy": PERMISSIONS_POLICY,
    ...(https ? { "strict-transport-security": HSTS } : {}),
    ...(link ? { link } : {}),
  };
}

/**
 * A cached page's answer as a NextResponse: its HTML, its scripts by hash, its ETag (304 when the
 * browser holds it). Next compresses it on the way out; `writeCachedPage` is the way without that.
 */
export function pageResponse(request: NextRequest, page: CachedPage, { https }: { https: boolean }): NextResponse {
  const headers = new Headers(pageHeaders(page, { https }));
  if (holdsPage(request, page)) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(request.method === "HEAD" ? null : page.html, { status: 200, headers });
}

/**
 * Writes the cached page straight to the Node response (src/platform/raw-response.ts): the brotli
 * or gzip bytes made when it was cached, as the browser accepts, or a 304. False when there is no
 * such response to write to (the caller then answers with `pageResponse`).
 */
export function writeCachedPage(
  request: PageRequest,
  page: CachedPage,
  {
    https,
    extraHeaders = {},
    response = currentRawResponse(),
  }: { https: boolean; extraHeaders?: Record<string, string>; response?: ServerResponse | null },
): boolean {
  if (!response) return false;
  const headers: Record<string, string | number> = { ...pageHeaders(page, { https }), ...extraHeaders };
  if (holdsPage(request, page)) {
    response.writeHead(304, headers).end();
    return true;
  }
  const encoding = page.encoded ? preferredEncoding(request.headers.get("accept-encoding")) : null;
  const body = encoding && page.encoded ? page.encoded[encoding] : page.html;
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = body.length;
  response.writeHead(200, headers);
  if (request.method === "HEAD") response.end();
  else response.end(body);
  return true;
}

/**
 * A cached og card (the public link's WhatsApp preview) written straight to the Node response, with
 * the headers the og route gives it and this app's policy headers, or a 304 when the asker holds it.
 * False when there is no such response to write to (the request then goes on to the route).
 */
export function writeCachedCard(
  request: NextRequest,
  card: { bytes: Uint8Array; etag: string },
  {
    https,
    cacheControl,
    extraHeaders = {},
    response = currentRawResponse(),
  }: { https: boolean; cacheControl: string; extraHeaders?: Record<string, string>; response?: ServerResponse | null },
): boolean {
  if (!response) return false;
  const headers: Record<string, string | number> = {
    ...EVERY_ANSWER_HEADERS,
    ...PUBLIC_ANSWER_HEADERS,
    etag: card.etag,
    "cache-control": cacheControl,
    "content-security-policy": contentSecurityPolicy(null, { https }),
    "permissions-policy": PERMISSIONS_POLICY,
    ...(https ? { "strict-transport-security": HSTS } : {}),
    ...extraHeaders,
  };
  if (holdsEtag(request.headers.get("if-none-match"), card.etag)) {
    response.writeHead(304, headers).end();
    return true;
  }
  headers["content-type"] = "image/png";
  headers["content-length"] = card.bytes.byteLength;
  response.writeHead(200, headers);
  if (request.method === "HEAD") response.end();
  else response.end(card.bytes);
  return true;
}
