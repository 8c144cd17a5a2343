import { TRPCError } from "@trpc/server";
import {
  createCheckout,
  GatewayError,
  pricesInForce,
  billingStatus,
  requestCancellation,
} from "~/features/billing/server";
import { planInputSchema } from "~/features/billing";
import { billingStatusOutput, cancelOutput, checkoutOutput, pricesOutput } from "../outputs";
import { accountProcedure, createTRPCRouter, publicProcedure } from "../trpc";
import { logger } from "~/platform/log/logger";

const log = logger("billing");

export const PAYMENT_ERROR = "Houve um erro ao gerar o pagamento!";

export const paymentsRouter = createTRPCRouter({
  /** Every plan's monthly price in force today: what /select shows and the checkout charges. */
  prices: publicProcedure.output(pricesOutput).query(({ ctx }) => pricesInForce(ctx.db)),

  /** POST /api/payments/create: unpaid accounts reach it (that is how they pay); only the owner buys. */
  create: accountProcedure
    .input(planInputSchema)
    .output(checkoutOutput)
    .mutation(async ({ ctx, input }) => {
      try {
        return await createCheckout(ctx.db, ctx.session, input.plan);
      } catch (error) {
        // Mercado Pago down, slow or refusing: a 502 the page turns into the spec's error toast.
        if (error instanceof GatewayError) {
          log.error({ err: error }, "checkout: o Mercado Pago falhou");
          throw new TRPCError({ code: "BAD_GATEWAY", message: PAYMENT_ERROR, cause: error });
        }
        throw error;
      }
    }),
  status: accountProcedure.output(billingStatusOutput).query(({ ctx }) => billingStatus(ctx.db, ctx.session)),
  cancel: accountProcedure.output(cancelOutput).mutation(({ ctx }) => requestCancellation(ctx.db, ctx.session)),
});
