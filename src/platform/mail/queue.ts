import "server-only";
import PgBoss from "pg-boss";
import { env } from "~/env";
import { onShutdown } from "~/platform/lifecycle";
import type { MailMessage } from "./send";
import { logger } from "~/platform/log/logger";

// The e-mail queue (pg-boss, schema "pgboss"). A web server of a deployment (BILLING_WORKER=off)
// only puts messages on it; the worker (npm run worker, src/features/billing/jobs.ts) delivers
// them, retrying an SMTP failure, so no request waits on the mail server.

const log = logger("e-mail");

export const MAIL_QUEUE = "billing-email";

let sender: Promise<PgBoss> | null = null;

/** A pg-boss that only sends: no maintenance, no schedules, two connections. */
function mailSender(): Promise<PgBoss> {
  sender ??= (async () => {
    const boss = new PgBoss({ connectionString: env.DATABASE_URL, schema: "pgboss", max: 2, supervise: false, schedule: false });
    boss.on("error", (error) => log.error({ err: error }, "pg-boss"));
    await boss.start();
    await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE });
    onShutdown("pg-boss (e-mail)", () => boss.stop({ graceful: false, wait: true }));
    return boss;
  })().catch((error: unknown) => {
    sender = null;
    throw error;
  });
  return sender;
}

/** Whether this process hands e-mail to the worker instead of sending it itself. */
export function mailThroughQueue(): boolean {
  return env.BILLING_WORKER === "off";
}

export async function enqueueMail(message: MailMessage): Promise<void> {
  await (await mailSender()).send(MAIL_QUEUE, message, { retryLimit: 5, retryBackoff: true });
}
