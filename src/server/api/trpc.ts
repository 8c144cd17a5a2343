import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { ZodError } from "zod";
import { env } from "~/env";
import { accountAccess } from "~/features/billing/access";
import { AppError, type AppErrorCode } from "~/lib/errors";
import { fieldIssues } from "~/lib/zod-locale";
import type { Context } from "./context";

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
};

/** A feature's own per-field validation (AppError VALIDATION with details.fieldErrors), shaped like zod's. */
function appFieldErrors(cause: unknown): Record<string, string[]> | null {
  if (!(cause instanceof AppError) || cause.code !== "VALIDATION") return null;
  const details = cause.details as { fieldErrors?: Record<string, string[]> } | undefined;
  return details?.fieldErrors ?? null;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const issues = cause instanceof ZodError ? fieldIssues(cause) : null;
    return {
      ...shape,
      // zod's raw issue dump is not a message for people; the per-field messages are in data.
      message: cause instanceof ZodError ? "Dados inválidos. Verifique os campos destacados." : shape.message,
      data: {
        ...shape.data,
        // Never leak a stack trace outside development.
        stack: env.NODE_ENV === "development" ? shape.data.stack : undefined,
        appCode: cause instanceof AppError ? cause.code : null,
        appDetails: cause instanceof AppError ? (cause.details ?? null) : null,
        fieldErrors: issues?.fieldErrors ?? appFieldErrors(cause),
        formErrors: issues?.formErrors ?? null,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

/** Features throw AppError; the client sees a tRPC code plus the AppError code and message. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(appErrors);

/** A live session (cookie or Bearer), else UNAUTHORIZED. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Faça login para continuar." });
  return next({ ctx: { ...ctx, session: ctx.session } });
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

/** The platform operator. */
export const adminProcedure = activeProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "ADMIN") throw new TRPCError({ code: "FORBIDDEN", message: "Acesso restrito ao administrador." });
  return next({ ctx: { ...ctx, user: { ...ctx.user, role: "ADMIN" as const } } });
});
