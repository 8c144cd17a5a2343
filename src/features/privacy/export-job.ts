import "server-only";
import { personalRows, type Scope, type SessionContext, type Viewer } from "~/features/accounts";
import { countClientsForExport } from "~/features/clients/server";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { processRole, sendJob } from "~/platform/jobs";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { promisify } from "node:util";
import { gunzip as gunzipCallback, gzip as gzipCallback } from "node:zlib";
import { logger } from "~/platform/log/logger";
import { exportData, type ExportSubject } from "./data-rights";

const log = logger("privacy");
const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

// The LGPD data export runs as a job of the worker (queue "privacy-export"), not as one request of
// several seconds: the request only queues it (one per person at a time), the job reads page by
// page in short statements, counting its progress on the row, and keeps the JSON for EXPORT_TTL_MS,
// gzipped (a busy account's JSON as it is took one write of seconds; zlib runs off the event loop).
// The seller polls users.exportStatus and then downloads from /api/users/export/<id>. An attempt
// that fails is retried once (EXPORT_RETRY); the row shows failed only when no retry is left.

export const EXPORT_QUEUE = "privacy-export";
/** The queue's retries: one more attempt, 30 s after a failed one. */
export const EXPORT_RETRY = { retryLimit: 1, retryDelay: 30 };
export const EXPORT_NOT_FOUND = "Exportação não encontrada.";
/** How long a finished export can be downloaded. */
export const EXPORT_TTL_MS = 24 * 60 * 60_000;
/** A queued or running export older than this no longer counts as the account's one (its worker died with it). */
const STALE_MS = 30 * 60_000;

export type ExportStatus = {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  processed: number;
  total: number;
  expiresAt: Date;
};

const STATUS_FIELDS = { id: true, status: true, processed: true, total: true, expiresAt: true } as const;

/**
 * Queues the viewer's export, or answers the viewer's own export already queued or running: an
 * export belongs to the person who asked for it (the owner's holds the whole account), never to
 * another person of the account.
 */
export async function requestExport(db: Db, session: SessionContext, now = new Date()): Promise<ExportStatus> {
  const mine = personalRows(session);
  const { row, created } = await lockedTransaction(db, async (tx) => {
    await transactionLock(tx, `data-export:${mine.accountId}:${mine.userId}`);
    const active = await tx.dataExport.findFirst({
      where: { ...mine, status: { in: ["queued", "running"] }, createdAt: { gt: new Date(now.getTime() - STALE_MS) } },
      select: STATUS_FIELDS,
      orderBy: { createdAt: "desc" },
    });
    if (active) return { row: active, created: false };
    const row = await tx.dataExport.create({
      data: { ...mine, createdAt: now, expiresAt: new Date(now.getTime() + EXPORT_TTL_MS) },
      select: STATUS_FIELDS,
    });
    return { row, created: true };
  });
  if (!created) return row;
  // A test process with no jobs at all (no PROCESS_ROLE) leaves the row queued: the tests run the handler.
  if (processRole() === null) return row;
  try {
    await sendJob(EXPORT_QUEUE, { exportId: row.id });
  } catch (error) {
    await db.dataExport.update({ where: { id: row.id }, data: { status: "failed", finishedAt: new Date() } });
    throw error;
  }
  return row;
}

/** The viewer's own export by id; another person's (of this account or another) or an unknown id is NOT_FOUND. */
export async function exportStatus(db: Db, scope: Scope | Viewer, id: string): Promise<ExportStatus> {
  const row = await db.dataExport.findFirst({ where: { id, ...personalRows(scope) }, select: STATUS_FIELDS });
  if (!row) throw new AppError("NOT_FOUND", EXPORT_NOT_FOUND);
  return row;
}

/** The finished export's JSON for the person who asked for it; null when it is anyone else's, not done or expired. */
export async function exportDownload(db: Db, scope: Scope | Viewer, id: string, now = new Date()) {
  const row = await db.dataExport.findFirst({
    where: { id, ...personalRows(scope), status: "done", expiresAt: { gt: now } },
    select: { data: true, finishedAt: true },
  });
  if (!row?.data) return null;
  return { bytes: await gunzip(row.data), day: (row.finishedAt ?? now).toISOString().slice(0, 10) };
}

/**
 * The job: builds the JSON page by page, each page's count written in its own short statement, and
 * stores it. A retry starts over. Each run first deletes the expired exports (every account's).
 * A failed attempt that pg-boss will retry leaves the row running (the seller's page keeps waiting,
 * and a new request answers this export); only the last attempt's failure marks it failed.
 */
export async function runDataExport(
  db: Db,
  id: string,
  { now = new Date(), finalAttempt = true }: { now?: Date; finalAttempt?: boolean } = {},
): Promise<void> {
  await db.dataExport.deleteMany({ where: { expiresAt: { lte: now } } });
  const row = await db.dataExport.findUnique({
    where: { id },
    select: { status: true, user: { select: { id: true, role: true } }, account: { select: { id: true, name: true } } },
  });
  if (!row || row.status === "done") return;
  try {
    await buildExport(db, id, { user: row.user, account: row.account }, now);
  } catch (error) {
    if (finalAttempt) await db.dataExport.update({ where: { id }, data: { status: "failed", finishedAt: new Date() } });
    else log.warn({ err: error, exportId: id }, "exportação falhou; o pg-boss tenta de novo");
    throw error;
  }
}

async function buildExport(db: Db, id: string, subject: ExportSubject, now: Date) {
  const proposals = await db.proposal.count({
    where:
      subject.user.role === "OWNER"
        ? { accountId: subject.account.id }
        : { accountId: subject.account.id, sellerId: subject.user.id },
  });
  const total = proposals + (await countClientsForExport(db, subject));
  await db.dataExport.update({ where: { id }, data: { status: "running", processed: 0, total } });
  let processed = 0;
  const data = await exportData(db, subject, now, async (rows) => {
    processed += rows;
    if (rows > 0) await db.dataExport.update({ where: { id }, data: { processed: Math.min(processed, total) } });
  });
  const bytes = await gzip(JSON.stringify(data, null, 2));
  await db.dataExport.update({
    where: { id },
    data: {
      status: "done",
      processed: total,
      data: bytes,
      finishedAt: new Date(),
      expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
    },
  });
}
