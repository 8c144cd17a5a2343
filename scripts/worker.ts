// npm run worker: the background process of a deployment. It runs the pg-boss workers (billing
// reconciliation and lifecycle, the e-mail queue) and nothing else; the web servers run with
// BILLING_WORKER=off. Same environment as the web servers (src/env.ts checks it). On SIGTERM or SIGINT
// it lets the running jobs finish (up to 10 s), stops pg-boss, disconnects Prisma and exits 0; a job
// cut off by `kill -9` is retried by pg-boss once its lease expires, queued ones wait for the next worker.
import { startBillingWorker } from "../src/features/billing/jobs";
import { registerClientJobs } from "../src/features/clients/server";
import { startRatesWorker } from "../src/features/rates/server";
import { db } from "../src/platform/db";
import { env } from "../src/env";
import { configureLogger, logger, routeConsoleToLog } from "../src/platform/log/logger";
import { serveWorkerMetrics } from "../src/platform/worker-metrics";

configureLogger({ level: env.LOG_LEVEL, format: env.NODE_ENV === "development" ? "pretty" : "json" });
if (env.NODE_ENV === "production") routeConsoleToLog();
const log = logger("worker");

const boss = await startBillingWorker();
// The clients' morning digest, on the same pg-boss.
await registerClientJobs(boss);
// The daily official-rates fetch runs in the same background process.
const rates = await startRatesWorker();
// The worker's own metrics (queue depth, job failures, e-mails): Prometheus scrapes it beside the web servers.
const metricsServer = env.WORKER_METRICS_PORT ? await serveWorkerMetrics(env.WORKER_METRICS_PORT, env.METRICS_TOKEN) : null;
log.info({ metricsPort: env.WORKER_METRICS_PORT ?? null }, "pronto");

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "terminando os jobs em andamento");
  metricsServer?.close();
  // Both queues at once: compose gives the worker 15 s before it kills it.
  await Promise.all([
    boss.stop({ graceful: true, timeout: 10_000, wait: true }).catch((error: unknown) => log.error({ err: error }, "pg-boss não parou")),
    rates.stop({ graceful: true, timeout: 10_000, wait: true }).catch((error: unknown) => log.error({ err: error }, "pg-boss (taxas) não parou")),
  ]);
  await db.$disconnect().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
