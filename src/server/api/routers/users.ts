import * as z from "zod";
import { deleteMe, exportStatus, requestExport } from "~/features/privacy/server";
import {
  addSellerSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteMeSchema,
  profileSchema,
  themeSchema,
  userIdSchema,
} from "~/features/accounts";
import {
  addSeller,
  changeEmailProfile,
  changePasswordProfile,
  listAccountUsers,
  profileOf,
  removeSeller,
  setTheme,
  updateProfile,
} from "~/features/accounts/server";
import { recordCurrentAcceptance } from "~/features/terms/server";
import { acceptTermsSchema } from "~/features/terms";
import { dataExportOutput, deletedOutput, okOutput, teamMemberOutput, termsOutput, themeOutput } from "../outputs";
import { createTRPCRouter, ownerProcedure, protectedProcedure } from "../trpc";

export const usersRouter = createTRPCRouter({
  /** Records TERMS + PRIVACY at the versions in force. Input optional: PUT /api/users/admin/user/update sends {terms: true}. */
  acceptTerms: protectedProcedure
    .input(acceptTermsSchema.optional())
    .output(termsOutput)
    .mutation(async ({ ctx }) => {
      await recordCurrentAcceptance(ctx.db, {
        accountId: ctx.session.account.id,
        userId: ctx.session.user.id,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { terms: true as const };
    }),
  setTheme: protectedProcedure
    .input(themeSchema)
    .output(themeOutput)
    .mutation(({ ctx, input }) => setTheme(ctx.db, ctx.session.user.id, input.theme)),

  list: ownerProcedure.output(z.array(teamMemberOutput)).query(({ ctx }) => listAccountUsers(ctx.db, ctx.account.id)),
  addSeller: ownerProcedure
    .input(addSellerSchema)
    .output(teamMemberOutput)
    .mutation(({ ctx, input }) => addSeller(ctx.db, ctx.account.id, input)),
  removeSeller: ownerProcedure
    .input(userIdSchema)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeSeller(ctx.db, ctx.account.id, input.userId);
      return { ok: true as const };
    }),

  // /conta: the user's own profile (an unpaid account's user too: it is their own data).
  profile: protectedProcedure
    .output(
      z.object({
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        pendingEmail: z.string().nullable(),
      }),
    )
    .query(({ ctx }) => profileOf(ctx.db, ctx.session)),
  updateProfile: protectedProcedure
    .input(profileSchema)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await updateProfile(ctx.db, ctx.session, input);
      return { ok: true as const };
    }),
  changePassword: protectedProcedure
    .input(changePasswordSchema)
    .output(z.object({ endedSessions: z.number().int() }))
    .mutation(({ ctx, input }) => changePasswordProfile(ctx.db, ctx.session, input)),
  changeEmail: protectedProcedure
    .input(changeEmailSchema)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await changeEmailProfile(ctx.db, ctx.session, input);
      return { ok: true as const };
    }),

  // An unpaid account keeps its LGPD rights: export and deletion need only a session.
  // The export runs as a job (features/privacy/export-job.ts): queue it, poll it, then download it
  // from /api/users/export/<id>.
  requestExport: protectedProcedure.output(dataExportOutput).mutation(({ ctx }) => requestExport(ctx.db, ctx.session)),
  exportStatus: protectedProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .output(dataExportOutput)
    .query(({ ctx, input }) => exportStatus(ctx.db, ctx.scope, input.id)),
  deleteMe: protectedProcedure
    .input(deleteMeSchema)
    .output(deletedOutput)
    .mutation(({ ctx }) => deleteMe(ctx.db, ctx.session)),
});
