import { getSettings, getSimulatorDefaults } from "~/features/settings/data";
import { accountProcedure, createTRPCRouter } from "../trpc";

export const settingsRouter = createTRPCRouter({
  get: accountProcedure.query(({ ctx }) => getSettings(ctx.db, ctx.account.id)),
  /** The simulators' starting parameters and the six modalities, engine-ready. */
  simulatorDefaults: accountProcedure.query(({ ctx }) => getSimulatorDefaults(ctx.db, ctx.account.id)),
});
