// Integration-test helper: does a piece of code wait on a lock while holding a connection? A
// separate session takes the given locks in an open transaction; while it holds them, `action`
// runs, and pg_stat_activity is sampled for sessions blocked by the holder (pg_blocking_pids). Code
// that waits in PostgreSQL shows one session per waiter (platform/locks keeps it to one per key and process).
import pg from "pg";
import { env } from "~/env";

export type LockWaitReport<T> = { blockedSessions: number; result: T | undefined; error: unknown };

/**
 * Runs `action` while a separate session holds `lockStatements` (SQL run inside BEGIN), for
 * `holdMs`; answers how many sessions were at most blocked by the holder, and how `action` ended
 * once the locks were released.
 */
export async function whileLocksHeld<T>(
  lockStatements: { text: string; values?: unknown[] }[],
  action: () => Promise<T>,
  holdMs = 800,
): Promise<LockWaitReport<T>> {
  const holder = new pg.Client({ connectionString: env.DATABASE_URL });
  await holder.connect();
  let blockedSessions = 0;
  try {
    await holder.query("BEGIN");
    for (const statement of lockStatements) await holder.query(statement.text, statement.values);
    const pid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
    const outcome = action().then(
      (result) => ({ result, error: undefined as unknown }),
      (error: unknown) => ({ result: undefined, error }),
    );
    const until = Date.now() + holdMs;
    const watcher = new pg.Client({ connectionString: env.DATABASE_URL });
    await watcher.connect();
    try {
      while (Date.now() < until) {
        const { rows } = await watcher.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))",
          [pid],
        );
        blockedSessions = Math.max(blockedSessions, rows[0]?.n ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    } finally {
      await watcher.end();
    }
    await holder.query("COMMIT");
    const { result, error } = await outcome;
    return { blockedSessions, result, error };
  } finally {
    await holder.query("ROLLBACK").catch(() => {});
    await holder.end();
  }
}

/** Both hashings of an advisory key this codebase has used, so a test holds whichever the code takes. */
export function advisoryLocks(key: string) {
  return [
    { text: "select pg_advisory_xact_lock(hashtext($1))", values: [key] },
    { text: "select pg_advisory_xact_lock(hashtextextended($1, 0))", values: [key] },
  ];
}
