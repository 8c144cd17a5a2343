import "server-only";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { env } from "~/env";
import { AppError } from "~/lib/errors";
import { fieldIssues } from "~/lib/zod-locale";
import { createCaller } from "~/server/api/root";
import { createContextFromHeaders } from "~/server/auth/session";

// The documented /api paths are thin adapters over the tRPC procedures: the same context (cookie
// or Bearer), the same caller, errors mapped to HTTP status with a JSON body {error, ...}.

export type RestContext = Awaited<ReturnType<typeof createContextFromHeaders>>;
export type RestArgs = { req: Request; ctx: RestContext; caller: ReturnType<typeof createCaller> };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/**
 * A browser sends its cookie to us whatever page started the request; a cookie-authenticated call
 * that changes something must therefore come from our own origin (Origin, else Referer). Bearer
 * calls carry no ambient credential and are exempt.
 */
export function sameOrigin(headers: Headers): boolean {
  const expected = new URL(env.NEXTAUTH_URL).origin;
  const source = headers.get("origin") ?? headers.get("referer");
  if (!source) return false;
  try {
    return new URL(source).origin === expected;
  } catch {
    return false;
  }
}

/** The request's JSON body; malformed or missing JSON answers 400 like a validation error. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  try {
    return JSON.parse(text) as unknown;
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

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) return json(error.status, errorBody(error));
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    return json(getHTTPStatusCodeFromError(error), errorBody(error));
  }
  console.error("REST:", error);
  return json(500, { error: "Erro interno. Tente novamente em instantes.", code: "INTERNAL_SERVER_ERROR" });
}

/** Wraps a route handler: builds the context, enforces the same-origin rule, maps errors. */
export function restHandler(handler: (args: RestArgs) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    try {
      const ctx = await createContextFromHeaders(req.headers);
      if (!SAFE_METHODS.has(req.method) && ctx.authSource === "cookie" && !sameOrigin(req.headers)) {
        return json(403, { error: "Requisição de outra origem recusada.", code: "FORBIDDEN" });
      }
      return await handler({ req, ctx, caller: createCaller(ctx) });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
