import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { processRole, sendJob } from "~/platform/jobs";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { logger } from "~/platform/log/logger";
import { IMPORT_BATCH, knownClients, planImport, rowKeys, type KnownClient } from "./import-file";
import { batchPauseMs } from "../import-limits";
import { parseInWorker } from "./import-parse-pool";
import { lockAccountClients } from "../resolve";
import type { ClientFields, ImportPreview, ImportStatus } from "../schema";
import { ownRows } from "~/features/accounts";
import type { Viewer } from "../scope";
import { nationalPhone } from "../status";
import { randomBytes } from "node:crypto";

/** Row id of a new import (random, URL-safe, like the other ids). */
const newImportId = () => `imp_${randomBytes(12).toString("base64url")}`;

// A confirmed spreadsheet import runs as a job of the worker (queue "clients-import"): batches of
// IMPORT_BATCH lines, each its own short transaction under the account's clients lock (platform/locks:
// waited for in one statement, one waiter per process). Other requests of the account interleave
// between batches. A job that fails takes back what its batches wrote: from the seller's side an
// import is written whole or not at all.

const log = logger("clients");

export const IMPORT_QUEUE = "clients-import";
/** Heavy operations of one kind at a time per account: one import queued or running. */
export const IMPORTS_PER_ACCOUNT = 1;
export const IMPORT_BUSY_MESSAGE =
  "Já há uma importação de planilha em andamento nesta conta. Aguarde ela terminar para enviar outra.";
export const IMPORT_FAILED_MESSAGE =
  "A importação não terminou e nada da planilha foi gravado. Tente de novo em alguns minutos.";
export const IMPORT_NOT_FOUND = "Importação não encontrada.";
export const IMPORT_ACCOUNT_DELETING_MESSAGE = "A importação foi interrompida porque esta conta está sendo excluída.";
/** A queued or running import older than this no longer blocks a new one (its worker died with it). */
const STALE_MS = 30 * 60_000;

type Undo = { id: string; phone?: string; email?: string; document?: string };

/**
 * Preview (nothing written) or, with `confirm`, the import handed to the worker. A confirmation
 * answers with the job's id and no lines: the dialog already shows the preview, and the job counts
 * what it really created and merged (clients.importStatus).
 */
export async function importClients(
  db: Db,
  viewer: Viewer,
  fileBase64: string,
  confirm: boolean,
  now = new Date(),
): Promise<ImportPreview> {
  const accountId = viewer.account.id;
  const file = await parseInWorker(fileBase64);
  if (!confirm) return planImport(db, accountId, file);
  const preview: ImportPreview = {
    separator: file.separator,
    rows: [],
    written: false,
    created: 0,
    merged: 0,
    importId: null,
  };
  const staged = file.rows.flatMap((r) => (r.fields ? [r.fields] : []));
  if (staged.length === 0)
    throw new AppError("VALIDATION", "Nenhuma linha da planilha pode ser importada: corrija os erros e envie de novo.");
  const id = await lockedTransaction(db, async (tx) => {
    await transactionLock(tx, `client-import:${accountId}`);
    const active = await tx.clientImport.count({
      where: {
        accountId,
        status: { in: ["queued", "running"] },
        createdAt: { gt: new Date(now.getTime() - STALE_MS) },
      },
    });
    if (active >= IMPORTS_PER_ACCOUNT) throw new AppError("RATE_LIMITED", IMPORT_BUSY_MESSAGE);
    // Raw SQL with the rows as one JSON text: Prisma's Json parameter costs ~1 s for 5 000 rows.
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "ClientImport" ("id", "accountId", "userId", "total", "rows", "createdAt")
      VALUES (${newImportId()}, ${accountId}, ${viewer.user.id}, ${staged.length}, ${JSON.stringify(staged)}::jsonb, ${now})
      RETURNING "id"`;
    if (!row) throw new Error("import not stored");
    return row.id;
  });
  // A test process with no jobs at all (no PROCESS_ROLE) runs the handler itself, as it sends e-mail.
  if (processRole() === null) {
    await runClientImport(db, id, now);
    const done = await importStatus(db, viewer, id);
    return { ...preview, importId: id, written: done.status === "done", created: done.created, merged: done.merged };
  }
  try {
    await sendJob(IMPORT_QUEUE, { importId: id });
  } catch (error) {
    await db.clientImport.update({
      where: { id },
      data: { status: "failed", error: IMPORT_FAILED_MESSAGE, rows: [], finishedAt: new Date() },
    });
    throw error;
  }
  return { ...preview, importId: id };
}

export async function importStatus(db: Db, viewer: Viewer, id: string): Promise<ImportStatus> {
  const row = await db.clientImport.findFirst({
    where: { id, ...ownRows(viewer, "userId") },
    select: { id: true, status: true, total: true, processed: true, created: true, merged: true, error: true },
  });
  if (!row) throw new AppError("NOT_FOUND", IMPORT_NOT_FOUND);
  return row;
}

/** Thrown between batches when the owner asked to delete the account: the import stops there. */
class AccountBeingDeleted extends Error {}

async function accountBeingDeleted(db: Db, accountId: string): Promise<boolean> {
  const account = await db.account.findUnique({ where: { id: accountId }, select: { deletingAt: true } });
  return !account || account.deletingAt !== null;
}

/** Ends an import as failed; updateMany: the account's deletion may have taken the row already. */
export async function markImportFailed(db: Db, importId: string, error: string) {
  await db.clientImport.updateMany({
    where: { id: importId },
    data: { status: "failed", error, rows: [], undo: [], finishedAt: new Date() },
  });
}

/**
 * The worker's handler (a plain function: the queue only passes the id). Idempotent: a finished
 * import is left alone; one found "running" (its previous attempt died) is rolled back and redone.
 * An account being deleted gets nothing written: the import stops (before its first batch or the
 * next one) and is marked failed; the deletion takes what was written.
 */
export async function runClientImport(db: Db, importId: string, now = new Date()): Promise<void> {
  const [job] = await db.$queryRaw<
    { accountId: string; userId: string; status: ImportStatus["status"]; rows: string }[]
  >`
    SELECT "accountId", "userId", "status"::text AS "status", "rows"::text AS "rows" FROM "ClientImport" WHERE "id" = ${importId}`;
  if (!job || job.status === "done" || job.status === "failed") return;
  if (await accountBeingDeleted(db, job.accountId))
    return markImportFailed(db, importId, IMPORT_ACCOUNT_DELETING_MESSAGE);
  if (job.status === "running") await undoImport(db, job.accountId, importId);
  await db.clientImport.update({
    where: { id: importId },
    data: { status: "running", processed: 0, created: 0, merged: 0, undo: [] },
  });
  const rows = JSON.parse(job.rows) as ClientFields[];
  try {
    let lastBatchMs = 0;
    for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
      // A pause between batches, lock released: the account's own requests (a proposal, a new
      // client) waiting on the clients lock are granted it as the batch commits, and go first
      // instead of behind the whole file; other accounts' requests get the database and the CPU.
      if (start > 0) await new Promise((resolve) => setTimeout(resolve, batchPauseMs(lastBatchMs)));
      if (start > 0 && (await accountBeingDeleted(db, job.accountId))) throw new AccountBeingDeleted();
      const batchStarted = performance.now();
      await writeBatch(
        db,
        { id: importId, accountId: job.accountId, userId: job.userId },
        rows.slice(start, start + IMPORT_BATCH),
        now,
      );
      lastBatchMs = performance.now() - batchStarted;
    }
    await db.clientImport.update({
      where: { id: importId },
      data: { status: "done", rows: [], undo: [], finishedAt: new Date() },
    });
  } catch (error) {
    if (error instanceof AccountBeingDeleted) return markImportFailed(db, importId, IMPORT_ACCOUNT_DELETING_MESSAGE);
    log.error({ err: error, importId }, "importação de clientes falhou; desfazendo");
    // If this throws too (the database is away), pg-boss retries: the retry finds "running" and undoes first.
    await undoImport(db, job.accountId, importId);
    await markImportFailed(db, importId, error instanceof AppError ? error.message : IMPORT_FAILED_MESSAGE);
  }
}

async function writeBatch(
  db: Db,
  job: { id: string; accountId: string; userId: string },
  batch: ClientFields[],
  now: Date,
) {
  const { accountId } = job;
  // Patient, and behind the account's requests: a seller's create waiting in this server goes first (platform/locks).
  await lockedTransaction(
    db,
    async (tx) => {
      await lockAccountClients(tx, accountId);
      const known: Map<string, KnownClient | { pending: number }> = await knownClients(tx, accountId, batch);
      const fresh: Prisma.ClientCreateManyInput[] = [];
      const gaps = new Map<string, Undo>();
      let merged = 0;
      for (const fields of batch) {
        const phone = nationalPhone(fields.phone);
        const match = rowKeys(fields)
          .map((k) => known.get(k))
          .find(Boolean);
        if (!match) {
          fresh.push({
            accountId,
            sellerId: job.userId,
            name: fields.name,
            phone,
            email: fields.email,
            document: fields.document,
            city: fields.city,
            source: fields.source,
            notes: fields.notes,
            lgpdBasis: fields.lgpdBasis,
            lgpdBasisAt: now,
            lastActivityAt: now,
            importId: job.id,
          });
          for (const k of rowKeys(fields)) known.set(k, { pending: fresh.length - 1 });
          continue;
        }
        merged += 1;
        // Only what the client lacks, and only a phone or e-mail no other client of the account has.
        const target = "pending" in match ? fresh[match.pending]! : match;
        const fill: Omit<Undo, "id"> = {};
        if (!target.phone && phone && !known.has(`p:${phone}`)) fill.phone = phone;
        if (!target.email && fields.email && !known.has(`e:${fields.email}`)) fill.email = fields.email;
        if (!target.document && fields.document) fill.document = fields.document;
        Object.assign(target, fill);
        if (fill.phone) known.set(`p:${fill.phone}`, match);
        if (fill.email) known.set(`e:${fill.email}`, match);
        if (!("pending" in match)) gaps.set(match.id, { ...gaps.get(match.id), ...fill, id: match.id });
      }
      if (fresh.length) await tx.client.createMany({ data: fresh });
      for (const gap of gaps.values()) {
        const { id, ...fill } = gap;
        await tx.client.update({ where: { id }, data: { ...fill, lastActivityAt: now } });
      }
      const undo = [...gaps.values()].filter((g) => g.phone || g.email || g.document);
      await tx.$executeRaw`
      UPDATE "ClientImport"
         SET "processed" = "processed" + ${batch.length}, "created" = "created" + ${fresh.length}, "merged" = "merged" + ${merged},
             "undo" = "undo" || ${JSON.stringify(undo)}::jsonb
       WHERE "id" = ${job.id}`;
    },
    { patienceMs: 120_000, background: true },
  );
}

/**
 * Takes back what an import wrote: the clients it created (except one that got a proposal in the
 * meantime: that proposal is the seller's own work) and the phones, e-mails and CPFs it filled in.
 */
export async function undoImport(db: Db, accountId: string, importId: string) {
  const job = await db.clientImport.findUnique({ where: { id: importId }, select: { undo: true } });
  const undo = (job?.undo ?? []) as Undo[];
  // Short transactions again; each step is safe to repeat (it only clears a value still equal to the import's).
  for (let start = 0; start < undo.length; start += IMPORT_BATCH) {
    await lockedTransaction(
      db,
      async (tx) => {
        await lockAccountClients(tx, accountId);
        for (const entry of undo.slice(start, start + IMPORT_BATCH)) {
          for (const field of ["phone", "email", "document"] as const) {
            const value = entry[field];
            if (value)
              await tx.client.updateMany({
                where: { id: entry.id, accountId, [field]: value },
                data: { [field]: null },
              });
          }
        }
      },
      { patienceMs: 120_000, background: true },
    );
  }
  await lockedTransaction(
    db,
    async (tx) => {
      await lockAccountClients(tx, accountId);
      await tx.client.deleteMany({ where: { accountId, importId, proposals: { none: {} } } });
      await tx.clientImport.update({
        where: { id: importId },
        data: { processed: 0, created: 0, merged: 0, undo: [] },
      });
    },
    { patienceMs: 120_000, background: true },
  );
}
