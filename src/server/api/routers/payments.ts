import { PLANS, PLAN_IDS } from "~/features/billing/plans";
import { z } from "~/lib/zod-locale";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const paymentsRouter = createTRPCRouter({
  quote: publicProcedure
    .input(z.object({ plan: z.enum(PLAN_IDS) }))
    .query(({ input }) => PLANS[input.plan]),
});
