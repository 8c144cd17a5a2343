import "server-only";
import { accountAccess } from "~/features/plans";
import { env } from "~/env";
import { saoPauloDayOfWeek } from "~/lib/sao-paulo-day";
import type { Db } from "~/platform/db";
import type { MailMessage } from "~/platform/mail/send";
import { saoPauloToday } from "../days";
import { digestEmail } from "./emails";
import { turnOffUrl } from "./notify-prefs";
import { todayFor } from "../today";

/** Whether `now` falls on a weekday in São Paulo (the digest's schedule says so too: this is the rule). */
export function saoPauloWeekday(now: Date): boolean {
  const day = saoPauloDayOfWeek(now);
  return day !== 0 && day !== 6;
}

/**
 * The morning digest (the "clients-digest" job, 08:00 São Paulo on weekdays): for every owner and
 * seller of an account with access who left it on, their "Hoje" (contacts due, hot clients, new
 * answers) by e-mail; nothing when there is nothing to say. Each user's day (digestSentOn) is marked in
 * a transaction that commits only once the e-mail was handed over: a failed send throws (the job is
 * retried and sends it then), and a retried or doubled job sends no second e-mail.
 */
export async function runMorningDigest(
  db: Db,
  now: Date,
  send: (message: MailMessage & { accountId: string; userId: string }) => Promise<void>,
) {
  const outcome = { sent: 0, empty: 0 };
  let failure: unknown;
  if (!saoPauloWeekday(now)) return outcome;
  const today = saoPauloToday(now);
  const users = await db.user.findMany({
    where: {
      role: { in: ["OWNER", "SELLER"] },
      morningDigest: true,
      OR: [{ digestSentOn: null }, { digestSentOn: { lt: today } }],
    },
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      account: { select: { id: true, status: true, paidThrough: true } },
    },
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
    // The platform's transaction limits hold: in a worker the send is one insert on the e-mail
    // queue, not an SMTP exchange, so the transaction lasts milliseconds.
    const sent = await db
      .$transaction(async (tx) => {
        // The conditional update takes the user's row lock: a doubled job (the queue is a
        // singleton, so only a hand-run one) waits here, then finds the day taken and sends nothing. The claim commits only after the send succeeded, so a failed
        // send leaves the day free for the retry.
        const { count } = await tx.user.updateMany({
          where: { id: user.id, OR: [{ digestSentOn: null }, { digestSentOn: { lt: today } }] },
          data: { digestSentOn: today },
        });
        if (count === 0) return false;
        await send({ ...message, accountId: user.account.id, userId: user.id });
        return true;
      })
      .catch((error: unknown) => {
        failure ??= error;
        return false;
      });
    if (sent) outcome.sent += 1;
  }
  // One user's failed send does not hold back the others; the job fails so pg-boss retries it.
  if (failure !== undefined) throw failure;
  return outcome;
}
