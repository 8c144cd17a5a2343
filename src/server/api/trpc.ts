import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { env } from "~/env";
import { scopeOf } from "~/features/accounts";
import { accountAccess } from "~/features/plans";
import { AppError, type AppErrorCode } from "~/lib/errors";
import {
  CONTROL_CHAR_MESSAGE,
  controlCharPaths,
  LONE_SURROGATE_MESSAGE,
  loneSurrogatePaths,
} from "~/lib/control-chars";
import * as z from "zod";
import { fieldIssues } from "~/lib/zod-locale";
import { logger } from "~/platform/log/logger";
import { internalErrorMessage, logInternalError, unavailableMessage } from "~/server/internal-errors";
import type { Context } from "./context";
import { wireTransformer } from "./transformer";
import { isRecord, recordOf } from "~/lib/json";

const TRPC_CODE: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  NOT_FOUND: "NOT_FOUND",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  CONFLICT: "CONFLICT",
  VALIDATION: "BAD_REQUEST",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  PAYMENT_REQUIRED: "PAYMENT_REQUIRED",
  SEAT_LIMIT: "CONFLICT",
  TERMS_REQUIRED: "FORBIDDEN",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  CLIENT_GONE: "CLIENT_CLOSED_REQUEST",
};

/** A feature's own per-field validation (AppError VALIDATION with details.fieldErrors), shaped like zod's. */
function appFieldErrors(cause: unknown): Record<string, string[]> | null {
  if (!(cause instanceof AppError) || cause.code !== "VALIDATION") return null;
  const details = recordOf(cause.details);
  if (!isRecord(details.fieldErrors)) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(details.fieldErrors)) {
    if (Array.isArray(messages)) fieldErrors[field] = messages.filter((message) => typeof message === "string");
  }
  return fieldErrors;
}

// superjson refuses to serialise an object holding these keys (it throws: a 500 for a 400). A
// client's key of that name keeps its message, in formErrors, naming the key.
const UNSENDABLE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function sendable(
  issues: { fieldErrors: Record<string, string[]>; formErrors: string[] } | null,
  appErrors: Record<string, string[]> | null,
) {
  const source = issues?.fieldErrors ?? appErrors;
  if (!source) return { fieldErrors: null, formErrors: issues?.formErrors ?? null };
  const fieldErrors: Record<string, string[]> = {};
  const formErrors = [...(issues?.formErrors ?? [])];
  for (const [key, messages] of Object.entries(source)) {
    if (UNSENDABLE_KEYS.has(key)) formErrors.push(...messages.map((message) => `${key}: ${message}`));
    else
      Object.defineProperty(fieldErrors, key, {
        value: messages,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return { fieldErrors, formErrors: issues || formErrors.length > 0 ? formErrors : null };
}

const t = initTRPC.context<Context>().create({
  transformer: wireTransformer,
  errorFormatter({ shape, error, path, ctx }) {
    const cause = error.cause;
    const issues = cause instanceof z.ZodError ? fieldIssues(cause) : null;
    const { fieldErrors, formErrors } = sendable(issues, appFieldErrors(cause));
    // An unplanned failure keeps its cause (Prisma call, paths, PostgreSQL text) in the server log;
    // the client gets a pt-BR sentence and the id that finds it there.
    const requestId =
      error.code === "INTERNAL_SERVER_ERROR"
        ? logInternalError(`tRPC ${path ?? "?"}`, cause ?? error, ctx?.requestId)
        : null;
    const message = requestId
      ? internalErrorMessage(requestId)
      : cause instanceof z.ZodError
        ? // zod's raw issue dump is not a message for people; the per-field messages are in data.
          "Dados inválidos. Verifique os campos destacados."
        : shape.message;
    return {
      ...shape,
      message,
      data: {
        requestId,
        ...shape.data,
        // Never leak a stack trace outside development.
        stack: env.NODE_ENV === "development" ? shape.data.stack : undefined,
        appCode: cause instanceof AppError ? cause.code : null,
        appDetails: cause instanceof AppError ? (cause.details ?? null) : null,
        fieldErrors,
        formErrors,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

/**
 * Features throw AppError; the client sees a tRPC code plus the AppError code and message. A
 * database that does not answer is 503 with a pt-BR message, not an internal error.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
  }
  const unavailable =
    !result.ok && result.error.code === "INTERNAL_SERVER_ERROR" ? unavailableMessage(result.error.cause) : null;
  if (!result.ok && unavailable)
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: unavailable, cause: result.error.cause });
  return result;
});

/**
 * No input string may carry a C0 control character (tab and line breaks aside): whatever schema a
 * procedure declares, NUL never reaches PostgreSQL. Single-line fields refuse tab and line breaks
 * in their own schemas (`plainText` in ~/lib/control-chars).
 */
const noControlChars = t.middleware(async ({ getRawInput, next }) => {
  const input = await getRawInput();
  // Nor half of a UTF-16 pair ("\ud800"): no character at all, and PostgreSQL refuses it in JSON (a 500).
  for (const [paths, message] of [
    [controlCharPaths(input), CONTROL_CHAR_MESSAGE],
    [loneSurrogatePaths(input), LONE_SURROGATE_MESSAGE],
  ] as const) {
    if (paths.length === 0) continue;
    // A z.ZodError made by zod itself (a bare `new z.ZodError` is no Error), so the formatter lists it per field.
    const refusal = z.unknown().superRefine((_value, refine) => {
      for (const path of paths) refine.addIssue({ code: "custom", path: path ? path.split(".") : [], message });
    });
    throw new TRPCError({ code: "BAD_REQUEST", message, cause: refusal.safeParse(null).error });
  }
  return next();
});

const log = logger("trpc");

/**
 * One line per procedure call: its path, type, ms, and "ok" or the error's tRPC and app codes (the
 * request id comes with the request's scope). Input and output are never logged. An internal
 * error's cause is logged once, by the error formatter, under the id the client is shown.
 */
const logged = t.middleware(async ({ path, type, next }) => {
  const started = performance.now();
  const result = await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  if (result.ok) {
    log.info({ procedure: path, type, ms, outcome: "ok" }, "procedure");
  } else {
    const { code, cause } = result.error;
    const fields = {
      procedure: path,
      type,
      ms,
      outcome: "error",
      code,
      appCode: cause instanceof AppError ? cause.code : undefined,
    };
    if (code === "INTERNAL_SERVER_ERROR") log.error(fields, "procedure");
    else if (code === "SERVICE_UNAVAILABLE") log.warn(fields, "procedure");
    else log.info(fields, "procedure");
  }
  return result;
});

export const publicProcedure = t.procedure.use(logged).use(appErrors).use(noControlChars);

/**
 * A live session (cookie or Bearer), else UNAUTHORIZED. Adds `scope`: the proven account, the person
 * and what their role reaches inside the account (features/accounts/scope.ts, the table "Roles inside
 * the account" in docs/security.md); data functions take it (or the session, which they turn into it).
 */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Faça login para continuar." });
  return next({ ctx: { ...ctx, session: ctx.session, scope: scopeOf(ctx.session) } });
});

/** Adds the proven account; the current terms must be accepted. */
export const accountProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.session.termsAccepted) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "Aceite os Termos de Uso para continuar.",
      cause: new AppError("TERMS_REQUIRED", "Aceite os Termos de Uso para continuar."),
    });
  }
  return next({ ctx: { ...ctx, account: ctx.session.account, user: ctx.session.user } });
});

/** A paid account (billing's accountAccess), else PAYMENT_REQUIRED. The platform admin passes. */
export const activeProcedure = accountProcedure.use(({ ctx, next }) => {
  const { status, paidThrough } = ctx.account;
  if (!accountAccess(status, paidThrough, new Date()).active && ctx.user.role !== "ADMIN") {
    throw new TRPCError({
      code: "PAYMENT_REQUIRED",
      message: "Sua conta não está ativa. Escolha um plano para liberar o acesso.",
      cause: new AppError("PAYMENT_REQUIRED", "Sua conta não está ativa. Escolha um plano para liberar o acesso."),
    });
  }
  return next({ ctx });
});

/**
 * The account's OWNER of a paid account: the team, reassigning and erasing clients, the WhatsApp
 * templates (the table "Roles inside the account" in docs/security.md). A seller, or the operator,
 * is FORBIDDEN.
 */
export const ownerProcedure = activeProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "OWNER")
    throw new TRPCError({ code: "FORBIDDEN", message: "Apenas o titular da conta pode fazer isso." });
  return next({ ctx });
});

/** The platform operator. */
export const adminProcedure = activeProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "ADMIN")
    throw new TRPCError({ code: "FORBIDDEN", message: "Acesso restrito ao administrador." });
  return next({ ctx: { ...ctx, user: { ...ctx.user, role: "ADMIN" as const } } });
});
