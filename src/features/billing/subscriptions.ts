import "server-only";
import type { Db } from "~/platform/db";
import { cancelSubscription, getSubscription, type SubscriptionView } from "./mercadopago/gateway";

/** Mirrors Mercado Pago's view of a subscription we created; unknown ids (not ours) are ignored. */
export async function syncSubscription(db: Db, remote: SubscriptionView): Promise<boolean> {
  const local = await db.subscription.findUnique({ where: { id: remote.id } });
  if (!local) return false;
  await db.subscription.update({
    where: { id: remote.id },
    data: {
      status: remote.status,
      ...(remote.amountCents !== null ? { amountCents: remote.amountCents } : {}),
    },
  });
  return true;
}

/**
 * After a plan change the new subscription is paid: the account's other live subscriptions are
 * cancelled at Mercado Pago so only one plan is ever charged.
 */
export async function cancelSupersededSubscriptions(db: Db, accountId: string, keepId: string): Promise<void> {
  const others = await db.subscription.findMany({
    where: { accountId, id: { not: keepId }, status: { in: ["pending", "authorized", "paused"] } },
    select: { id: true },
  });
  for (const other of others) {
    const remote = await getSubscription(other.id).catch(() => null);
    if (remote && remote.status !== "cancelled") await cancelSubscription(other.id);
    await db.subscription.update({ where: { id: other.id }, data: { status: "cancelled" } });
  }
}
