import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma } from "~/generated/prisma/client";
import { AppError, type AppErrorCode } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { DB_LIMITS } from "~/platform/db-limits";
import { isRecord } from "~/lib/json";

type Tx = Prisma.TransactionClient;

/*
 * Advisory locks that serialise one account's writes (its clients, a proposal's idempotency key, its
 * uploads…). A transaction waits for one in PostgreSQL itself: one statement, granted the moment the
 * holder commits, bounded by a `lock_timeout` set for that statement alone. No polling.
 *
 * A transaction waiting in PostgreSQL holds one of the pool's connections. So that one account's
 * burst (ten parallel creates) cannot hold ten of them, at most one transaction of this process waits
 * for, or holds, a given key: the others wait here, in memory, holding no connection, in arrival
 * order, and go ahead when it ends. What they wait for in PostgreSQL is then only another process
 * (the worker's import batch, another web server).
 */

/**
 * Per key: taken by a transaction of this process; those waiting behind it, first come first, except
 * that background work (an import's batches) goes after every request waiting.
 */
type Waiter = { take: () => void; background: boolean };
const gates = new Map<string, Waiter[]>();

function tryGate(key: string): boolean {
  if (gates.has(key)) return false;
  gates.set(key, []);
  return true;
}

/** Takes the key's gate, waiting behind this process's earlier takers up to `deadline`; false past it. */
function gate(key: string, deadline: number, background: boolean): Promise<boolean> {
  if (tryGate(key)) return Promise.resolve(true);
  const waiters = gates.get(key)!;
  return new Promise((resolve) => {
    const waiter: Waiter = {
      take: () => {
        clearTimeout(timer);
        resolve(true);
      },
      background,
    };
    const timer = setTimeout(
      () => {
        const at = waiters.indexOf(waiter);
        if (at >= 0) waiters.splice(at, 1);
        resolve(false);
      },
      Math.max(0, deadline - Date.now()),
    );
    waiters.push(waiter);
  });
}

/** Hands the gate to the next waiter (the first request, else the first background work), or frees it. */
function releaseGate(key: string) {
  const waiters = gates.get(key);
  if (!waiters?.length) {
    gates.delete(key);
    return;
  }
  const next = Math.max(
    0,
    waiters.findIndex((waiter) => !waiter.background),
  );
  waiters.splice(next, 1)[0]!.take();
}

/** What a lockedTransaction's attempt knows: the gates it holds and when its patience ends. */
type Attempt = { owned: Set<string>; deadline: number };
const attempts = new AsyncLocalStorage<Attempt>();

/** Another transaction of this process has the key: this one ends (its connection goes back) and waits in memory. */
class QueuedBehind extends Error {
  constructor(readonly key: string) {
    super(`queued behind this process: ${key}`);
    this.name = "QueuedBehind";
  }
}

/** PostgreSQL did not grant the lock within the wait (lock_timeout), or chose this transaction in a deadlock. */
class LockBusy extends Error {
  constructor(readonly key: string) {
    super(`lock busy: ${key}`);
    this.name = "LockBusy";
  }
}

/** One wait in PostgreSQL at most this long (under statement_timeout and Prisma's transaction budget). */
const LONGEST_WAIT_MS = 5_000;

function lockRefused(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > 6) return false;
  const metaCode = isRecord(error.meta) ? error.meta.code : undefined;
  if (error.code === "55P03" || error.code === "40P01" || metaCode === "55P03" || metaCode === "40P01") return true;
  if (typeof error.message === "string" && /lock timeout|deadlock detected/i.test(error.message)) return true;
  return lockRefused(error.cause, depth + 1);
}

/**
 * Takes the transaction-scoped advisory lock named `key`, waiting in PostgreSQL until the holder
 * commits (one statement; at most the attempt's remaining patience, capped at LONGEST_WAIT_MS). Inside
 * lockedTransaction, a key another transaction of this process has is not waited for here: the
 * transaction ends and lockedTransaction waits in memory, then runs it again.
 */
export async function transactionLock(tx: Tx, key: string): Promise<void> {
  const attempt = attempts.getStore();
  if (attempt && !attempt.owned.has(key)) {
    if (!tryGate(key)) throw new QueuedBehind(key);
    attempt.owned.add(key);
  }
  const waitMs = attempt
    ? Math.min(LONGEST_WAIT_MS, Math.max(1, attempt.deadline - Date.now()))
    : DB_LIMITS.lockTimeoutMs;
  try {
    // The wait's own lock_timeout, then the connection's back for the rest of the transaction.
    await tx.$executeRaw`SELECT set_config('lock_timeout', ${`${Math.round(waitMs)}ms`}, true), pg_advisory_xact_lock(hashtext(${key})), set_config('lock_timeout', ${`${DB_LIMITS.lockTimeoutMs}ms`}, true)`;
  } catch (error) {
    if (lockRefused(error)) throw new LockBusy(key);
    throw error;
  }
}

export const BUSY_MESSAGE = "Outra gravação desta conta está em andamento. Tente de novo em alguns segundos.";

/**
 * A transaction that takes advisory locks with transactionLock. It waits for them as said above, up
 * to `patienceMs` in all; past it an AppError (CONFLICT unless `code` says otherwise) with a pt-BR
 * message. `fn` may run more than once (when it meets a key this process already has): it must
 * write only inside the transaction. `background` work (a job's batches) waits in this process
 * behind every request waiting for the same key, so a seller's create never queues behind an import
 * batch that arrived after it, nor alternates with them. The patience counts the wait in memory
 * too; it holds no connection, so it can be longer than a transaction may last.
 */
export async function lockedTransaction<T>(
  db: Db,
  fn: (tx: Tx) => Promise<T>,
  {
    patienceMs = 15_000,
    message = BUSY_MESSAGE,
    code = "CONFLICT",
    background = false,
  }: { patienceMs?: number; message?: string; code?: AppErrorCode; background?: boolean } = {},
): Promise<T> {
  const deadline = Date.now() + patienceMs;
  const owned = new Set<string>();
  try {
    for (;;) {
      try {
        return await attempts.run({ owned, deadline }, () => db.$transaction(fn));
      } catch (error) {
        if (error instanceof QueuedBehind) {
          // Waits holding no connection. The keys it had and the new one are taken again in one
          // order, so two waiters never each hold what the other waits for.
          const keys = [...owned, error.key].sort();
          for (const key of owned) releaseGate(key);
          owned.clear();
          for (const key of keys) {
            if (!(await gate(key, deadline, background))) throw new AppError(code, message);
            owned.add(key);
          }
          continue;
        }
        if (!(error instanceof LockBusy)) throw error;
        if (Date.now() >= deadline) throw new AppError(code, message);
      }
    }
  } finally {
    for (const key of owned) releaseGate(key);
  }
}
