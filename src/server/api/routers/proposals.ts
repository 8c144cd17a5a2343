import {
  dashboardFigures,
  getProposal,
  listProposals,
  createProposal,
  deleteProposal,
  duplicateProposal,
  revokeLink,
  updateProposal,
  respond,
  countNewResponses,
  listResponses,
  setResponseStatus,
  verifyPdf,
  versionFromAnswer,
} from "~/features/proposals/server";
import {
  verifyPdfResultSchema,
  verifyPdfSchema,
  listProposalsSchema,
  proposalDetailSchema,
  proposalDraftSchema,
  proposalIdSchema,
  proposalListSchema,
  proposalSummarySchema,
  respondSchema,
  responseItemSchema,
  responseStatusSchema,
  updateProposalSchema,
} from "~/features/proposals";
import * as z from "zod";
import { activeProcedure, createTRPCRouter, publicProcedure } from "../trpc";

const ok = z.object({ ok: z.literal(true) });

export const proposalsRouter = createTRPCRouter({
  create: activeProcedure
    .input(proposalDraftSchema) // a repeat of the same content gets the same proposal (mutations.ts)
    .output(proposalDetailSchema)
    .mutation(({ ctx, input }) => createProposal(ctx.db, ctx.session, input)),
  get: activeProcedure
    .input(proposalIdSchema)
    .output(proposalDetailSchema)
    .query(({ ctx, input }) => getProposal(ctx.db, ctx.session, input.id)),
  list: activeProcedure
    .input(listProposalsSchema)
    .output(proposalListSchema)
    .query(({ ctx, input }) => listProposals(ctx.db, ctx.session, input)),
  update: activeProcedure
    .input(updateProposalSchema)
    .output(proposalDetailSchema)
    .mutation(({ ctx, input: { id, ...draft } }) => updateProposal(ctx.db, ctx.session, id, draft)),
  duplicate: activeProcedure
    .input(proposalIdSchema)
    .output(proposalDetailSchema)
    .mutation(({ ctx, input }) => duplicateProposal(ctx.db, ctx.session, input.id)),
  delete: activeProcedure
    .input(proposalIdSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await deleteProposal(ctx.db, ctx.session, input.id);
      return { ok: true as const };
    }),
  revokeLink: activeProcedure
    .input(proposalIdSchema)
    .output(proposalDetailSchema)
    .mutation(({ ctx, input }) => revokeLink(ctx.db, ctx.session, input.id)),

  dashboard: activeProcedure
    .output(
      z.object({
        proposalsThisMonth: z.number().int(),
        proposalsTotal: z.number().int(),
        views: z.number().int(),
        responses: z.number().int(),
        newResponses: z.number().int(),
        latest: z.array(proposalSummarySchema),
      }),
    )
    .query(({ ctx }) => dashboardFigures(ctx.db, ctx.session)),

  responses: activeProcedure.output(z.array(responseItemSchema)).query(({ ctx }) => listResponses(ctx.db, ctx.session)),
  newResponsesCount: activeProcedure
    .output(z.number().int())
    .query(({ ctx }) => countNewResponses(ctx.db, ctx.session)),
  setResponseStatus: activeProcedure
    .input(responseStatusSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await setResponseStatus(ctx.db, ctx.session, input.id, input.status);
      return { ok: true as const };
    }),

  /** "Criar versão com esta opção": the client's chosen variant becomes the proposal's next version. */
  versionFromAnswer: activeProcedure
    .input(z.object({ responseId: z.string().min(1).max(40) }))
    .output(proposalDetailSchema)
    .mutation(({ ctx, input }) => versionFromAnswer(ctx.db, ctx.session, input.responseId)),

  /** The public page's "Tenho interesse" (no login; limited per IP). */
  respond: publicProcedure
    .input(respondSchema)
    .output(ok)
    .mutation(({ ctx, input }) => respond(ctx.db, input, { ip: ctx.ip })),

  /** /public/verificar: a PDF's SHA-256 (of the file or the one printed on it) → who issued it. */
  verifyPdf: publicProcedure
    .input(verifyPdfSchema)
    .output(verifyPdfResultSchema)
    .query(({ ctx, input }) => verifyPdf(ctx.db, input.sha256)),
});
