import "server-only";
import type PgBoss from "pg-boss";
import { SAO_PAULO } from "~/lib/format";
import { db } from "~/platform/db";
import { sendMail } from "~/platform/mail/send";
import { logger } from "~/platform/log/logger";
import { runMorningDigest } from "./digest";
import { IMPORT_QUEUE, runClientImport } from "./import-job";

const log = logger("clients");

// The clients feature's jobs on the app's pg-boss (schema "pgboss"): confirmed spreadsheet imports
// (features/clients/import-job.ts), and the morning digest at 08:00 São Paulo, Monday to Friday,
// once across the cluster. Its e-mails go through platform/mail (the
// e-mail queue when this process hands mail to the worker).

export const DIGEST_QUEUE = "clients-digest";
export const DIGEST_CRON = "0 8 * * 1-5";

export async function registerClientJobs(boss: PgBoss): Promise<void> {
  // Spreadsheet imports: one at a time per worker process (each one's batches are short, and the
  // per-account limit keeps one account from queueing many).
  await boss.createQueue(IMPORT_QUEUE, { name: IMPORT_QUEUE });
  await boss.work<{ importId: string }>(IMPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await runClientImport(db, job.data.importId);
  });
  await boss.createQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, policy: "singleton" });
  await boss.schedule(DIGEST_QUEUE, DIGEST_CRON, {}, { tz: SAO_PAULO });
  await boss.work(DIGEST_QUEUE, async () => {
    const summary = await runMorningDigest(db, new Date(), (message) => sendMail(db, message));
    log.info({ summary }, "resumo da manhã");
  });
}
