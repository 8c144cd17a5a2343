// npm run worker: the background process of a deployment (PROCESS_ROLE=worker). It runs every queue
// (billing reconciliation and lifecycle, the clients' morning digest, the official rates, e-mail) on
// one pg-boss and serves nothing else; the web servers run with PROCESS_ROLE=web and only send jobs.
// Same environment as the web servers (src/env.ts checks it). On SIGTERM or SIGINT it lets the running
// jobs finish (up to 10 s), stops pg-boss, disconnects Prisma and exits 0; a job cut off by `kill -9`
// is retried by pg-boss once its lease expires, queued ones wait for the next worker.
import { env } from "../src/env";
import { db } from "../src/platform/db";
import { runsJobs, startJobs, stopJobs } from "../src/platform/jobs";
import { configureLogger, logger, routeConsoleToLog } from "../src/platform/log/logger";
import { serveWorkerMetrics } from "../src/platform/worker-metrics";
import { allJobs } from "../src/server/jobs";

configureLogger({ level: env.LOG_LEVEL, format: env.NODE_ENV === "development" ? "pretty" : "json" });
if (env.NODE_ENV === "production") routeConsoleToLog();
const log = logger("worker");
if (!runsJobs()) {
  log.error({ role: env.PROCESS_ROLE ?? null }, "este PROCESS_ROLE não roda jobs: o worker usa PROCESS_ROLE=worker");
  process.exit(1);
}

await startJobs(allJobs());
// The worker's own metrics (queue depth, job failures, e-mails): Prometheus scrapes it beside the web servers.
const metricsServer = env.WORKER_METRICS_PORT
  ? await serveWorkerMetrics(env.WORKER_METRICS_PORT, env.METRICS_TOKEN)
  : null;
log.info({ metricsPort: env.WORKER_METRICS_PORT ?? null }, "pronto");

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "terminando os jobs em andamento");
  metricsServer?.close();
  // compose gives the worker 15 s before it kills it.
  await stopJobs().catch((error: unknown) => log.error({ err: error }, "pg-boss não parou"));
  await db.$disconnect().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
