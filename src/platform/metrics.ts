import crypto from "node:crypto";
import client from "prom-client";

// Prometheus metrics of this process (prom-client), served by GET /api/metrics behind METRICS_TOKEN.
// One registry per process on globalThis: instrumentation, the proxy and the routes are separate
// bundles. Labels are bounded: route patterns (route-pattern.ts), never concrete paths.

type Sources = {
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  queueDepth?: () => Promise<Record<string, number>>;
};

function create() {
  const registry = new client.Registry();
  // Includes nodejs_eventloop_lag_seconds (and its percentiles), heap, GC, handles.
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const sources: Sources = {};
  const registers = [registry];
  return {
    registry,
    sources,
    httpDuration: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pdfDuration: new client.Histogram({
      name: "pdf_render_duration_seconds",
      help: "Proposal PDF renders (count and duration)",
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers,
    }),
    emails: new client.Counter({
      name: "emails_total",
      help: "E-mails by outcome (sent, failed)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    jobFailures: new client.Counter({
      name: "jobs_failed_total",
      help: "Background jobs that threw, by queue",
      labelNames: ["queue"] as const,
      registers,
    }),
    officialRatesFailed: new client.Counter({
      name: "official_rates_failed_total",
      help: "Official-rate series the Banco Central did not give (the last value kept), by series",
      labelNames: ["series"] as const,
      registers,
    }),
    // The Banco Central's consórcio data (features/bcb): how many months the newest stored month is
    // behind the current one (the BCB publishes 6–10 weeks late, so 2–3 is normal), and 1 past 3.
    bcbMonthsBehind: new client.Gauge({
      name: "bcb_consorcios_months_behind",
      help: "Months between the newest stored BCB consórcio month and the current month",
      registers,
    }),
    bcbStale: new client.Gauge({
      name: "bcb_consorcios_stale",
      help: "1 when the newest stored BCB consórcio month is more than 3 months old (or none is stored)",
      registers,
    }),
    dbPool: new client.Gauge({
      name: "db_pool_connections",
      help: "Database pool: connections in use and idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const pool = sources.pool;
        if (!pool) return;
        this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    }),
    queueDepth: new client.Gauge({
      name: "job_queue_depth",
      help: "Jobs waiting in each queue (pg-boss)",
      labelNames: ["queue"] as const,
      registers,
      async collect() {
        const depths: Record<string, number> = (await sources.queueDepth?.().catch(() => ({}))) ?? {};
        for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
      },
    }),
  };
}

declare global {
  var __consorcioMetrics: ReturnType<typeof create> | undefined;
}

export function metrics(): ReturnType<typeof create> {
  return (globalThis.__consorcioMetrics ??= create());
}

/** Times `fn` into a histogram. */
export async function timed<T>(histogram: client.Histogram, fn: () => Promise<T>): Promise<T> {
  const end = histogram.startTimer();
  try {
    return await fn();
  } finally {
    end();
  }
}

/** GET /api/metrics: Prometheus text with `Authorization: Bearer <token>`, 401 otherwise. */
export async function metricsResponse(authorization: string | null, token: string | undefined): Promise<Response> {
  const given = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!token || !given || !sameSecret(given, token)) {
    return new Response("Não autorizado.\n", {
      status: 401,
      headers: { "www-authenticate": "Bearer", "cache-control": "no-store" },
    });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
