import "server-only";
import { db } from "~/platform/db";
import { defineJob, type JobDefinition } from "~/platform/jobs";
import { sendMail } from "~/platform/mail/queue";
import { logger } from "~/platform/log/logger";
import { runLifecyclePass } from "./lifecycle";
import { runReconcile } from "./reconcile";

const log = logger("billing");

// Billing's background work (src/platform/jobs.ts runs it): the hourly reconciliation with Mercado
// Pago and the daily lifecycle pass. "singleton": one pass of each at a time across every process.

export const BILLING_QUEUES = { reconcile: "billing-reconcile", lifecycle: "billing-lifecycle" } as const;

export const billingJobs: JobDefinition[] = [
  defineJob({
    queue: BILLING_QUEUES.reconcile,
    policy: "singleton",
    cron: "17 * * * *",
    run: async () => log.info({ report: await runReconcile(db, new Date()) }, "reconcile"),
  }),
  defineJob({
    queue: BILLING_QUEUES.lifecycle,
    policy: "singleton",
    cron: "10 3 * * *",
    run: async () =>
      log.info({ report: await runLifecyclePass(db, new Date(), (message) => sendMail(db, message)) }, "lifecycle"),
  }),
];
