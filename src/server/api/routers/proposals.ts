import { simulateInputSchema } from "~/features/simulators/schema";
import { simulate } from "~/features/proposals/simulate";
import { activeProcedure, createTRPCRouter } from "../trpc";

export const proposalsRouter = createTRPCRouter({
  /** Runs the simulation engine on the server (PDF and public page use the same figures as the browser). */
  simulate: activeProcedure
    .input(simulateInputSchema)
    .query(({ ctx, input }) => simulate(ctx.db, ctx.account.id, input)),
});
