import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { devOutboxEnabled, env } from "~/env";
import { AppError } from "~/lib/errors";
import type { Db } from "~/server/db";

export type MailMessage = { to: string; subject: string; text: string };

let transporter: Transporter | null = null;

function smtp(url: string): Transporter {
  transporter ??= nodemailer.createTransport(url);
  return transporter;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise the message goes to the server log and the
 * OutboxEmail table (listed by the dev outbox page), so every flow works on a fresh machine.
 * Messages carry links, never passwords.
 */
export async function sendMail(db: Db, message: MailMessage): Promise<void> {
  if (env.SMTP_URL) {
    await smtp(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...message });
    return;
  }
  await db.outboxEmail.create({ data: message });
  if (env.NODE_ENV !== "test") {
    console.info(`[e-mail] para ${message.to}: ${message.subject}\n${message.text}\n`);
  }
}

/** The latest messages of the log-only mailer, for the dev outbox page; absent in production. */
export async function latestOutbox(db: Db, { enabled = devOutboxEnabled, take = 50 } = {}) {
  if (!enabled) throw new AppError("NOT_FOUND", "Página não encontrada.");
  return db.outboxEmail.findMany({
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, to: true, subject: true, text: true, createdAt: true },
  });
}
