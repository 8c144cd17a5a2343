import "server-only";
import { db } from "~/platform/db";
import { defineJob, type JobDefinition } from "~/platform/jobs";
import { sendMail } from "~/platform/mail/send";
import { logger } from "~/platform/log/logger";
import { runMorningDigest } from "./digest";

const log = logger("clients");

// The clients feature's background work (src/platform/jobs.ts runs it): the morning digest at 08:00
// São Paulo, Monday to Friday, once across the cluster. Its e-mails go through platform/mail.

export const DIGEST_QUEUE = "clients-digest";
export const DIGEST_CRON = "0 8 * * 1-5";

export const clientJobs: JobDefinition[] = [
  defineJob({
    queue: DIGEST_QUEUE,
    policy: "singleton",
    cron: DIGEST_CRON,
    run: async () => {
      const summary = await runMorningDigest(db, new Date(), (message) => sendMail(db, message));
      log.info({ summary }, "resumo da manhã");
    },
  }),
];
