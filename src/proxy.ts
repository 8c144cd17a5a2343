import { NextResponse, type NextRequest } from "next/server";
import { env } from "~/env";
import { SESSION_COOKIE_NAMES, sessionFromHeaders } from "~/server/auth/session";
import { databaseMarkedDown, markDatabaseUp } from "~/platform/database-state";
import { probeDatabase } from "~/platform/database-probe";
import {
  contentSecurityPolicy,
  HSTS,
  newNonce,
  NONCE_HEADER,
  PERMISSIONS_POLICY,
} from "~/server/http/security-headers";
import {
  cachedOgCard,
  CACHED_PUBLIC_PATH,
  cachedPublicPage,
  cachedVerifyPage,
  lookUpPublicOgCard,
  OG_CACHE_CONTROL,
  PUBLIC_OG_PATH,
  PUBLIC_PAGE_PATH,
  publicPageRenderNonce,
  PUBLIC_LINK_TOKEN_HEADER,
  VERIFY_PAGE_PATH,
} from "~/features/proposals/server";
import { RENDER_HEADER, RENDER_NONCE_HEADER } from "~/platform/page-cache";
import { isDocumentRequest, pageResponse, writeCachedPage } from "~/server/http/page-cache-response";
import { createOgCardAnswer } from "~/server/http/og-card-answer";
import { createEarlyPageAnswer } from "~/server/http/early-page-answer";
import { setEarlyAnswer } from "~/platform/http-server";
import { db } from "~/platform/db";
import { prerenderedScriptHashes } from "~/server/http/static-pages";
import { unavailablePage } from "~/server/http/unavailable-page";
import { acceptRequestId, adoptRequestId, REQUEST_ID_HEADER } from "~/platform/request-scope";
import { withUsableCallbackCookie } from "~/server/auth/redirect";
import { hasMalformedEscape, MALFORMED_PATH_MESSAGE } from "~/lib/url-path";

// Next.js 16's request proxy (the file once called middleware.ts): the request id, a fresh CSP
// nonce per request, handed to the render through the request headers, and the policy headers on
// the answer. It decides nothing about sessions; the procedures and pages do.

/** https as the browser saw it: our own TLS, or the proxy's X-Forwarded-Proto. */
function servedOverHttps(request: NextRequest): boolean {
  return (
    request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  );
}

/** A page (not an API, not a built asset) asked for by a browser. */
function isPage(request: NextRequest): boolean {
  return request.method === "GET" && !request.nextUrl.pathname.startsWith("/api/");
}

const FILES_CSP = "default-src 'none'; sandbox";

const answerOgCard = createOgCardAnswer({ lookUp: (token) => lookUpPublicOgCard(db, token), cached: cachedOgCard });

/** The page cache's page at a path (the proposal, its month table, the PDF check); null for any other path. */
function cachedPageAt(pathname: string) {
  const link = CACHED_PUBLIC_PATH.exec(pathname);
  if (link?.[1]) return cachedPublicPage(link[1], link[2] === "/meses" ? "/meses" : "");
  return pathname === VERIFY_PAGE_PATH ? cachedVerifyPage() : null;
}

// The same pages answered before Next routes the request, from the first request this bundle sees on
// (src/server/http/early-page-answer.ts); what they do not answer comes here as before.
if (env.NODE_ENV === "production")
  setEarlyAnswer(
    createEarlyPageAnswer({
      pageAt: cachedPageAt,
      databaseDown: databaseMarkedDown,
      idHeaders: (request) => {
        const requestId = acceptRequestId(request.headers[REQUEST_ID_HEADER]);
        adoptRequestId(requestId);
        return idHeaders(requestId);
      },
    }),
  );

/**
 * Every request's id: the load balancer's X-Request-Id when it is one we accept, otherwise a new one.
 * Forwarded to the app on the request (the 500 message shows it), sent back on the answer (the access
 * line reads it there, src/platform/http-server.ts), and on every log line of the request.
 */
export async function proxy(request: NextRequest) {
  const requestId = acceptRequestId(request.headers.get(REQUEST_ID_HEADER));
  adoptRequestId(requestId);
  const response = await answer(request, requestId);
  const ids = idHeaders(requestId);
  response.headers.set(REQUEST_ID_HEADER, ids[REQUEST_ID_HEADER]!);
  response.headers.append("server-timing", ids["server-timing"]!);
  return response;
}

/**
 * The id on the answer, and the same id where the page's own script can read it
 * (PerformanceNavigationTiming.serverTiming): a page that fails shows it as the code to give support
 * (src/components/support-code.ts).
 */
function idHeaders(requestId: string): Record<string, string> {
  return { [REQUEST_ID_HEADER]: requestId, "server-timing": `request;desc="${requestId}"` };
}

/**
 * The request's headers as the app receives them: with its id (replacing one we did not accept), and
 * without a next-auth callback-url cookie that is not a path or an address of ours. next-auth reads
 * cookies from the request as forwarded from here (next/headers' cookies()), not from any copy a
 * route handler makes, and answers 500 to such a cookie ("http://localhost:3402.evil.example/",
 * "javascript:…", "%") before any of our code runs; it then sets a good one on its answer.
 */
function forwardedHeaders(request: NextRequest, requestId: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const cookie = headers.get("cookie");
  const usable = withUsableCallbackCookie(cookie, new URL(env.NEXTAUTH_URL).origin);
  if (usable !== cookie) {
    if (usable) headers.set("cookie", usable);
    else headers.delete("cookie");
  }
  return headers;
}

/** A path with a percent-escape that decodes to no character: 400 here, before any route decodes it. */
function malformedPath(request: NextRequest): NextResponse {
  const headers = {
    "cache-control": "no-store",
    "content-security-policy": contentSecurityPolicy(newNonce(), { https: servedOverHttps(request) }),
    "permissions-policy": PERMISSIONS_POLICY,
  };
  if (request.nextUrl.pathname.startsWith("/api/"))
    return NextResponse.json({ error: MALFORMED_PATH_MESSAGE, code: "VALIDATION" }, { status: 400, headers });
  return new NextResponse(MALFORMED_PATH_MESSAGE, {
    status: 400,
    headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
  });
}

async function answer(request: NextRequest, requestId: string): Promise<NextResponse> {
  if (hasMalformedEscape(request.nextUrl.pathname)) return malformedPath(request);
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
  // Uploaded files are images, never pages: their own policy (features/uploads/serve.ts sets the same),
  // not the page's, which would otherwise replace it on the way out.
  if (request.nextUrl.pathname.startsWith("/api/files/")) {
    const response = NextResponse.next({ request: { headers: forwardedHeaders(request, requestId) } });
    response.headers.set("content-security-policy", FILES_CSP);
    response.headers.set("permissions-policy", PERMISSIONS_POLICY);
    if (https) response.headers.set("strict-transport-security", HSTS);
    return response;
  }
  // The public proposal is the same HTML for every visitor: from the page cache while its data is
  // unchanged (src/features/proposals/link/public-page-cache.ts). Any link the cache does not answer
  // (unknown, revoked, a failed render) goes on to the route, as does the cache's own render request.
  const publicPage =
    env.NODE_ENV === "production" && isDocumentRequest(request)
      ? CACHED_PUBLIC_PATH.exec(request.nextUrl.pathname)
      : null;
  const verifyPage =
    env.NODE_ENV === "production" && request.nextUrl.pathname === VERIFY_PAGE_PATH && isDocumentRequest(request);
  if (publicPage?.[1] || verifyPage) {
    const page = await cachedPageAt(request.nextUrl.pathname);
    // Written compressed straight to the socket's response (Next would gzip it again per request);
    // Next then sees the answer finished and leaves it. Outside Node's server (tests): a NextResponse.
    if (page && writeCachedPage(request, page, { https, extraHeaders: idHeaders(requestId) }))
      return new NextResponse(null);
    if (page) return pageResponse(request, page, { https });
  }
  // The link's og card, once rendered and cached for what the link shows now, is answered here as
  // the page is; a burst of first asks sends one of them to the route (src/server/http/og-card-answer.ts).
  const ogToken =
    request.method === "GET" || request.method === "HEAD"
      ? PUBLIC_OG_PATH.exec(request.nextUrl.pathname)?.[1]
      : undefined;
  if (
    ogToken &&
    (await answerOgCard(request, ogToken, {
      https,
      cacheControl: OG_CACHE_CONTROL,
      extraHeaders: idHeaders(requestId),
    }))
  )
    return new NextResponse(null);
  // A prerendered page is a file written at build time: its own inline scripts, by hash, and no nonce.
  // Any other page gets a fresh nonce, plus the hashes of the prerendered 404 page, which Next serves
  // for an address no route matches.
  const prerendered =
    env.NODE_ENV === "production" && isPage(request) ? prerenderedScriptHashes(request.nextUrl.pathname) : null;
  // The cache's render brings its own nonce: the page cache then allows exactly the scripts that
  // carried it, by hash, and serves the HTML without it.
  const nonce = prerendered ? null : (publicPageRenderNonce(request.headers) ?? newNonce());
  const notFoundHashes = env.NODE_ENV === "production" ? (prerenderedScriptHashes("notFound") ?? []) : [];
  const csp = contentSecurityPolicy(nonce, {
    dev: env.NODE_ENV === "development",
    https,
    scriptHashes: prerendered ?? notFoundHashes,
  });
  const requestHeaders = forwardedHeaders(request, requestId);
  requestHeaders.delete(RENDER_HEADER);
  requestHeaders.delete(RENDER_NONCE_HEADER);
  // The public link's 404 page gets no params: it reads the token here to show a revoked link's brand.
  requestHeaders.delete(PUBLIC_LINK_TOKEN_HEADER);
  const linkToken = PUBLIC_PAGE_PATH.exec(request.nextUrl.pathname)?.[1];
  if (linkToken) requestHeaders.set(PUBLIC_LINK_TOKEN_HEADER, linkToken);
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
