import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "~/server/api/root";
import { IMPORT_MAX_BASE64, IMPORT_TOO_LARGE_MESSAGE } from "~/features/clients/server";
import { bearerToken, createContextFromHeaders } from "~/server/auth/session";
import { BODY_LIMIT_BYTES, BodyRefusal, readLimitedJsonText } from "~/server/http/body-limit";
import { CROSS_ORIGIN_MESSAGE, sameOrigin } from "~/server/http/origin";
import { unavailableMessage } from "~/server/internal-errors";
import { IMPORT_PROCEDURE, isAuthProcedure, MAX_BATCH_CALLS } from "~/trpc/batching";

const JSON_ONLY_MESSAGE = "Envie os dados como JSON (Content-Type: application/json).";
const TOO_MANY_CALLS_MESSAGE = `Envie no máximo ${MAX_BATCH_CALLS} chamadas por requisição.`;
const UNBATCHABLE_MESSAGE =
  "Login, cadastro e senha não podem ir em lote com outras chamadas: envie cada um em sua própria requisição.";

/**
 * A batch may not carry more than MAX_BATCH_CALLS calls (one request could otherwise start 50
 * password checks), and no `auth.*` call goes in a batch with others: each login is its own request,
 * counted and cancelled on its own.
 */
function batchProblem(url: URL): { code: TRPCError["code"]; message: string } | null {
  if (url.searchParams.get("batch") !== "1") return null;
  const segment = url.pathname.split("/").pop() ?? "";
  let paths: string[];
  try {
    paths = decodeURIComponent(segment).split(",");
  } catch {
    return null; // tRPC answers a malformed path itself (400)
  }
  if (paths.length > MAX_BATCH_CALLS) return { code: "PAYLOAD_TOO_LARGE", message: TOO_MANY_CALLS_MESSAGE };
  if (paths.length > 1 && paths.some(isAuthProcedure)) return { code: "BAD_REQUEST", message: UNBATCHABLE_MESSAGE };
  return null;
}

/**
 * 1 MB of JSON, except a call of clients.import alone: the spreadsheet travels in base64 inside it,
 * up to the import's own limit (IMPORT_MAX_BASE64, the number the dialog and the input schema use).
 */
function bodyLimit(url: URL): number {
  return isImport(url) ? Math.max(BODY_LIMIT_BYTES, IMPORT_MAX_BASE64 + 64 * 1024) : BODY_LIMIT_BYTES;
}

const isImport = (url: URL) => url.pathname.split("/").pop() === IMPORT_PROCEDURE;

/**
 * What a request must show before anything reads its body: a batch within the limits above; for a
 * POST (every mutation), our own origin unless it carries a Bearer token, a JSON content type (a
 * form post is how a cross-site page would try), and at most 1 MB of reasonably nested JSON.
 * Returns the request to serve, or the refusal.
 */
async function admit(req: Request): Promise<{ req: Request; refusal: TRPCError | null }> {
  const refuse = (code: TRPCError["code"], message: string) => ({
    // tRPC answers the refusal in its own shape (batch or not); neither body nor input is read.
    req:
      req.method === "POST"
        ? new Request(req.url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })
        : new Request(withoutInput(req.url)),
    refusal: new TRPCError({ code, message }),
  });
  const problem = batchProblem(new URL(req.url));
  if (problem) return refuse(problem.code, problem.message);
  if (req.method !== "POST") return { req, refusal: null };
  if (!bearerToken(req.headers) && !sameOrigin(req.headers, req.url)) return refuse("FORBIDDEN", CROSS_ORIGIN_MESSAGE);
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return refuse("UNSUPPORTED_MEDIA_TYPE", JSON_ONLY_MESSAGE);
  try {
    const body = await readLimitedJsonText(req, bodyLimit(new URL(req.url)));
    return { req: new Request(req.url, { method: "POST", headers: req.headers, body }), refusal: null };
  } catch (error) {
    // A spreadsheet past the body's ceiling is refused in the dialog's and the schema's words (one limit, one message).
    if (error instanceof BodyRefusal && error.status === 413 && isImport(new URL(req.url)))
      return refuse("PAYLOAD_TOO_LARGE", IMPORT_TOO_LARGE_MESSAGE);
    if (error instanceof BodyRefusal)
      return refuse(error.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", error.message);
    throw error;
  }
}

function withoutInput(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete("input");
  return parsed.toString();
}

async function createContext(incoming: Request) {
  try {
    return await createContextFromHeaders(incoming.headers, incoming.signal);
  } catch (error) {
    const unavailable = unavailableMessage(error);
    if (unavailable) throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: unavailable, cause: error });
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
      return createContext(incoming);
    },
    // Signed-in answers carry private data: no browser or shared cache may keep them.
    responseMeta: ({ ctx }) => (ctx?.session ? { headers: { "cache-control": "private, no-store" } } : {}),
  });
}

export { handler as GET, handler as POST };
