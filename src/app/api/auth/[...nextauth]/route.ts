import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "~/server/auth/config";
import { env } from "~/env";
import { withUsableCallbackUrl } from "~/server/auth/redirect";
import { withRequestSignal } from "~/server/auth/request-signal";
import { BodyRefusal, readLimitedBody } from "~/server/http/body-limit";

const handler = NextAuth(authOptions);

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth reads the whole form itself: the body limit (413 past 1 MB) applies first. */
async function POST(req: NextRequest, context: RouteContext) {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readLimitedBody(req);
  } catch (error) {
    if (error instanceof BodyRefusal)
      return Response.json(
        { error: error.message },
        { status: error.status, headers: { "cache-control": "no-store" } },
      );
    throw error;
  }
  const copy = new NextRequest(usableUrl(req), { method: "POST", headers: req.headers, body });
  return withRequestSignal(req.signal, () => handler(copy, context));
}

/** An unusable `?callbackUrl=` (next-auth answers 500 to it) becomes our origin. */
function usableUrl(req: NextRequest): string {
  return withUsableCallbackUrl(req.url, new URL(env.NEXTAUTH_URL).origin);
}

/**
 * The callback-url cookie is not handled here: next-auth reads cookies from the request itself
 * (next/headers), which src/proxy.ts forwards without an unusable one.
 */
function GET(req: NextRequest, context: RouteContext) {
  const url = usableUrl(req);
  if (url === req.url) return handler(req, context);
  return handler(new NextRequest(url, { headers: req.headers, signal: req.signal }), context);
}

export { GET, POST };
