import "server-only";
import type { Prisma } from "~/generated/prisma/client";

/**
 * What a seller made passes to the account's owner when their login goes (removed by the owner or
 * deleted by themselves): proposals (with their versions and responses) now belong to the owner and
 * remember the seller's name; the seller's clients (with their timelines) are the owner's to follow. Run inside the transaction that deletes the login, so nothing is ever
 * left pointing at a deleted user (the foreign key has no cascade). The one place for this: more of a
 * seller's data passes here as it appears.
 */
export async function handOverToOwner(tx: Prisma.TransactionClient, accountId: string, seller: { id: string; name: string }) {
  const owner = await tx.user.findFirstOrThrow({ where: { accountId, role: "OWNER" }, select: { id: true } });
  const { count } = await tx.proposal.updateMany({
    where: { accountId, sellerId: seller.id },
    // The seller's retry keys (proposals.create) mean nothing to the owner: they could only collide.
    data: { sellerId: owner.id, formerSellerName: seller.name, idempotencyKey: null },
  });
  const clients = await tx.client.updateMany({ where: { accountId, sellerId: seller.id }, data: { sellerId: owner.id } });
  return { ownerId: owner.id, proposals: count, clients: clients.count };
}
