import "server-only";
import type { Db } from "~/platform/db";
import { applyApprovedPayment } from "./apply-payment";
import { getSubscription, searchAuthorizedPayments } from "./mercadopago/gateway";
import { cancelSupersededSubscriptions, syncSubscription } from "./subscriptions";
import { logger } from "~/platform/log/logger";

const log = logger("billing");

export type ReconcileReport = { subscriptions: number; paymentsApplied: number; errors: number };

/**
 * Re-reads every live subscription and its charges from Mercado Pago and applies what a lost
 * notification left out. Idempotent: payments apply once by Mercado Pago's id.
 */
export async function runReconcile(db: Db, now: Date): Promise<ReconcileReport> {
  const report: ReconcileReport = { subscriptions: 0, paymentsApplied: 0, errors: 0 };
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const subscriptions = await db.subscription.findMany({
    where: { OR: [{ status: { in: ["authorized", "paused"] } }, { status: "pending", createdAt: { gte: since } }] },
    select: { id: true, accountId: true },
    orderBy: { createdAt: "asc" },
  });
  for (const sub of subscriptions) {
    try {
      await syncSubscription(db, await getSubscription(sub.id));
      report.subscriptions += 1;
      for (const charge of await searchAuthorizedPayments(sub.id)) {
        if (charge.paymentStatus !== "approved" || !charge.paymentId) continue;
        const result = await applyApprovedPayment(db, {
          mpPaymentId: charge.paymentId,
          subscriptionId: sub.id,
          amountCents: charge.amountCents,
          paidAt: charge.date ?? now,
        });
        if (result.applied) {
          report.paymentsApplied += 1;
          await cancelSupersededSubscriptions(db, sub.accountId, sub.id);
        }
      }
    } catch (error) {
      report.errors += 1;
      log.error({ subscriptionId: sub.id, err: error }, "reconcile: uma assinatura falhou");
    }
  }
  return report;
}
