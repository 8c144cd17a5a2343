import "server-only";
import type { Db } from "~/platform/db";
import { handlePayment } from "./payment";
import { handleSubscriptionAuthorizedPayment } from "./subscription-authorized-payment";
import { handleSubscriptionPreapproval } from "./subscription-preapproval";

// One handler per Mercado Pago event type; anything else is acknowledged and ignored.
export const HANDLERS = {
  subscription_preapproval: handleSubscriptionPreapproval,
  subscription_authorized_payment: handleSubscriptionAuthorizedPayment,
  payment: handlePayment,
} as const satisfies Record<string, (db: Db, dataId: string) => Promise<string>>;

export type HandledEvent = keyof typeof HANDLERS;

export function isHandledEvent(type: string): type is HandledEvent {
  return Object.hasOwn(HANDLERS, type);
}
