import {
  createApiToken,
  endSessionWithCredentials,
  currentUserPayload,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
  endSession,
  listLiveSessions,
  revokeSession,
  requestSignUp,
} from "~/features/accounts/server";
import {
  credentialsSchema,
  emailOnlySchema,
  endSessionWithCredentialsSchema,
  resetPasswordSchema,
  sessionIdSchema,
  signUpSchema,
  tokenSchema,
} from "~/features/accounts";
import { defaultSettingsData } from "~/features/settings";
import { latestOutbox } from "~/platform/mail/send";
import { EMAIL_LINKS_PER_IP, takeRateLimit } from "~/platform/rate-limit";
import { deferOrRun } from "../context";
import { apiTokenOutput, currentUserOutput, liveSessionsOutput, okOutput, outboxOutput } from "../outputs";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

const OK = { ok: true } as const;
const ok = publicProcedure.output(okOutput);
const signedIn = protectedProcedure.output(okOutput);

export const authRouter = createTRPCRouter({
  /** null when signed out; never throws for an anonymous caller. */
  session: publicProcedure
    .output(currentUserOutput.nullable())
    .query(({ ctx }) => (ctx.session ? currentUserPayload(ctx.db, ctx.session) : null)),
  me: protectedProcedure.output(currentUserOutput).query(({ ctx }) => currentUserPayload(ctx.db, ctx.session)),

  /** The same {ok} whether or not the e-mail or CPF/CNPJ is registered (the mailbox is told). */
  signUp: ok.input(signUpSchema).mutation(async ({ ctx, input }) => {
    await requestSignUp(
      ctx.db,
      input,
      { ip: ctx.ip, userAgent: ctx.userAgent },
      (task) => deferOrRun(ctx.defer, task),
      defaultSettingsData,
    );
    return OK;
  }),
  verifyEmail: ok.input(tokenSchema).mutation(async ({ ctx, input }) => {
    await verifyEmail(ctx.db, input.token);
    return OK;
  }),
  // Throttled per IP; the lookup and the e-mail run after the answer, so known and unknown
  // e-mails answer alike.
  resendVerification: ok.input(emailOnlySchema).mutation(async ({ ctx, input }) => {
    await takeRateLimit(ctx.db, EMAIL_LINKS_PER_IP, ctx.ip);
    await deferOrRun(ctx.defer, () => resendVerification(ctx.db, input.email));
    return OK;
  }),
  requestPasswordReset: ok.input(emailOnlySchema).mutation(async ({ ctx, input }) => {
    await takeRateLimit(ctx.db, EMAIL_LINKS_PER_IP, ctx.ip);
    await deferOrRun(ctx.defer, () => requestPasswordReset(ctx.db, input.email));
    return OK;
  }),
  resetPassword: ok.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, input);
    return OK;
  }),

  /** An API session (POST /api/auth/token): takes a seat like a browser login. */
  createToken: publicProcedure
    .input(credentialsSchema)
    .output(apiTokenOutput)
    .mutation(({ ctx, input }) =>
      createApiToken(ctx.db, { ...input, ip: ctx.ip, userAgent: ctx.userAgent, signal: ctx.signal }),
    ),
  /** Ends the calling session (DELETE /api/auth/token, "Recusar" on the terms modal). */
  signOut: signedIn.mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.session.sessionId);
    return OK;
  }),

  sessions: protectedProcedure.output(liveSessionsOutput).query(({ ctx }) => listLiveSessions(ctx.db, ctx.session)),
  endSession: signedIn.input(sessionIdSchema).mutation(async ({ ctx, input }) => {
    await endSession(ctx.db, ctx.session, input.sessionId);
    return OK;
  }),
  endSessionWithCredentials: ok.input(endSessionWithCredentialsSchema).mutation(async ({ ctx, input }) => {
    await endSessionWithCredentials(ctx.db, { ...input, ip: ctx.ip, signal: ctx.signal });
    return OK;
  }),

  /** Log-only e-mails for the dev outbox page; NOT_FOUND in production and for any non-loopback caller. */
  devOutbox: publicProcedure.output(outboxOutput).query(({ ctx }) => latestOutbox(ctx.db, { ip: ctx.ip })),
});
