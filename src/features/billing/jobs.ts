import "server-only";
import PgBoss from "pg-boss";
import { env } from "~/env";
import { MAIL_QUEUE } from "~/platform/mail/queue";
import { deliverMail, type MailMessage } from "~/platform/mail/send";
import { db } from "~/platform/db";
import { metrics } from "~/platform/metrics";
import { runLifecyclePass } from "./lifecycle";
import { runReconcile } from "./reconcile";
import { logger } from "~/platform/log/logger";

const log = logger("billing");

// Background billing work on pg-boss (PostgreSQL, schema "pgboss"): every app server may start a
// worker; pg-boss hands each job to one of them and fires each cron once across the cluster.

export const QUEUES = { reconcile: "billing-reconcile", lifecycle: "billing-lifecycle", email: MAIL_QUEUE } as const;

const TZ = "America/Sao_Paulo";

export function createBoss(): PgBoss {
  return new PgBoss({ connectionString: env.DATABASE_URL, schema: "pgboss", max: 3 });
}

/** Starts the queues, the schedules and the workers; returns the boss so the caller can stop it. */
export async function startBillingWorker(): Promise<PgBoss> {
  const boss = createBoss();
  boss.on("error", (error) => log.error({ err: error }, "pg-boss"));
  await boss.start();
  // "singleton": one pass of each runs at a time across all servers.
  await boss.createQueue(QUEUES.reconcile, { name: QUEUES.reconcile, policy: "singleton" });
  await boss.createQueue(QUEUES.lifecycle, { name: QUEUES.lifecycle, policy: "singleton" });
  await boss.createQueue(QUEUES.email, { name: QUEUES.email });
  await boss.schedule(QUEUES.reconcile, "17 * * * *", {}, { tz: TZ });
  await boss.schedule(QUEUES.lifecycle, "10 3 * * *", {}, { tz: TZ });
  const mail = async (message: MailMessage) => {
    await boss.send(QUEUES.email, message, { retryLimit: 5, retryBackoff: true });
  };
  await boss.work(QUEUES.reconcile, counted(QUEUES.reconcile, async () => {
    log.info({ report: await runReconcile(db, new Date()) }, "reconcile");
  }));
  await boss.work(QUEUES.lifecycle, counted(QUEUES.lifecycle, async () => {
    log.info({ report: await runLifecyclePass(db, new Date(), mail) }, "lifecycle");
  }));
  await boss.work<MailMessage>(QUEUES.email, counted(QUEUES.email, async (jobs: { data: MailMessage }[]) => {
    // Delivered here, never queued again (platform/mail/queue.ts is how web servers send).
    for (const job of jobs) await deliverMail(db, job.data);
  }));
  // /api/metrics: jobs waiting per queue.
  metrics().sources.queueDepth = async () =>
    Object.fromEntries(await Promise.all(Object.values(QUEUES).map(async (queue) => [queue, await boss.getQueueSize(queue)] as const)));
  log.info("worker pg-boss iniciado (reconciliação de hora em hora, ciclo diário, e-mails)");
  return boss;
}

/** A job handler that counts its failures (jobs_failed_total) and rethrows them for pg-boss to retry. */
function counted<A extends unknown[]>(queue: string, handler: (...args: A) => Promise<void>) {
  return async (...args: A) => {
    try {
      await handler(...args);
    } catch (error) {
      metrics().jobFailures.inc({ queue });
      throw error;
    }
  };
}

export function billingWorkerEnabled(): boolean {
  return env.BILLING_WORKER ? env.BILLING_WORKER === "on" : env.NODE_ENV !== "test";
}
