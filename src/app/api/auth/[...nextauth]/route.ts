import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "~/server/auth/config";
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
  const copy = new NextRequest(req.url, { method: "POST", headers: req.headers, body: body as BufferSource });
  return withRequestSignal(req.signal, () => handler(copy, context));
}

export { handler as GET, POST };
