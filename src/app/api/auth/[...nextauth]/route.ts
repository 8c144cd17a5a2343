import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "~/server/auth/config";
import { env } from "~/env";
import { withUsableCallbackCookie, withUsableCallbackUrl } from "~/server/auth/redirect";
import { withRequestSignal } from "~/server/auth/request-signal";
import { BodyRefusal, readLimitedBody } from "~/server/http/body-limit";

const handler = NextAuth(authOptions);

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth reads the whole form itself: the body limit (413 past 1 MB) applies first. */
async function POST(req: NextRequest, context: RouteContext) {
  let body: Uint8Array;
  try {
    body = await readLimitedBody(req);
  } catch (error) {
    if (error instanceof BodyRefusal) return Response.json({ error: error.message }, { status: error.status, headers: { "cache-control": "no-store" } });
    throw error;
  }
  const copy = new NextRequest(usableUrl(req), { method: "POST", headers: usableHeaders(req), body: body as BufferSource });
  return withRequestSignal(req.signal, () => handler(copy, context));
}

/** An unusable `?callbackUrl=` (next-auth answers 500 to it) becomes our origin. */
function usableUrl(req: NextRequest): string {
  return withUsableCallbackUrl(req.url, new URL(env.NEXTAUTH_URL).origin);
}

/** An unusable callback-url cookie (the same 500) is dropped. */
function usableHeaders(req: NextRequest): Headers {
  const cookie = req.headers.get("cookie");
  const usable = withUsableCallbackCookie(cookie, new URL(env.NEXTAUTH_URL).origin);
  if (usable === cookie) return req.headers;
  const headers = new Headers(req.headers);
  if (usable) headers.set("cookie", usable);
  else headers.delete("cookie");
  return headers;
}

function GET(req: NextRequest, context: RouteContext) {
  const url = usableUrl(req);
  const headers = usableHeaders(req);
  if (url === req.url && headers === req.headers) return handler(req, context);
  return handler(new NextRequest(url, { headers, signal: req.signal }), context);
}

export { GET, POST };
