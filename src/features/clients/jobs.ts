import "server-only";
import type PgBoss from "pg-boss";
import { db } from "~/platform/db";
import { sendMail } from "~/platform/mail/send";
import { logger } from "~/platform/log/logger";
import { runMorningDigest } from "./digest";

const log = logger("clients");

// The clients feature's jobs on the app's pg-boss (schema "pgboss"): the morning digest at 08:00
// São Paulo, Monday to Friday, once across the cluster. Its e-mails go through platform/mail (the
// e-mail queue when this process hands mail to the worker).

export const DIGEST_QUEUE = "clients-digest";
export const DIGEST_CRON = "0 8 * * 1-5";

export async function registerClientJobs(boss: PgBoss): Promise<void> {
  await boss.createQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, policy: "singleton" });
  await boss.schedule(DIGEST_QUEUE, DIGEST_CRON, {}, { tz: "America/Sao_Paulo" });
  await boss.work(DIGEST_QUEUE, async () => {
    const summary = await runMorningDigest(db, new Date(), (message) => sendMail(db, message));
    log.info({ summary }, "resumo da manhã");
  });
}
