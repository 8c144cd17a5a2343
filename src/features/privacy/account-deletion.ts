import "server-only";
import type { Db } from "~/platform/db";
import { processRole, sendJob } from "~/platform/jobs";
import { logger } from "~/platform/log/logger";
import { dropAccountMail } from "~/platform/mail/queue";
import { sendMail } from "~/platform/mail/queue";
import { accountStorageKeys, deleteUnreferenced } from "~/features/uploads/server";
import { accountDeletedEmail } from "./emails";

// The owner's deletion of the whole account (LGPD), in two steps. The request marks the account
// (Account.deletingAt) and ends its sessions in one short transaction: from then on no session, login
// or public link of it works. The privacy-delete-account job then deletes its rows in batches, each
// its own short statement (one cascade DELETE held every row of a busy account for seconds). The run
// that deletes the account row e-mails the owner that it is done (the address is read before the
// rows go). A deletion whose job gave up is sent again by the sweep (deletion-sweep.ts).

const log = logger("privacy");

export const DELETE_ACCOUNT_QUEUE = "privacy-delete-account";
/** Rows per DELETE: a few milliseconds each, whatever the account's size. */
const DELETE_BATCH = 500;
/** Group histories go with their assemblies (cascade): fewer per statement. */
const HISTORY_BATCH = 20;

/** The owner's confirmed request: marks the account, ends every session, queues the deletion. */
export async function requestAccountDeletion(db: Db, accountId: string, now = new Date()) {
  await db.$transaction([
    db.account.updateMany({ where: { id: accountId, deletingAt: null }, data: { deletingAt: now } }),
    db.session.updateMany({ where: { accountId, revokedAt: null }, data: { revokedAt: now } }),
  ]);
  // A test process with no jobs at all (no PROCESS_ROLE) runs the deletion itself.
  if (processRole() === null) return deleteAccountInBatches(db, accountId);
  try {
    await sendJob(DELETE_ACCOUNT_QUEUE, { accountId }, { singletonKey: accountId });
  } catch (error) {
    // Nothing queued: the account works again (its owner signs in and asks again).
    await db.account.updateMany({ where: { id: accountId }, data: { deletingAt: null } });
    throw error;
  }
}

type BatchOptions = { batchSize?: number; afterBatch?: () => void | Promise<void> };

type Deleter = { findIds: (take: number) => Promise<{ id: string }[]>; deleteIds: (ids: string[]) => Promise<unknown> };

async function inBatches(deleter: Deleter, take: number, afterBatch?: () => void | Promise<void>) {
  for (;;) {
    const ids = (await deleter.findIds(take)).map((row) => row.id);
    if (ids.length === 0) return;
    await deleter.deleteIds(ids);
    await afterBatch?.();
  }
}

/**
 * The job's work: the account's biggest tables leaf first, DELETE_BATCH rows per statement, then the
 * account row, whose cascade meets only small tables (users, sessions, settings, uploads, billing
 * rows, templates). Every batch stands on its own, so a run stopped midway (a killed worker) is
 * finished by the next. First its e-mails still queued (notifications, receipts, links) are cancelled
 * and their jobs deleted, so none is delivered after. Issued-PDF records stay, without the seller's
 * and brand's names (their proposal link becomes null, as before). Only
 * an account marked for deletion is touched. The owner's confirmation goes out once, from the run
 * whose statement removed the account row.
 */
export async function deleteAccountInBatches(
  db: Db,
  accountId: string,
  { batchSize = DELETE_BATCH, afterBatch }: BatchOptions = {},
) {
  const account = await db.account.findUnique({ where: { id: accountId }, select: { deletingAt: true } });
  if (!account?.deletingAt) return;
  // Nothing of it goes out any more: its queued e-mails and their jobs go before any row.
  await dropAccountMail(db, accountId);
  // Issued PDFs still verify (as a removed proposal's), without the seller's name or the brand.
  await db.proposalPdf.updateMany({ where: { proposal: { accountId } }, data: { sellerName: "", brandName: "" } });
  // Read first: the user rows go with the account row, at the end.
  const owner = await db.user.findFirst({ where: { accountId, role: "OWNER" }, select: { email: true, name: true } });
  const where = { accountId };
  const select = { id: true } as const;
  const tables: Deleter[] = [
    {
      findIds: (take) => db.clientEvent.findMany({ where, select, take }),
      deleteIds: (ids) => db.clientEvent.deleteMany({ where: { id: { in: ids } } }),
    },
    {
      findIds: (take) => db.clientAlert.findMany({ where, select, take }),
      deleteIds: (ids) => db.clientAlert.deleteMany({ where: { id: { in: ids } } }),
    },
    {
      findIds: (take) => db.proposalResponse.findMany({ where, select, take }),
      deleteIds: (ids) => db.proposalResponse.deleteMany({ where: { id: { in: ids } } }),
    },
    {
      findIds: (take) => db.proposalVersion.findMany({ where, select, take }),
      deleteIds: (ids) => db.proposalVersion.deleteMany({ where: { id: { in: ids } } }),
    },
    {
      findIds: (take) => db.proposal.findMany({ where, select, take }),
      deleteIds: (ids) => db.proposal.deleteMany({ where: { id: { in: ids } } }),
    },
    {
      findIds: (take) => db.client.findMany({ where, select, take }),
      deleteIds: (ids) => db.client.deleteMany({ where: { id: { in: ids } } }),
    },
    {
      findIds: (take) => db.clientImport.findMany({ where, select, take: Math.min(take, HISTORY_BATCH) }),
      deleteIds: (ids) => db.clientImport.deleteMany({ where: { id: { in: ids } } }),
    },
    {
      findIds: (take) => db.groupHistory.findMany({ where, select, take: Math.min(take, HISTORY_BATCH) }),
      deleteIds: (ids) => db.groupHistory.deleteMany({ where: { id: { in: ids } } }),
    },
  ];
  for (const table of tables) await inBatches(table, batchSize, afterBatch);

  // The images' rows go with the account; their bytes after (unless another account has the same image).
  const storageKeys = await accountStorageKeys(db, accountId);
  const emails = (await db.user.findMany({ where, select: { email: true } })).map((u) => u.email);
  const [, , removed] = await db.$transaction([
    // Login attempts and log-only e-mails to the deleted addresses go too.
    db.loginAttempt.deleteMany({ where: { email: { in: emails } } }),
    db.outboxEmail.deleteMany({ where: { to: { in: emails } } }),
    db.account.deleteMany({ where: { id: accountId } }),
  ]);
  await deleteUnreferenced(db, storageKeys);
  if (removed.count === 1 && owner) await confirmDeletion(db, owner, new Date());
}

/**
 * The owner's confirmation. Sent after the last row is gone, so a failure to send is logged, not
 * thrown: a retry would find no account and the deletion is complete anyway.
 */
async function confirmDeletion(db: Db, owner: { email: string; name: string }, deletedAt: Date) {
  try {
    await sendMail(db, accountDeletedEmail({ to: owner.email, ownerName: owner.name, deletedAt }));
  } catch (error) {
    log.error({ err: error }, "confirmação de exclusão da conta não enviada");
  }
}
