import "server-only";
import { db } from "~/platform/db";
import { defineJob, type JobDefinition } from "~/platform/jobs";
import { logger } from "~/platform/log/logger";
import { DELETE_ACCOUNT_QUEUE, deleteAccountInBatches } from "./account-deletion";
import { DELETION_SWEEP_CRON, DELETION_SWEEP_QUEUE, resendStuckDeletions } from "./deletion-sweep";
import { EXPORT_QUEUE, EXPORT_RETRY, runDataExport } from "./export-job";

const log = logger("privacy");

// The privacy feature's background work (src/platform/jobs.ts runs it): the LGPD data export, the
// owner's deletion of the whole account, and the sweep that sends a given-up deletion again.
export const privacyJobs: JobDefinition[] = [
  // A retry starts the export over (runDataExport rewrites the row's progress and bytes); the row
  // is marked failed only by the last attempt (pg-boss's retryCount against the queue's limit).
  defineJob<{ exportId: string }>({
    queue: EXPORT_QUEUE,
    retry: EXPORT_RETRY,
    // One export per account: two at once, so one account's long export never holds another's.
    work: { localConcurrency: 2 },
    run: async (jobs) => {
      for (const job of jobs)
        await runDataExport(db, job.data.exportId, { finalAttempt: job.retryCount >= EXPORT_RETRY.retryLimit });
    },
  }),
  // One deletion per account at a time (stately + the account as key); a retry resumes the batches.
  defineJob<{ accountId: string }>({
    queue: DELETE_ACCOUNT_QUEUE,
    policy: "stately",
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    // Two at once: one account's long deletion never holds another's.
    work: { localConcurrency: 2 },
    run: async (jobs) => {
      for (const job of jobs) await deleteAccountInBatches(db, job.data.accountId);
    },
  }),
  // Every 5 minutes, once across the cluster: deletions marked 15+ minutes ago with no live job.
  defineJob({
    queue: DELETION_SWEEP_QUEUE,
    policy: "singleton",
    cron: DELETION_SWEEP_CRON,
    run: async () => {
      const resent = await resendStuckDeletions(db);
      if (resent.length > 0) log.warn({ accounts: resent.length }, "exclusões de conta paradas enviadas de novo");
    },
  }),
];
