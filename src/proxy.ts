import { NextResponse, type NextRequest } from "next/server";
import { env } from "~/env";
import { SESSION_COOKIE_NAMES, sessionFromHeaders } from "~/server/auth/session";
import { databaseMarkedDown, markDatabaseUp } from "~/server/database-state";
import { probeDatabase } from "~/server/database-probe";
import { contentSecurityPolicy, HSTS, newNonce, NONCE_HEADER, PERMISSIONS_POLICY } from "~/server/http/security-headers";
import { cachedPublicPage, PUBLIC_PAGE_PATH } from "~/features/proposals/public-page-cache";
import { type CachedPage, isCacheRender, notModified } from "~/server/http/page-cache";
import { prerenderedScriptHashes } from "~/server/http/static-pages";
import { unavailablePage } from "~/server/http/unavailable-page";

// Next.js 16's request proxy (the file once called middleware.ts): a fresh CSP nonce per request,
// handed to the render through the request headers, and the policy headers on the answer. It
// decides nothing about sessions; the procedures and pages do.

/** https as the browser saw it: our own TLS, or the proxy's X-Forwarded-Proto. */
function servedOverHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/** A page (not an API, not a built asset) asked for by a browser. */
function isPage(request: NextRequest): boolean {
  return request.method === "GET" && !request.nextUrl.pathname.startsWith("/api/");
}

/** A browser's document request (not Next's RSC fetch of the same address). */
function isDocumentRequest(request: NextRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !request.headers.has("rsc") && !request.headers.has("next-router-prefetch") && !request.nextUrl.searchParams.has("_rsc");
}

/** A cached page's answer: its HTML (Next compresses it), its scripts by hash, 304 on its ETag. */
function cachedPageResponse(request: NextRequest, page: CachedPage, https: boolean): NextResponse {
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    // Each visit asks again (a revoked link must not linger); an unchanged page costs a 304.
    "cache-control": "private, no-cache",
    etag: page.etag,
    vary: "Accept-Encoding",
    "content-security-policy": contentSecurityPolicy(null, { https, scriptHashes: page.scriptHashes }),
    "permissions-policy": PERMISSIONS_POLICY,
  });
  if (https) headers.set("strict-transport-security", HSTS);
  if (notModified(page, request.headers.get("if-none-match"))) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(request.method === "HEAD" ? null : page.html, { status: 200, headers });
}

export async function proxy(request: NextRequest) {
  // While the database is away, pages answer 503 at once (no render that would hang or crash); the
  // server notices by itself when it is back (one probe a second) and serves pages again.
  if (databaseMarkedDown() && isPage(request)) {
    if (await probeDatabase()) markDatabaseUp();
    else {
      return new NextResponse(unavailablePage(request.nextUrl.pathname + request.nextUrl.search), {
        status: 503,
        headers: {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-store",
          "retry-after": "5",
          "content-security-policy": contentSecurityPolicy(newNonce(), { https: servedOverHttps(request) }),
          "permissions-policy": PERMISSIONS_POLICY,
        },
      });
    }
  }
  // "/" with a live session goes straight to /dashboard (the login page itself needs no lookup).
  if (request.nextUrl.pathname === "/" && SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
    const { session } = await sessionFromHeaders(request.headers).catch(() => ({ session: null }));
    if (session) return NextResponse.redirect(new URL("/dashboard", request.url));
  }
  const https = servedOverHttps(request);
  // The public proposal is the same HTML for every visitor: from the page cache while its data is
  // unchanged (src/features/proposals/public-page-cache.ts). The cache's own render request, and any
  // link the cache does not hold (unknown, revoked), go on to the route.
  const cacheRender = isCacheRender(request.headers);
  const publicToken = env.NODE_ENV === "production" && !cacheRender && isDocumentRequest(request) ? PUBLIC_PAGE_PATH.exec(request.nextUrl.pathname)?.[1] : undefined;
  if (publicToken) {
    // Should the check itself fail (database away), the route answers as it would without the cache.
    const page = await cachedPublicPage(publicToken).catch(() => null);
    if (page) return cachedPageResponse(request, page, https);
  }
  // A prerendered page is a file written at build time: its own inline scripts, by hash, and no nonce.
  // Any other page gets a fresh nonce, plus the hashes of the prerendered 404 page, which Next serves
  // for an address no route matches.
  const prerendered = env.NODE_ENV === "production" && isPage(request) ? prerenderedScriptHashes(request.nextUrl.pathname) : null;
  // The cache's render gets no nonce at all: its HTML will be served under a policy listing its hashes.
  const nonce = prerendered || cacheRender ? null : newNonce();
  const notFoundHashes = env.NODE_ENV === "production" ? (prerenderedScriptHashes("notFound") ?? []) : [];
  const csp = contentSecurityPolicy(nonce, { dev: env.NODE_ENV === "development", https, scriptHashes: prerendered ?? notFoundHashes });
  const requestHeaders = new Headers(request.headers);
  if (nonce) requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  response.headers.set("permissions-policy", PERMISSIONS_POLICY);
  if (https) response.headers.set("strict-transport-security", HSTS);
  return response;
}

export const config = {
  // Built assets are immutable files with no HTML to protect; everything else passes here.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
