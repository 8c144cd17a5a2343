import "server-only";
import type { Db } from "~/platform/db";
import { getSubscription } from "../../mercadopago/gateway";
import { syncSubscription } from "../../subscriptions";

/** subscription_preapproval: the subscription changed (authorised, paused, cancelled, new amount). */
export async function handleSubscriptionPreapproval(db: Db, dataId: string): Promise<string> {
  const remote = await getSubscription(dataId);
  return (await syncSubscription(db, remote)) ? `assinatura ${remote.status}` : "assinatura desconhecida";
}
