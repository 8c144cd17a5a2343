import "server-only";
import { db } from "~/platform/db";
import { defineJob, type JobDefinition } from "~/platform/jobs";
import { EXPORT_QUEUE, runDataExport } from "./export-job";

// The privacy feature's background work (src/platform/jobs.ts runs it): the LGPD data export.
export const privacyJobs: JobDefinition[] = [
  // A retry starts the export over (runDataExport rewrites the row's progress and bytes).
  defineJob<{ exportId: string }>({
    queue: EXPORT_QUEUE,
    retry: { retryLimit: 1, retryDelay: 30 },
    run: async (jobs) => {
      for (const job of jobs) await runDataExport(db, job.data.exportId);
    },
  }),
];
