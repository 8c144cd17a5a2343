import "server-only";
import { db } from "~/platform/db";
import { defineJob, type JobDefinition } from "~/platform/jobs";
import { sendNotification } from "~/platform/mail/queue";
import { logger } from "~/platform/log/logger";
import { runMorningDigest } from "./timeline/digest";
import { IMPORT_QUEUE, runClientImport } from "./import/import-job";
import { failAbandonedImports, IMPORT_SWEEP_CRON, IMPORT_SWEEP_QUEUE } from "./import/import-sweep";

const log = logger("clients");

// The clients feature's background work (src/platform/jobs.ts runs it): confirmed spreadsheet
// imports (features/clients/import/import-job.ts) with the sweep that ends one whose job gave up
// (import-sweep.ts), and the morning digest at 08:00 São Paulo, Monday to
// Friday, once across the cluster. Its e-mails go through platform/mail.

export const DIGEST_QUEUE = "clients-digest";
export const DIGEST_CRON = "0 8 * * 1-5";

export const clientJobs: JobDefinition[] = [
  // One import per job; a retry (the worker died, the database went away) first undoes what the
  // failed attempt wrote (runClientImport), so retrying is safe.
  defineJob<{ importId: string }>({
    queue: IMPORT_QUEUE,
    retry: { retryLimit: 2, retryDelay: 30 },
    // One import per account (IMPORTS_PER_ACCOUNT): two at once, so one account's 5 000 lines never hold another's.
    work: { localConcurrency: 2 },
    run: async (jobs) => {
      for (const job of jobs) await runClientImport(db, job.data.importId);
    },
  }),
  // Every 5 minutes, once across the cluster: an import whose job failed for good is undone and failed.
  defineJob({
    queue: IMPORT_SWEEP_QUEUE,
    policy: "singleton",
    cron: IMPORT_SWEEP_CRON,
    run: async () => void (await failAbandonedImports(db)),
  }),
  defineJob({
    queue: DIGEST_QUEUE,
    policy: "singleton",
    cron: DIGEST_CRON,
    run: async () => {
      const summary = await runMorningDigest(db, new Date(), (message) => sendNotification(db, message));
      log.info({ summary }, "resumo da manhã");
    },
  }),
];
