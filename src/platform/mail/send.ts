import "server-only";
// The delivery of one e-mail (SMTP, or the dev outbox without it). What sends goes through the queue
// (./queue.ts, sendMail), which calls this from its worker: the queue imports this file, never the reverse.
import nodemailer, { type Transporter } from "nodemailer";
import { devOutboxEnabled, env } from "~/env";
import { AppError } from "~/lib/errors";
import { isLoopback } from "~/platform/request-info";
import type { Db } from "~/platform/db";
import { logger } from "~/platform/log/logger";
import { maskAddress } from "~/platform/log/redact";
import { metrics } from "~/platform/metrics";

const log = logger("e-mail");

/**
 * `headers`: extra ones (List-Unsubscribe…). `tag`: what kind of message it is, for the log line,
 * which never carries the subject (subjects can hold a client's name).
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  tag?: string;
  accountId?: string;
};

let transporter: Transporter | null = null;

function smtp(url: string): Transporter {
  transporter ??= nodemailer.createTransport(url);
  return transporter;
}

/**
 * Delivers through SMTP when SMTP_URL is set. Otherwise the message goes to the OutboxEmail table
 * (listed by the dev outbox page; the log says so, without the body), so every flow works on a
 * fresh machine.
 * Messages carry links, never passwords.
 */
export async function deliverMail(db: Db, { accountId: _account, ...message }: MailMessage): Promise<void> {
  if (env.SMTP_URL) {
    try {
      await smtp(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...message });
    } catch (error) {
      metrics().emails.inc({ outcome: "failed" });
      throw error;
    }
    metrics().emails.inc({ outcome: "sent" });
    log.info({ to: maskAddress(message.to), tag: message.tag }, "e-mail enviado");
    return;
  }
  await db.outboxEmail.create({ data: { to: message.to, subject: message.subject, text: message.text } });
  metrics().emails.inc({ outcome: "sent" });
  // Never the body: it holds reset and confirmation links. The dev outbox page shows it.
  log.info({ to: maskAddress(message.to), tag: message.tag }, "e-mail guardado na caixa de saída local (/dev/outbox)");
}

/**
 * The latest messages of the log-only mailer, for the dev outbox page. They hold live reset links:
 * only for a request from this machine (loopback socket) on a non-production server.
 */
export async function latestOutbox(
  db: Db,
  { enabled = devOutboxEnabled, ip, take = 50 }: { enabled?: boolean; ip: string | null; take?: number },
) {
  if (!enabled || !isLoopback(ip)) throw new AppError("NOT_FOUND", "Página não encontrada.");
  return db.outboxEmail.findMany({
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, to: true, subject: true, text: true, createdAt: true },
  });
}
