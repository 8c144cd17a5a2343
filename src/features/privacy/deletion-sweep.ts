import "server-only";
import type { Db } from "~/platform/db";
import { hasLiveJob, sendJob } from "~/platform/jobs";
import { DELETE_ACCOUNT_QUEUE } from "./account-deletion";

// A deletion whose job gave up (every retry failed, or the queue lost it) would leave the account
// marked forever: its login says "Esta conta está sendo excluída." and nothing finishes it. Every few
// minutes, once across the cluster, this sweep sends the job again for an account marked longer than
// STUCK_AFTER_MS ago that has no live job. The send carries the account as its key on a stately
// queue, so two sweeps, or a sweep and the request's own job, queue one deletion, never two.

export const DELETION_SWEEP_QUEUE = "privacy-deletion-sweep";
export const DELETION_SWEEP_CRON = "*/5 * * * *";
/** Longer than a first attempt takes, even for a busy account (seconds: docs/tenant-fairness.md). */
export const STUCK_AFTER_MS = 15 * 60_000;
/** Accounts looked at per sweep (the oldest first); the next sweep takes the rest. */
const SWEEP_LIMIT = 100;

/** Sends the deletion job again for each stuck account; answers the accounts it sent. */
export async function resendStuckDeletions(db: Db, now = new Date()): Promise<string[]> {
  const stuck = await db.account.findMany({
    where: { deletingAt: { lt: new Date(now.getTime() - STUCK_AFTER_MS) } },
    select: { id: true },
    orderBy: { deletingAt: "asc" },
    take: SWEEP_LIMIT,
  });
  const resent: string[] = [];
  for (const { id } of stuck) {
    if (await hasLiveJob(DELETE_ACCOUNT_QUEUE, { key: id })) continue;
    await sendJob(DELETE_ACCOUNT_QUEUE, { accountId: id }, { singletonKey: id });
    resent.push(id);
  }
  return resent;
}
