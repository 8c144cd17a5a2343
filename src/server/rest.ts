import "server-only";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { AppError } from "~/lib/errors";
import { fieldIssues } from "~/lib/zod-locale";
import { createCaller } from "~/server/api/root";
import { createContextFromHeaders } from "~/server/auth/session";
import { BodyRefusal, readLimitedJsonText } from "~/server/http/body-limit";
import { CROSS_ORIGIN_MESSAGE, sameOrigin } from "~/server/http/origin";
import { internalErrorMessage, logInternalError, unavailableMessage } from "~/server/internal-errors";
import { requestIdFrom } from "~/platform/request-scope";

// The documented /api paths are thin adapters over the tRPC procedures: the same context (cookie
// or Bearer), the same caller, errors mapped to HTTP status with a JSON body {error, ...}.

export type RestContext = Awaited<ReturnType<typeof createContextFromHeaders>>;
export type RestArgs = { req: Request; ctx: RestContext; caller: ReturnType<typeof createCaller> };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Answers may carry the caller's private data: never stored by a browser or a shared cache.
export function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "cache-control": "private, no-store" } });
}

/**
 * The request's JSON body within the body limit (413 past 1 MB, before parsing); malformed or
 * missing JSON answers 400 like a validation error.
 */
export async function readJson(req: Request): Promise<unknown> {
  const text = await readLimitedJsonText(req).catch((error: unknown) => {
    if (error instanceof BodyRefusal && error.status === 400) throw new AppError("VALIDATION", error.message);
    throw error;
  });
  try {
    const body: unknown = JSON.parse(text);
    return body;
  } catch {
    throw new AppError("VALIDATION", "O corpo da requisição deve ser JSON válido.");
  }
}

function errorBody(error: TRPCError | AppError): Record<string, unknown> {
  const cause = error instanceof AppError ? error : error.cause;
  if (cause instanceof ZodError) {
    const { fieldErrors, formErrors } = fieldIssues(cause);
    return { error: "Dados inválidos. Verifique os campos.", code: "VALIDATION", fieldErrors, formErrors };
  }
  if (cause instanceof AppError) {
    const details = cause.details && typeof cause.details === "object" ? cause.details : {};
    return { error: cause.message, code: cause.code, ...details };
  }
  return { error: error.message, code: error instanceof TRPCError ? error.code : "INTERNAL_SERVER_ERROR" };
}

/** The JSON answer for a failure; a 500 shows `requestId` (the request's X-Request-Id when known). */
export function errorResponse(error: unknown, requestId?: string): Response {
  if (error instanceof BodyRefusal)
    return json(error.status, {
      error: error.message,
      code: error.status === 413 ? "PAYLOAD_TOO_LARGE" : "VALIDATION",
    });
  if (error instanceof AppError) return json(error.status, errorBody(error));
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    return json(getHTTPStatusCodeFromError(error), errorBody(error));
  }
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  const unavailable = unavailableMessage(cause);
  if (unavailable) return json(503, { error: unavailable, code: "SERVICE_UNAVAILABLE" });
  const id = logInternalError("REST", cause, requestId);
  return json(500, { error: internalErrorMessage(id), code: "INTERNAL_SERVER_ERROR", requestId: id });
}

/** Wraps a route handler: builds the context, enforces the same-origin rule, maps errors. */
export function restHandler(handler: (args: RestArgs) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    try {
      const ctx = await createContextFromHeaders(req.headers, req.signal);
      if (!SAFE_METHODS.has(req.method) && ctx.authSource === "cookie" && !sameOrigin(req.headers, req.url)) {
        return json(403, { error: CROSS_ORIGIN_MESSAGE, code: "FORBIDDEN" });
      }
      return await handler({ req, ctx, caller: createCaller(ctx) });
    } catch (error) {
      return errorResponse(error, requestIdFrom(req.headers) ?? undefined);
    }
  };
}
