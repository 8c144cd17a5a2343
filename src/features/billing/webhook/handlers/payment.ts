import "server-only";
import type { Db } from "~/platform/db";
import { applyApprovedPayment } from "../../apply-payment";
import { getPayment } from "../../mercadopago/gateway";
import { cancelSupersededSubscriptions } from "../../subscriptions";

/** payment: the payment behind a subscription charge (the same payment id as its authorized payment). */
export async function handlePayment(db: Db, dataId: string): Promise<string> {
  const payment = await getPayment(dataId);
  if (payment.status !== "approved" || !payment.subscriptionId) return `pagamento ${payment.status}`;
  const result = await applyApprovedPayment(db, {
    mpPaymentId: payment.id,
    subscriptionId: payment.subscriptionId,
    amountCents: payment.amountCents,
    paidAt: payment.approvedAt ?? new Date(),
  });
  if (result.applied && result.accountId)
    await cancelSupersededSubscriptions(db, result.accountId, payment.subscriptionId);
  return result.applied ? "pagamento aplicado" : "pagamento já aplicado";
}
