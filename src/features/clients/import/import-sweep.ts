import "server-only";
import type { Db } from "~/platform/db";
import { hasLiveJob } from "~/platform/jobs";
import { logger } from "~/platform/log/logger";
import { IMPORT_FAILED_MESSAGE, IMPORT_QUEUE, markImportFailed, undoImport } from "./import-job";

// An import's job that failed for good without its handler ending the row (the worker killed on
// every attempt, or the undo itself failing on the last one) would leave the import "running", its
// batches half written, until the 30-minute stale rule lets another start over it. Every few
// minutes, once across the cluster, this sweep finds each queued or running import with no live job
// (queued, waiting for its retry, or taken by a worker) and ends it as a failure of the handler would:
// what its batches wrote is taken back (undoImport) and the row says so in pt-BR.

const log = logger("clients");

export const IMPORT_SWEEP_QUEUE = "clients-import-sweep";
export const IMPORT_SWEEP_CRON = "*/5 * * * *";
/** Past the moment between the row's insert and its job's send (a request's few milliseconds). */
export const ABANDONED_AFTER_MS = 5 * 60_000;
/** Imports looked at per sweep (the oldest first); the next sweep takes the rest. */
const SWEEP_LIMIT = 50;

/** Ends every abandoned import as failed, its writes undone; answers their ids. */
export async function failAbandonedImports(db: Db, now = new Date()): Promise<string[]> {
  const candidates = await db.clientImport.findMany({
    where: { status: { in: ["queued", "running"] }, createdAt: { lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } },
    select: { id: true, accountId: true },
    orderBy: { createdAt: "asc" },
    take: SWEEP_LIMIT,
  });
  const failed: string[] = [];
  for (const { id, accountId } of candidates) {
    if (await hasLiveJob(IMPORT_QUEUE, { data: { importId: id } })) continue;
    // Read again once the job is known not to be live: a handler ends its row before pg-boss marks
    // the job completed, so an import that finished since the first read is seen done here.
    if ((await db.clientImport.count({ where: { id, status: { in: ["queued", "running"] } } })) === 0) continue;
    // Undo first, then the row: if the undo fails, the next sweep finds the import again.
    await undoImport(db, accountId, id);
    await markImportFailed(db, id, IMPORT_FAILED_MESSAGE);
    failed.push(id);
  }
  if (failed.length > 0) log.warn({ imports: failed.length }, "importações sem job desfeitas e marcadas como falhas");
  return failed;
}
