import {
  bcbGroupCardSchema,
  bcbGroupKeySchema,
  bcbGroupProfileSchema,
  bcbGroupSearchOutput,
  bcbGroupSearchSchema,
  bcbLinkInputSchema,
  bcbLinkSchema,
} from "~/features/bcb";
import {
  bcbCardFor,
  bcbGroupProfile,
  findBcbGroups,
  linkBcbGroup,
  listBcbLinks,
  unlinkBcbGroup,
} from "~/features/bcb/server";
import { groupKey } from "~/features/groups";
import { AppError } from "~/lib/errors";
import { z } from "zod";
import { activeProcedure, createTRPCRouter } from "../trpc";

const keyOf = (name: string) => {
  const key = groupKey(name);
  if (key === null) throw new AppError("VALIDATION", "Informe o grupo (como na proposta).");
  return key;
};

/** The Banco Central's figures of a consórcio group, and the account's links from its groups to them. */
export const bcbRouter = createTRPCRouter({
  search: activeProcedure
    .input(bcbGroupSearchSchema)
    .output(bcbGroupSearchOutput)
    .query(({ ctx, input }) => findBcbGroups(ctx.db, input)),
  profile: activeProcedure
    .input(bcbGroupKeySchema)
    .output(bcbGroupProfileSchema)
    .query(({ ctx, input }) => bcbGroupProfile(ctx.db, input)),
  links: activeProcedure.output(z.array(bcbLinkSchema)).query(({ ctx }) => listBcbLinks(ctx.db, ctx.account.id)),
  card: activeProcedure
    .input(z.object({ name: z.string().max(60) }))
    .output(bcbGroupCardSchema.nullable())
    .query(({ ctx, input }) => bcbCardFor(ctx.db, ctx.account.id, groupKey(input.name))),
  link: activeProcedure
    .input(bcbLinkInputSchema)
    .output(bcbGroupCardSchema.nullable())
    .mutation(async ({ ctx, input }) => {
      const key = keyOf(input.name);
      await linkBcbGroup(ctx.db, ctx.account.id, {
        key,
        name: input.name,
        adminTyped: input.admin,
        cnpjRoot: input.cnpjRoot,
        groupCode: input.groupCode,
        uf: input.uf,
      });
      return bcbCardFor(ctx.db, ctx.account.id, key);
    }),
  unlink: activeProcedure
    .input(z.object({ name: z.string().min(1).max(60) }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await unlinkBcbGroup(ctx.db, ctx.account.id, keyOf(input.name));
      return { ok: true as const };
    }),
});
