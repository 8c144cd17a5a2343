import { getSettings } from "~/features/settings/data";
import { accountProcedure, createTRPCRouter } from "../trpc";

export const settingsRouter = createTRPCRouter({
  get: accountProcedure.query(({ ctx }) => getSettings(ctx.db, ctx.account.id)),
});
