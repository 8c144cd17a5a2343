import "server-only";
import pg from "pg";
import {
  type FindJobsOptions,
  type Job,
  PgBoss,
  type QueueOptions,
  type QueuePolicy,
  type SendOptions,
  type WorkOptions,
} from "pg-boss";
import { env } from "~/env";
import { connectionTimeouts } from "~/platform/db-limits";
import { SAO_PAULO } from "~/lib/format";
import { onShutdown } from "~/platform/lifecycle";
import { logger } from "~/platform/log/logger";
import { metrics } from "~/platform/metrics";
import { isRecord } from "~/lib/json";

// Background jobs (pg-boss, in PostgreSQL's "pgboss" schema): one pg-boss per process, shared by
// every queue (billing, clients, privacy, rates, e-mail). A feature describes its queues as JobDefinitions; the
// process entry points (src/instrumentation.ts, scripts/worker.ts) hand the whole list, from
// src/server/jobs.ts, to startJobs(). Requests only send (sendJob): a web server whose PROCESS_ROLE is
// "web" sends and runs nothing, a worker or a one-machine server ("all") runs them.

const log = logger("jobs");

export type JobDefinition<T extends object = object> = {
  queue: string;
  /** "singleton": one run at a time across every process (each step of these jobs is conditional). */
  policy?: QueuePolicy;
  /** A cron line in São Paulo time; pg-boss fires it once across the cluster. */
  cron?: string;
  /** Retries of a failed job (the queue's default for every send). */
  retry?: Pick<QueueOptions, "retryLimit" | "retryDelay" | "retryBackoff">;
  /**
   * How the worker fetches (default: one job per 2 s poll, one at a time): a batch size and poll
   * interval set a rate; `localConcurrency` runs that many jobs at once, so that on a queue allowing
   * one job per account, one account's long job never holds another's.
   */
  work?: Pick<WorkOptions, "batchSize" | "pollingIntervalSeconds" | "localConcurrency">;
  run: (jobs: Job<T>[]) => Promise<void>;
  /** Runs once when the worker starts (e.g. a first fetch on an empty database). */
  onStart?: (send: (data?: T) => Promise<void>) => Promise<void>;
};

/** Lets a feature's list hold definitions of different payloads. */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition {
  return definition as unknown as JobDefinition;
}

type Role = "web" | "worker" | "all";

/**
 * What this process does with jobs: "web" sends them for a worker, "worker" (`npm run worker`) and
 * "all" (one machine: `npm run dev`, `npm start`) run them. Unset, a test process has no jobs at all:
 * its e-mails go out at once.
 */
export function processRole(): Role | null {
  return env.PROCESS_ROLE ?? (env.NODE_ENV === "test" ? null : "all");
}

/** Whether this process runs the queues' work (and their schedules). */
export function runsJobs(): boolean {
  const role = processRole();
  return role === "worker" || role === "all";
}

// One per process: the routes, the proxy and instrumentation are separate bundles, so the instance
// lives on globalThis, like the metrics registry.
type QueueSetup = { policy?: QueuePolicy; deleteAfterSeconds: number } & JobDefinition["retry"];

/**
 * How long a finished job (completed, failed or cancelled) stays in pg-boss's tables: an hour, enough
 * to look at a failure, never the default week. Payloads carry ids only (an account's, a row's), and
 * an account's deletion deletes its jobs before its rows.
 */
export const FINISHED_JOB_RETENTION_SECONDS = 3600;
type State = {
  boss: Promise<PgBoss> | null;
  queues: Set<string>;
  created: Map<string, Promise<void>>;
  declared: Map<string, QueueSetup>;
};
declare global {
  var __consorcioJobs: State | undefined;
}
function state(): State {
  return (globalThis.__consorcioJobs ??= { boss: null, queues: new Set(), created: new Map(), declared: new Map() });
}

/** The oldest pg-boss schema pg-boss 12 migrates from (pg-boss 10 wrote 24). */
const OLDEST_MIGRATABLE_SCHEMA = 25;

/**
 * A database whose "pgboss" schema pg-boss 12 cannot migrate (one written by pg-boss 10: a developer's
 * database from before the upgrade; nothing was deployed with it) gets a fresh one: the old schema
 * holds only jobs, and losing the ones still queued there is logged. Under an advisory lock, so
 * processes starting together drop it once.
 */
const NO_VERSION: Array<{ version: number }> = [];

async function retireUnmigratableSchema(): Promise<void> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(72707370)");
    const { rows } = await client
      .query<{ version: number }>("select version from pgboss.version")
      .catch(() => ({ rows: NO_VERSION }));
    const version = rows[0]?.version;
    if (version !== undefined && version < OLDEST_MIGRATABLE_SCHEMA) {
      const { rows: queued } = await client.query<{ n: number }>(
        "select count(*)::int as n from pgboss.job where state in ('created', 'retry')",
      );
      log.warn(
        { schemaVersion: version, droppedJobs: queued[0]?.n ?? 0 },
        "schema pgboss antigo (pg-boss 10) recriado",
      );
      await client.query("drop schema pgboss cascade");
    }
  } finally {
    await client.query("select pg_advisory_unlock(72707370)").catch(() => {});
    await client.end();
  }
}

/**
 * This process's pg-boss, started on first use and stopped by the drain (platform/lifecycle). The
 * first use decides whether it maintains the tables and fires the schedules: startJobs() does.
 */
export function jobBoss({ working = runsJobs() }: { working?: boolean } = {}): Promise<PgBoss> {
  const s = state();
  s.boss ??= (async () => {
    await retireUnmigratableSchema();
    // pg-boss's own pool carries the app pool's statement, lock and idle-in-transaction limits
    // (pg-boss raises lock_timeout locally, to 30 s, only around its short advisory-locked steps).
    const boss = new PgBoss({
      connectionString: env.DATABASE_URL,
      ...connectionTimeouts(),
      schema: "pgboss",
      max: working ? 3 : 2,
      supervise: working,
      schedule: working,
    });
    boss.on("error", (error) => log.error({ err: error }, "pg-boss"));
    await boss.start();
    onShutdown("pg-boss", () => boss.stop({ graceful: true, timeout: 10_000 }));
    return boss;
  })().catch((error: unknown) => {
    s.boss = null;
    throw error;
  });
  return s.boss;
}

/**
 * Tells this process how each queue is set up (policy, retries), so that whichever process creates a
 * queue first, a web server sending or the worker starting, creates it the same way. Every process
 * declares the whole list (src/server/jobs.ts) at start-up; only a worker starts them.
 */
export function declareJobs(definitions: JobDefinition[]): void {
  for (const job of definitions)
    state().declared.set(job.queue, {
      policy: job.policy,
      deleteAfterSeconds: FINISHED_JOB_RETENTION_SECONDS,
      ...job.retry,
    });
}

/** Creates a queue once per process (pg-boss needs it before a send or a worker). */
async function ensureQueue(boss: PgBoss, queue: string) {
  const { created, declared } = state();
  let pending = created.get(queue);
  if (!pending) {
    pending = boss.createQueue(queue, declared.get(queue) ?? {});
    created.set(queue, pending);
    pending.catch(() => created.delete(queue));
  }
  await pending;
}

/**
 * Puts one job on a queue; a worker (this process's or another's) runs it. `data` holds ids, never an
 * address, a name, a message or a token (the handler reads what it needs): finished jobs stay in
 * pg-boss's tables for FINISHED_JOB_RETENTION_SECONDS. A job of an account carries `accountId` in
 * its data, so its deletion finds it (dropAccountJobs).
 */
export async function sendJob(
  queue: string,
  data: object = {},
  options: Pick<SendOptions, "singletonKey" | "startAfter" | "priority"> = {},
): Promise<void> {
  const boss = await jobBoss();
  await ensureQueue(boss, queue);
  await boss.send(queue, data, options);
}

/**
 * An account's deletion, before its rows go: cancels its jobs still queued on `queues` (those whose
 * data carries its `accountId`) and deletes every one of them, finished ones included.
 */
export async function dropAccountJobs(accountId: string, queues: readonly string[]): Promise<number> {
  const boss = await jobBoss();
  let dropped = 0;
  for (const queue of queues) {
    const jobs = await findJobsOrNone(boss, queue, { data: { accountId } });
    if (jobs.length === 0) continue;
    const live = jobs.filter((job) => LIVE_STATES.has(job.state) && job.state !== "active").map((job) => job.id);
    if (live.length > 0) await boss.cancel(queue, live);
    await boss.deleteJob(
      queue,
      jobs.map((job) => job.id),
    );
    dropped += jobs.length;
  }
  return dropped;
}

/** A queue's jobs matching `filter`; a queue never created holds none. */
function findJobsOrNone(boss: PgBoss, queue: string, filter: Pick<FindJobsOptions, "key" | "data">) {
  return boss.findJobs(queue, filter).catch((error: unknown) => {
    if (isRecord(error) && error.code === "PGBOSS_QUEUE_NOT_FOUND") return [];
    throw error;
  });
}

/** A job that will still run or is running: queued, waiting for its retry, or taken by a worker. */
const LIVE_STATES: ReadonlySet<string> = new Set(["created", "retry", "active"]);

/** Whether `queue` holds a live job matching `filter` (by key or by data); a queue never created holds none. */
export async function hasLiveJob(queue: string, filter: Pick<FindJobsOptions, "key" | "data">): Promise<boolean> {
  const boss = await jobBoss();
  const jobs = await findJobsOrNone(boss, queue, filter);
  return jobs.some((job) => LIVE_STATES.has(job.state));
}

/** Wraps a handler: a failure counts in jobs_failed_total and is logged, then pg-boss retries it. */
function counted<T extends object>(queue: string, run: JobDefinition<T>["run"]) {
  return async (jobs: Job<T>[]) => {
    try {
      await run(jobs);
    } catch (error) {
      metrics().jobFailures.inc({ queue });
      log.error({ err: error, queue }, "job falhou");
      throw error;
    }
  };
}

/** Starts every queue's work and schedule in this process; job_queue_depth then covers each. */
export async function startJobs(definitions: JobDefinition[]): Promise<PgBoss> {
  declareJobs(definitions);
  const boss = await jobBoss({ working: true });
  const { queues } = state();
  for (const job of definitions) {
    await ensureQueue(boss, job.queue);
    // A queue a sender created first, or an older setup: the definition's retries and the retention win.
    await boss.updateQueue(job.queue, { deleteAfterSeconds: FINISHED_JOB_RETENTION_SECONDS, ...job.retry });
    if (job.cron) await boss.schedule(job.queue, job.cron, {}, { tz: SAO_PAULO });
    await boss.work(job.queue, job.work ?? {}, counted(job.queue, job.run));
    metrics().jobFailures.inc({ queue: job.queue }, 0);
    queues.add(job.queue);
  }
  // pg-boss keeps each queue's counts up to date on its monitor pass (every minute or so), not per send.
  metrics().sources.queueDepth = async () => {
    const found = await boss.getQueues([...queues]);
    return Object.fromEntries(found.map((queue) => [queue.name, queue.queuedCount]));
  };
  for (const job of definitions) await job.onStart?.(async (data) => void (await boss.send(job.queue, data ?? {})));
  log.info({ queues: definitions.map((job) => job.queue) }, "filas iniciadas");
  return boss;
}

/** Stops this process's pg-boss (running jobs may finish for up to 10 s) and forgets it. */
export async function stopJobs(): Promise<void> {
  const s = state();
  const boss = s.boss;
  Object.assign(s, { boss: null, queues: new Set(), created: new Map() });
  if (metrics().sources.queueDepth) delete metrics().sources.queueDepth;
  await (await boss?.catch(() => null))?.stop({ graceful: true, timeout: 10_000 });
}
