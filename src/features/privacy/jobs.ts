import "server-only";
import { db } from "~/platform/db";
import { defineJob, type JobDefinition } from "~/platform/jobs";
import { DELETE_ACCOUNT_QUEUE, deleteAccountInBatches } from "./account-deletion";
import { EXPORT_QUEUE, runDataExport } from "./export-job";

// The privacy feature's background work (src/platform/jobs.ts runs it): the LGPD data export and the
// owner's deletion of the whole account.
export const privacyJobs: JobDefinition[] = [
  // A retry starts the export over (runDataExport rewrites the row's progress and bytes).
  defineJob<{ exportId: string }>({
    queue: EXPORT_QUEUE,
    retry: { retryLimit: 1, retryDelay: 30 },
    run: async (jobs) => {
      for (const job of jobs) await runDataExport(db, job.data.exportId);
    },
  }),
  // One deletion per account at a time (stately + the account as key); a retry resumes the batches.
  defineJob<{ accountId: string }>({
    queue: DELETE_ACCOUNT_QUEUE,
    policy: "stately",
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    run: async (jobs) => {
      for (const job of jobs) await deleteAccountInBatches(db, job.data.accountId);
    },
  }),
];
