import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import type { Db } from "~/platform/db";

/** Rows moved per statement when a seller's work passes to the owner ahead of the removal. */
const HANDOVER_BATCH = 200;

type Seller = { id: string; name: string };

// The seller's retry keys (proposals.create) mean nothing to the owner: they could only collide.
const handedOverProposal = (ownerId: string, seller: Seller) => ({
  sellerId: ownerId,
  formerSellerName: seller.name,
  idempotencyKey: null,
});

function ownerOf(db: Db | Prisma.TransactionClient, accountId: string) {
  return db.user.findFirstOrThrow({ where: { accountId, role: "OWNER" }, select: { id: true } });
}

/**
 * What a seller made passes to the account's owner when their login goes (removed by the owner or
 * deleted by themselves): proposals (with their versions and responses) now belong to the owner and
 * remember the seller's name; the seller's clients (with their timelines) are the owner's to follow.
 * Run inside the transaction that deletes the login, so nothing is ever left pointing at a deleted
 * user (the foreign key has no cascade). The one place for this: more of a seller's data passes
 * here as it appears. A seller with thousands of rows is first handed over by handOverInBatches,
 * so this transaction only meets what was created meanwhile.
 */
export async function handOverToOwner(tx: Prisma.TransactionClient, accountId: string, seller: Seller) {
  const owner = await ownerOf(tx, accountId);
  const { count } = await tx.proposal.updateMany({
    where: { accountId, sellerId: seller.id },
    data: handedOverProposal(owner.id, seller),
  });
  const clients = await tx.client.updateMany({
    where: { accountId, sellerId: seller.id },
    data: { sellerId: owner.id },
  });
  return { ownerId: owner.id, proposals: count, clients: clients.count };
}

/**
 * Before the removal's transaction: the seller's proposals and clients pass to the owner in
 * statements of HANDOVER_BATCH rows, each its own short transaction (one transaction over 2 000
 * proposals and 5 000 clients held their rows for over a second). Every row is consistent on its
 * own (it belongs to a user who exists), and a removal that fails after some batches is finished by
 * trying again: the owner sees the seller removed with all of their work, or the seller still there.
 */
export async function handOverInBatches(db: Db, accountId: string, seller: Seller) {
  const owner = await ownerOf(db, accountId);
  for (;;) {
    const batch = await db.proposal.findMany({
      where: { accountId, sellerId: seller.id },
      select: { id: true },
      take: HANDOVER_BATCH,
    });
    if (batch.length === 0) break;
    await db.proposal.updateMany({
      where: { id: { in: batch.map((p) => p.id) }, sellerId: seller.id },
      data: handedOverProposal(owner.id, seller),
    });
  }
  for (;;) {
    const batch = await db.client.findMany({
      where: { accountId, sellerId: seller.id },
      select: { id: true },
      take: HANDOVER_BATCH,
    });
    if (batch.length === 0) break;
    await db.client.updateMany({
      where: { id: { in: batch.map((c) => c.id) }, sellerId: seller.id },
      data: { sellerId: owner.id },
    });
  }
}
