import { ratePresets } from "~/features/rates/server";
import { ratePresetsSchema } from "~/features/rates";
import { accountProcedure, createTRPCRouter } from "../trpc";

export const ratesRouter = createTRPCRouter({
  /** The simulators' presets: the BCB's latest series values and the banks' rates, each dated. */
  presets: accountProcedure.output(ratePresetsSchema).query(({ ctx }) => ratePresets(ctx.db)),
});
