import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES, sessionFromHeaders } from "~/server/auth/session";

/*
 * Only "/": the login page is static, so an anonymous visitor gets prerendered HTML with no session
 * lookup. A request that carries a session cookie is resolved here (JWT + database, like any signed-in
 * page) and a live session goes straight to /dashboard; a stale cookie falls through to the login.
 */
export async function proxy(request: NextRequest) {
  const hasSessionCookie = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
  if (!hasSessionCookie) return NextResponse.next();
  const { session } = await sessionFromHeaders(request.headers);
  if (session) return NextResponse.redirect(new URL("/dashboard", request.url));
  return NextResponse.next();
}

export const config = { matcher: ["/"] };
