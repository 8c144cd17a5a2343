import "server-only";
import type { Db } from "~/platform/db";
import { applyApprovedPayment } from "../../apply-payment";
import { getAuthorizedPayment } from "../../mercadopago/gateway";
import { cancelSupersededSubscriptions } from "../../subscriptions";

/** subscription_authorized_payment: a monthly charge; an approved one extends paidThrough once. */
export async function handleSubscriptionAuthorizedPayment(db: Db, dataId: string): Promise<string> {
  const charge = await getAuthorizedPayment(dataId);
  if (charge.paymentStatus !== "approved" || !charge.paymentId || !charge.subscriptionId) {
    return `cobrança ${charge.paymentStatus ?? "sem pagamento"}`;
  }
  const result = await applyApprovedPayment(db, {
    mpPaymentId: charge.paymentId,
    subscriptionId: charge.subscriptionId,
    amountCents: charge.amountCents,
    paidAt: charge.date ?? new Date(),
  });
  if (result.applied && result.accountId)
    await cancelSupersededSubscriptions(db, result.accountId, charge.subscriptionId);
  return result.applied ? "pagamento aplicado" : "pagamento já aplicado";
}
