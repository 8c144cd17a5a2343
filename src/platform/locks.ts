import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import { AppError, type AppErrorCode } from "~/lib/errors";
import type { Db } from "~/platform/db";

type Tx = Prisma.TransactionClient;

/** Thrown inside a transaction when a lock is taken: the transaction ends, its connection goes back. */
class LockBusy extends Error {
  constructor(readonly key: string) {
    super(`lock busy: ${key}`);
    this.name = "LockBusy";
  }
}

/**
 * Takes the transaction-scoped advisory lock named `key`, or throws at once when someone holds it.
 * Never waits inside the transaction: a request waiting on a lock would hold one of the pool's
 * connections for as long as the holder runs, and enough of them starve every other account.
 */
export async function tryTransactionLock(tx: Tx, key: string): Promise<void> {
  const [row] = await tx.$queryRaw<{ ok: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(${key})) AS ok`;
  if (!row?.ok) throw new LockBusy(key);
}

export const BUSY_MESSAGE = "Outra gravação desta conta está em andamento. Tente de novo em alguns segundos.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A transaction that takes advisory locks with tryTransactionLock: when one is held it is rolled
 * back (its connection returns to the pool), waits a little outside any transaction and runs again,
 * up to `patienceMs`; then an AppError (CONFLICT unless `code` says otherwise) with a pt-BR message. `fn` must be safe to run again (it is,
 * when all its writes are inside the transaction).
 */
export async function lockedTransaction<T>(
  db: Db,
  fn: (tx: Tx) => Promise<T>,
  { patienceMs = 8_000, message = BUSY_MESSAGE, code = "CONFLICT" }: { patienceMs?: number; message?: string; code?: AppErrorCode } = {},
): Promise<T> {
  const start = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.$transaction(fn);
    } catch (error) {
      if (!(error instanceof LockBusy)) throw error;
      if (Date.now() - start >= patienceMs) throw new AppError(code, message);
      // Jittered backoff, 25 ms doubling up to 100 ms: waiters do not retry in lockstep, and a
      // request finds the gap a batch job leaves between its transactions (import-job's pause).
      const base = Math.min(100, 25 * 2 ** attempt);
      await sleep(base / 2 + Math.random() * base);
    }
  }
}
