import { currentUserPayload } from "~/features/accounts/me";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const usersRouter = createTRPCRouter({
  me: protectedProcedure.query(({ ctx }) => currentUserPayload(ctx.db, ctx.session)),
});
