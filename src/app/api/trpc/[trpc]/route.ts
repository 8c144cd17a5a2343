import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "~/server/api/root";
import { bearerToken, createContextFromHeaders } from "~/server/auth/session";
import { BodyRefusal, readLimitedJsonText } from "~/server/http/body-limit";
import { CROSS_ORIGIN_MESSAGE, sameOrigin } from "~/server/http/origin";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "~/server/internal-errors";

const JSON_ONLY_MESSAGE = "Envie os dados como JSON (Content-Type: application/json).";

/**
 * What a POST (every mutation) must show before anything reads its body: our own origin unless it
 * carries a Bearer token, a JSON content type (a form post is how a cross-site page would try),
 * and at most 1 MB of reasonably nested JSON. Returns the request to serve, or the refusal.
 */
async function admit(req: Request): Promise<{ req: Request; refusal: TRPCError | null }> {
  if (req.method !== "POST") return { req, refusal: null };
  const refuse = (code: TRPCError["code"], message: string) => ({
    // tRPC answers the refusal in its own shape (batch or not); the body is never read.
    req: new Request(req.url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    refusal: new TRPCError({ code, message }),
  });
  if (!bearerToken(req.headers) && !sameOrigin(req.headers, req.url)) return refuse("FORBIDDEN", CROSS_ORIGIN_MESSAGE);
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return refuse("UNSUPPORTED_MEDIA_TYPE", JSON_ONLY_MESSAGE);
  try {
    const body = await readLimitedJsonText(req);
    return { req: new Request(req.url, { method: "POST", headers: req.headers, body }), refusal: null };
  } catch (error) {
    if (error instanceof BodyRefusal) return refuse(error.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", error.message);
    throw error;
  }
}

async function createContext(headers: Headers) {
  try {
    return await createContextFromHeaders(headers);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE_MESSAGE, cause: error });
    throw error;
  }
}

async function handler(incoming: Request) {
  const { req, refusal } = await admit(incoming);
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => {
      if (refusal) throw refusal;
      return createContext(incoming.headers);
    },
    // Signed-in answers carry private data: no browser or shared cache may keep them.
    responseMeta: ({ ctx }) => (ctx?.session ? { headers: { "cache-control": "private, no-store" } } : {}),
  });
}

export { handler as GET, handler as POST };
