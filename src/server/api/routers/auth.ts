import { createApiToken, endSessionWithCredentials } from "~/features/accounts/login";
import { currentUserPayload } from "~/features/accounts/me";
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from "~/features/accounts/recovery";
import {
  credentialsSchema,
  emailOnlySchema,
  endSessionWithCredentialsSchema,
  resetPasswordSchema,
  sessionIdSchema,
  signUpSchema,
  tokenSchema,
} from "~/features/accounts/schema";
import { endSession, listLiveSessions, revokeSession } from "~/features/accounts/sessions";
import { signUp } from "~/features/accounts/signup";
import { latestOutbox } from "~/features/mail/send";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

const OK = { ok: true } as const;

export const authRouter = createTRPCRouter({
  /** null when signed out; never throws for an anonymous caller. */
  session: publicProcedure.query(({ ctx }) => (ctx.session ? currentUserPayload(ctx.db, ctx.session) : null)),
  me: protectedProcedure.query(({ ctx }) => currentUserPayload(ctx.db, ctx.session)),

  signUp: publicProcedure.input(signUpSchema).mutation(async ({ ctx, input }) => {
    await signUp(ctx.db, input, { ip: ctx.ip, userAgent: ctx.userAgent });
    return OK;
  }),
  verifyEmail: publicProcedure.input(tokenSchema).mutation(async ({ ctx, input }) => {
    await verifyEmail(ctx.db, input.token);
    return OK;
  }),
  resendVerification: publicProcedure.input(emailOnlySchema).mutation(async ({ ctx, input }) => {
    await resendVerification(ctx.db, input.email);
    return OK;
  }),
  requestPasswordReset: publicProcedure.input(emailOnlySchema).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx.db, input.email);
    return OK;
  }),
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, input);
    return OK;
  }),

  /** An API session (POST /api/auth/token): takes a seat like a browser login. */
  createToken: publicProcedure
    .input(credentialsSchema)
    .mutation(({ ctx, input }) => createApiToken(ctx.db, { ...input, ip: ctx.ip, userAgent: ctx.userAgent })),
  /** Ends the calling session (DELETE /api/auth/token, "Recusar" on the terms modal). */
  signOut: protectedProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.session.sessionId);
    return OK;
  }),

  sessions: protectedProcedure.query(({ ctx }) => listLiveSessions(ctx.db, ctx.session)),
  endSession: protectedProcedure.input(sessionIdSchema).mutation(async ({ ctx, input }) => {
    await endSession(ctx.db, ctx.session, input.sessionId);
    return OK;
  }),
  endSessionWithCredentials: publicProcedure.input(endSessionWithCredentialsSchema).mutation(async ({ ctx, input }) => {
    await endSessionWithCredentials(ctx.db, { ...input, ip: ctx.ip });
    return OK;
  }),

  /** Log-only e-mails for the dev outbox page; NOT_FOUND when the outbox is off (production). */
  devOutbox: publicProcedure.query(({ ctx }) => latestOutbox(ctx.db)),
});
