import { AppError } from "~/lib/errors";

// Heavy operations of one account at once, in this process (a CSV export of the whole client list,
// the account's data export, a seller's PDF): one account cannot fill the server with them while
// others wait. Past the limit the request is refused at once (nothing queued, nothing held).
// Per process: with N web servers an account gets at most N × the limit, still a small share.
// Spreadsheet imports have their own limit, across servers, in the database (features/clients/import/import-job.ts).

export const HEAVY_PER_ACCOUNT = 2;
export const HEAVY_BUSY_MESSAGE = `Sua conta já tem ${HEAVY_PER_ACCOUNT} operações pesadas em andamento (exportação ou PDF). Aguarde alguns segundos e tente de novo.`;

const running = new Map<string, number>();

/** Runs `work` in one of the account's slots, or refuses (RATE_LIMITED, pt-BR) when all are taken. */
export async function inAccountSlot<T>(accountId: string, work: () => Promise<T>, max = HEAVY_PER_ACCOUNT): Promise<T> {
  const now = running.get(accountId) ?? 0;
  if (now >= max) throw new AppError("RATE_LIMITED", HEAVY_BUSY_MESSAGE);
  running.set(accountId, now + 1);
  try {
    return await work();
  } finally {
    const left = (running.get(accountId) ?? 1) - 1;
    if (left > 0) running.set(accountId, left);
    else running.delete(accountId);
  }
}
