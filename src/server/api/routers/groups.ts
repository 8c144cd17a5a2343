import {
  groupHistoryDetailSchema,
  groupHistoryIdSchema,
  groupHistorySummarySchema,
  saveGroupHistorySchema,
} from "~/features/groups";
import { deleteGroupHistory, getGroupHistory, listGroupHistories, saveGroupHistory } from "~/features/groups/server";
import { z } from "zod";
import { activeProcedure, createTRPCRouter } from "../trpc";

/** A consórcio group's recorded assemblies, per account (the contemplation odds on the public page). */
export const groupsRouter = createTRPCRouter({
  list: activeProcedure
    .output(z.array(groupHistorySummarySchema))
    .query(({ ctx }) => listGroupHistories(ctx.db, ctx.account.id)),
  get: activeProcedure
    .input(groupHistoryIdSchema)
    .output(groupHistoryDetailSchema)
    .query(({ ctx, input }) => getGroupHistory(ctx.db, ctx.account.id, input.id)),
  save: activeProcedure
    .input(saveGroupHistorySchema)
    .output(groupHistoryDetailSchema)
    .mutation(({ ctx, input }) => saveGroupHistory(ctx.db, ctx.account.id, input)),
  delete: activeProcedure
    .input(groupHistoryIdSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteGroupHistory(ctx.db, ctx.account.id, input.id);
      return { ok: true as const };
    }),
});
