import "server-only";
import { env } from "~/env";
import type { Db } from "~/platform/db";
import { sendNotification } from "~/platform/mail/queue";
import { firstOpenEmail } from "./emails";
import { turnOffUrl } from "./notify-prefs";
import { AppError } from "~/lib/errors";
import { CLIENT_NOT_FOUND, clientScope, type Viewer } from "../scope";

const TOAST_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The e-mail of a first-open alert, to the client's seller, unless they turned it off. */
export async function notifyFirstOpen(db: Db, alertId: string, device: string): Promise<boolean> {
  const alert = await db.clientAlert.findUnique({
    where: { id: alertId },
    select: {
      clientId: true,
      accountId: true,
      client: { select: { name: true } },
      user: { select: { id: true, name: true, email: true, notifyFirstOpen: true } },
    },
  });
  if (!alert?.user.notifyFirstOpen) return false;
  await sendNotification(db, {
    accountId: alert.accountId,
    userId: alert.user.id,
    ...firstOpenEmail({
      to: alert.user.email,
      sellerName: alert.user.name,
      clientName: alert.client.name,
      device,
      clientUrl: `${env.NEXTAUTH_URL}/propostas/clients/${alert.clientId}`,
      turnOffUrl: turnOffUrl(alert.user.id, "first-open"),
    }),
  });
  return true;
}

/**
 * The viewer's first-open alerts: how many are still unseen (the menu's badge) and the ones not yet
 * shown as a toast (the next page shows them once). Only the viewer's own: an owner is not told of
 * a seller's clients.
 */
export async function alertsFor(db: Db, viewer: Viewer, now = new Date()) {
  const where = { userId: viewer.user.id, accountId: viewer.account.id };
  const [unseen, toast] = await Promise.all([
    db.clientAlert.count({ where: { ...where, seenAt: null } }),
    db.clientAlert.findMany({
      where: { ...where, toastedAt: null, seenAt: null, createdAt: { gte: new Date(now.getTime() - TOAST_WINDOW_MS) } },
      select: { id: true, clientId: true, createdAt: true, client: { select: { name: true } } },
      orderBy: { createdAt: "desc" },
      take: 5,
    }),
  ]);
  return { unseen, toast: toast.map(({ client, ...a }) => ({ ...a, clientName: client.name })) };
}

export async function markAlertsToasted(db: Db, viewer: Viewer, ids: string[], now = new Date()) {
  await db.clientAlert.updateMany({
    where: { id: { in: ids }, userId: viewer.user.id, accountId: viewer.account.id, toastedAt: null },
    data: { toastedAt: now },
  });
}

/** Opening the client's page: their alerts leave the badge. */
export async function markClientAlertsSeen(db: Db, viewer: Viewer, clientId: string, now = new Date()) {
  if (!(await db.client.findFirst({ where: { id: clientId, ...clientScope(viewer) }, select: { id: true } })))
    throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
  await db.clientAlert.updateMany({
    where: { clientId, userId: viewer.user.id, accountId: viewer.account.id, seenAt: null },
    data: { seenAt: now, toastedAt: now },
  });
}
