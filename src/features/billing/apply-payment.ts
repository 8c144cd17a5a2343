import "server-only";
import type { Db } from "~/platform/db";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { nextPaidThrough } from "./period";
import { sendPaymentReceipt } from "./receipt";

export type ApprovedPayment = {
  mpPaymentId: string;
  subscriptionId: string;
  amountCents: number;
  paidAt: Date;
};

/**
 * Applies an approved subscription payment once: the account's billing lock is taken (waited for
 * in one statement: platform/locks), the payment is looked
 * up by Mercado Pago's id (unique), and only a new one extends paidThrough, activates the account
 * and moves it to the subscription's plan. Duplicates, replays and reconciliation all land here.
 */
export async function applyApprovedPayment(
  db: Db,
  payment: ApprovedPayment,
): Promise<{ applied: boolean; accountId: string | null }> {
  const subscription = await db.subscription.findUnique({ where: { id: payment.subscriptionId } });
  if (!subscription) return { applied: false, accountId: null };
  const accountId = subscription.accountId;
  // The new paid-through date, or null when this payment was already applied.
  const appliedUntil = await lockedTransaction(
    db,
    async (tx) => {
      await transactionLock(tx, `billing:${accountId}`);
      const account = await tx.account.findUnique({ where: { id: accountId }, select: { paidThrough: true } });
      if (!account) return null;
      const seen = await tx.payment.findUnique({ where: { mpPaymentId: payment.mpPaymentId }, select: { id: true } });
      if (seen) return null;
      const periodEnd = nextPaidThrough(account.paidThrough, payment.paidAt);
      await tx.payment.create({
        data: {
          accountId,
          subscriptionId: subscription.id,
          mpPaymentId: payment.mpPaymentId,
          amountCents: payment.amountCents,
          paidAt: payment.paidAt,
          periodEnd,
        },
      });
      await tx.account.update({
        where: { id: accountId },
        data: { status: "ACTIVE", paidThrough: periodEnd, plan: subscription.plan },
      });
      await tx.subscription.update({
        where: { id: subscription.id },
        data: { status: "authorized", authorizedAt: subscription.authorizedAt ?? payment.paidAt },
      });
      await tx.accountEvent.create({
        data: {
          accountId,
          kind: "PAYMENT_APPROVED",
          detail: `Pagamento ${payment.mpPaymentId}: válido até ${periodEnd.toISOString()}`,
        },
      });
      return periodEnd;
    },
    { message: "Outro pagamento desta conta está sendo registrado. Tente de novo em alguns segundos." },
  );
  if (appliedUntil) {
    await sendPaymentReceipt(db, {
      accountId,
      plan: subscription.plan,
      amountCents: payment.amountCents,
      paidAt: payment.paidAt,
      periodEnd: appliedUntil,
      mpPaymentId: payment.mpPaymentId,
    });
  }
  return { applied: appliedUntil !== null, accountId };
}
