import "server-only";
import PgBoss from "pg-boss";
import { env } from "~/env";
import { onShutdown } from "~/platform/lifecycle";
import { logger } from "~/platform/log/logger";

// Requests hand long work (a spreadsheet import) to the worker through pg-boss (schema "pgboss"):
// one sending pg-boss per process, no maintenance, no schedules, two connections.

const log = logger("jobs");

let sender: Promise<PgBoss> | null = null;
const created = new Set<string>();

function jobSender(): Promise<PgBoss> {
  sender ??= (async () => {
    const boss = new PgBoss({ connectionString: env.DATABASE_URL, schema: "pgboss", max: 2, supervise: false, schedule: false });
    boss.on("error", (error) => log.error({ err: error }, "pg-boss"));
    await boss.start();
    onShutdown("pg-boss (jobs)", () => boss.stop({ graceful: false, wait: true }));
    return boss;
  })().catch((error: unknown) => {
    sender = null;
    throw error;
  });
  return sender;
}

export async function sendJob(queue: string, data: object, options: PgBoss.SendOptions = {}): Promise<void> {
  const boss = await jobSender();
  if (!created.has(queue)) {
    await boss.createQueue(queue, { name: queue });
    created.add(queue);
  }
  await boss.send(queue, data, options);
}

/**
 * Whether this process runs a job's handler itself instead of queueing it: only a test process with
 * no worker (BILLING_WORKER unset under NODE_ENV=test), like platform/mail/queue's mailThroughQueue.
 */
export function jobsRunInline(): boolean {
  return env.BILLING_WORKER === undefined && env.NODE_ENV === "test";
}
