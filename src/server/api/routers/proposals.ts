import { createTRPCRouter } from "../trpc";

export const proposalsRouter = createTRPCRouter({});
