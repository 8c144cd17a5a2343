import {
  accountDetail,
  adjustmentHistory,
  applyAdjustment,
  currentPrices,
  listAccounts,
  setAccountStatus,
} from "~/features/billing/server";
import { accountIdSchema, accountSearchSchema, adjustmentSchema } from "~/features/billing";
import { bcbImportSchema } from "~/features/bcb";
import { listBcbImports } from "~/features/bcb/server";
import { deleteBankRate, listBankRates, saveBankRate } from "~/features/rates/server";
import { bankRateInputSchema, bankRateSchema } from "~/features/rates";
import * as z from "zod";
import {
  adjustmentsOutput,
  adminAccountOutput,
  adminAccountsOutput,
  appliedAdjustmentOutput,
  okOutput,
} from "../outputs";
import { adminProcedure, createTRPCRouter } from "../trpc";

export const adminRouter = createTRPCRouter({
  accounts: adminProcedure
    .input(accountSearchSchema)
    .output(adminAccountsOutput)
    .query(({ ctx, input }) => listAccounts(ctx.db, input.query)),
  account: adminProcedure
    .input(accountIdSchema)
    .output(adminAccountOutput)
    .query(({ ctx, input }) => accountDetail(ctx.db, input.accountId)),
  setStatus: adminProcedure
    .input(accountIdSchema.extend({ status: z.enum(["ACTIVE", "SUSPENDED"]) }))
    .output(okOutput)
    .mutation(({ ctx, input }) => setAccountStatus(ctx.db, ctx.session, input.accountId, input.status)),
  adjustments: adminProcedure
    .output(adjustmentsOutput)
    .query(async ({ ctx }) => ({ history: await adjustmentHistory(ctx.db), prices: await currentPrices(ctx.db) })),
  applyAdjustment: adminProcedure
    .input(adjustmentSchema)
    .output(appliedAdjustmentOutput)
    .mutation(({ ctx, input }) => applyAdjustment(ctx.db, ctx.session, input)),
  // The Banco Central's consórcio files imported (upload: POST /api/admin/bcb).
  bcbImports: adminProcedure.output(z.array(bcbImportSchema)).query(({ ctx }) => listBcbImports(ctx.db)),
  // The banks' "a partir de" rates the simulators offer as presets.
  bankRates: adminProcedure.output(z.array(bankRateSchema)).query(({ ctx }) => listBankRates(ctx.db)),
  saveBankRate: adminProcedure
    .input(bankRateInputSchema)
    .output(bankRateSchema)
    .mutation(({ ctx, input }) => saveBankRate(ctx.db, input)),
  deleteBankRate: adminProcedure
    .input(z.object({ id: z.string().min(1).max(40) }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteBankRate(ctx.db, input.id);
      return { ok: true as const };
    }),
});
