import "server-only";
import type { Db } from "~/platform/db";
import { HANDLERS, isHandledEvent } from "./handlers";
import { logger } from "~/platform/log/logger";

const log = logger("mercadopago");

export type Notification = { id: string; type: string; action: string | null; dataId: string };
export type ReceiveResult = "processed" | "duplicate" | "ignored";

/**
 * A verified notification: recorded under Mercado Pago's notification id first, so a repeat (a
 * replay, a retry, 20 parallel copies) finds the row and has no second effect. The payload only
 * names the resource; the handler fetches its real state through the SDK. A failed handler removes
 * the record, so Mercado Pago's retry is processed again (effects stay idempotent by payment id).
 */
export async function receiveNotification(db: Db, notification: Notification): Promise<ReceiveResult> {
  if (!isHandledEvent(notification.type)) return "ignored";
  const { count } = await db.webhookEvent.createMany({
    data: [{ id: notification.id, type: notification.type, action: notification.action, dataId: notification.dataId }],
    skipDuplicates: true,
  });
  if (count === 0) return "duplicate";
  try {
    const outcome = await HANDLERS[notification.type](db, notification.dataId);
    await db.webhookEvent.update({ where: { id: notification.id }, data: { processedAt: new Date(), error: null } });
    log.info({ type: notification.type, dataId: notification.dataId, outcome }, "notificação processada");
    return "processed";
  } catch (error) {
    await db.webhookEvent.delete({ where: { id: notification.id } }).catch(() => {});
    throw error;
  }
}
