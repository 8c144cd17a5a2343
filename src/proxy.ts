import { NextResponse, type NextRequest } from "next/server";
import { env } from "~/env";
import { contentSecurityPolicy, HSTS, newNonce, NONCE_HEADER, PERMISSIONS_POLICY } from "~/server/http/security-headers";

// Next.js 16's request proxy (the file once called middleware.ts): a fresh CSP nonce per request,
// handed to the render through the request headers, and the policy headers on the answer. It
// decides nothing about sessions; the procedures and pages do.

/** https as the browser saw it: our own TLS, or the proxy's X-Forwarded-Proto. */
function servedOverHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const https = servedOverHttps(request);
  const csp = contentSecurityPolicy(nonce, { dev: env.NODE_ENV === "development", https });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
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
