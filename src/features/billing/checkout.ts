import "server-only";
import { env } from "~/env";
import type { SessionContext } from "~/features/accounts";
import type { Plan } from "~/generated/prisma/enums";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { createSubscription } from "./mercadopago/gateway";
import { PLANS } from "~/features/plans";
import { priceInForce } from "./prices";

export const ONLY_OWNER_BUYS = "Apenas o responsável pela conta pode contratar um plano.";

/**
 * "Adquirir": a Mercado Pago subscription for the plan, its price taken here from the plan (never
 * from the client), the account as external_reference. Answers the init_point to redirect to.
 * A failure at Mercado Pago throws GatewayError and changes nothing here.
 */
export async function createCheckout(
  db: Db,
  viewer: SessionContext,
  plan: Plan,
  now = new Date(),
): Promise<{ init_point: string }> {
  if (viewer.user.role !== "OWNER") throw new AppError("FORBIDDEN", ONLY_OWNER_BUYS);
  const amountCents = await priceInForce(db, plan, now);
  const { name, seats } = PLANS[plan];
  const created = await createSubscription({
    accountId: viewer.account.id,
    payerEmail: viewer.user.email,
    reason: `Consórcio Pro — plano ${name} (${seats} usuários simultâneos)`,
    amountCents,
    backUrl: `${env.NEXTAUTH_URL.replace(/\/$/, "")}/conta?assinatura=retorno`,
  });
  await db.subscription.create({
    data: {
      id: created.id,
      accountId: viewer.account.id,
      plan,
      amountCents,
      status: created.status,
      initPoint: created.initPoint,
    },
  });
  return { init_point: created.initPoint };
}
