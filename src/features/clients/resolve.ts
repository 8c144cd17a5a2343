import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import { AppError } from "~/lib/errors";
import { transactionLock } from "~/platform/locks";
import { CLIENT_NOT_FOUND, clientScope, type Viewer } from "./scope";
import { advanceStatus, nationalPhone, type ClientStatus } from "./status";

type Tx = Prisma.TransactionClient;

export type ClientMatchFields = { name: string; phone: string | null; email: string | null; document: string | null };

/**
 * One writer at a time per account decides "is this person already a client": two proposals for the
 * same new phone in parallel would otherwise both create a client and one would hit the unique index.
 * Waited for in one statement (platform/locks); the transaction runs under lockedTransaction, which
 * keeps this process's other writers of the account waiting in memory, not on a connection.
 */
export async function lockAccountClients(tx: Tx, accountId: string) {
  await transactionLock(tx, `clients:${accountId}`);
}

/** The account's client with this phone, else this e-mail (the account's, whatever the seller). */
export async function findClientMatch(tx: Tx, accountId: string, phone: string | null, email: string | null) {
  const select = { id: true, phone: true, email: true, document: true, status: true, sellerId: true } as const;
  const byPhone = phone
    ? await tx.client.findUnique({ where: { accountId_phone: { accountId, phone } }, select })
    : null;
  if (byPhone) return byPhone;
  return email ? tx.client.findUnique({ where: { accountId_email: { accountId, email } }, select }) : null;
}

/** Fills what the client lacks (phone, e-mail, CPF) when no other client of the account has it. */
export async function fillGaps(
  tx: Tx,
  accountId: string,
  client: { id: string; phone: string | null; email: string | null; document: string | null },
  fields: ClientMatchFields,
) {
  const phone = nationalPhone(fields.phone);
  const data: Prisma.ClientUpdateInput = {};
  if (
    !client.phone &&
    phone &&
    !(await tx.client.findUnique({ where: { accountId_phone: { accountId, phone } }, select: { id: true } }))
  )
    data.phone = phone;
  if (
    !client.email &&
    fields.email &&
    !(await tx.client.findUnique({
      where: { accountId_email: { accountId, email: fields.email } },
      select: { id: true },
    }))
  )
    data.email = fields.email;
  if (!client.document && fields.document) data.document = fields.document;
  return data;
}

/**
 * The client a new proposal belongs to, inside the proposal's transaction: the one picked
 * (`clientId`, within the viewer's scope, or the account's when `trusted`: the copy of a proposal the
 * viewer may see keeps its client), else the account's client with the same phone or e-mail,
 * else a new client of the viewer. The client moves forward to "proposta enviada".
 */
export async function clientForProposal(
  tx: Tx,
  viewer: Viewer,
  fields: ClientMatchFields,
  { clientId, trusted = false, now = new Date() }: { clientId?: string; trusted?: boolean; now?: Date } = {},
) {
  const accountId = viewer.account.id;
  await lockAccountClients(tx, accountId);
  const select = { id: true, phone: true, email: true, document: true, status: true } as const;
  const picked = clientId
    ? await tx.client.findFirst({ where: { id: clientId, ...(trusted ? { accountId } : clientScope(viewer)) }, select })
    : null;
  if (clientId && !picked) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
  const phone = nationalPhone(fields.phone);
  const existing = picked ?? (await findClientMatch(tx, accountId, phone, fields.email));
  if (existing) {
    const status: ClientStatus = advanceStatus(existing.status, "proposta_enviada");
    await tx.client.update({
      where: { id: existing.id },
      data: { ...(await fillGaps(tx, accountId, existing, fields)), status, lastActivityAt: now },
    });
    return existing.id;
  }
  const created = await tx.client.create({
    data: {
      accountId,
      sellerId: viewer.user.id,
      name: fields.name,
      phone,
      email: fields.email,
      document: fields.document,
      status: "proposta_enviada",
      lgpdBasisAt: now,
      lastActivityAt: now,
      createdAt: now,
    },
    select: { id: true },
  });
  return created.id;
}
