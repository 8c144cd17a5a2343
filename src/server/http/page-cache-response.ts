import { NextResponse, type NextRequest } from "next/server";
import { hasRenderHeader, type CachedPage } from "~/platform/page-cache";
import { contentSecurityPolicy, HSTS, PERMISSIONS_POLICY } from "./security-headers";

// The proxy's side of the page cache (src/platform/page-cache.ts): which requests it may answer,
// and the answer itself with this app's security headers.

/** A browser's document request (not Next's RSC fetch of the same address, not a cache render). */
export function isDocumentRequest(request: NextRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD")
    && !request.headers.has("rsc")
    && !request.headers.has("next-router-prefetch")
    && !request.nextUrl.searchParams.has("_rsc")
    && !hasRenderHeader(request.headers);
}

/**
 * A cached page's answer: its HTML (Next compresses it), its scripts by hash, and, as for a page
 * rendered per request, never stored by the browser (a revoked link must not linger in its cache).
 */
export function pageResponse(request: NextRequest, page: CachedPage, { https }: { https: boolean }): NextResponse {
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
    "content-security-policy": contentSecurityPolicy(null, { https, scriptHashes: page.scriptHashes }),
    "permissions-policy": PERMISSIONS_POLICY,
  });
  if (https) headers.set("strict-transport-security", HSTS);
  return new NextResponse(request.method === "HEAD" ? null : page.html, { status: 200, headers });
}
