import { currentUserPayload } from "~/features/accounts/me";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  /** null when signed out; never throws for an anonymous caller. */
  session: publicProcedure.query(({ ctx }) => (ctx.session ? currentUserPayload(ctx.db, ctx.session) : null)),
  me: protectedProcedure.query(({ ctx }) => currentUserPayload(ctx.db, ctx.session)),
});
