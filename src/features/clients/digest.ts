import "server-only";
import { accountAccess } from "~/features/billing";
import { env } from "~/env";
import type { Db } from "~/platform/db";
import type { MailMessage } from "~/platform/mail/send";
import { saoPauloToday } from "./days";
import { digestEmail } from "./emails";
import { turnOffUrl } from "./notify-prefs";
import { todayFor } from "./today";

/** Whether `now` falls on a weekday in São Paulo (the digest's schedule says so too: this is the rule). */
export function saoPauloWeekday(now: Date): boolean {
  const day = new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", weekday: "short" }).format(now);
  return day !== "Sat" && day !== "Sun";
}

/**
 * The morning digest (the "clients-digest" job, 08:00 São Paulo on weekdays): for every owner and
 * seller of an account with access who left it on, their "Hoje" (contacts due, hot clients, new
 * answers) by e-mail; nothing when there is nothing to say. Each user is claimed for the day before
 * sending (digestSentOn), so a retried or doubled job sends no second e-mail.
 */
export async function runMorningDigest(db: Db, now: Date, send: (message: MailMessage) => Promise<void>) {
  const outcome = { sent: 0, empty: 0 };
  if (!saoPauloWeekday(now)) return outcome;
  const today = saoPauloToday(now);
  const users = await db.user.findMany({
    where: { role: { in: ["OWNER", "SELLER"] }, morningDigest: true, OR: [{ digestSentOn: null }, { digestSentOn: { lt: today } }] },
    select: { id: true, name: true, email: true, role: true, account: { select: { id: true, status: true, paidThrough: true } } },
    orderBy: { id: "asc" },
  });
  for (const user of users) {
    if (!accountAccess(user.account.status, user.account.paidThrough, now).active) continue;
    const viewer = { user: { id: user.id, role: user.role }, account: { id: user.account.id } };
    const message = digestEmail({
      to: user.email,
      sellerName: user.name,
      today: await todayFor(db, viewer, now),
      clientUrl: (id) => `${env.NEXTAUTH_URL}/propostas/clients/${id}`,
      answersUrl: `${env.NEXTAUTH_URL}/propostas/clients-proposal`,
      turnOffUrl: turnOffUrl(user.id, "digest"),
    });
    if (!message) {
      outcome.empty += 1;
      continue;
    }
    const { count } = await db.user.updateMany({
      where: { id: user.id, OR: [{ digestSentOn: null }, { digestSentOn: { lt: today } }] },
      data: { digestSentOn: today },
    });
    if (count === 0) continue;
    await send(message);
    outcome.sent += 1;
  }
  return outcome;
}
