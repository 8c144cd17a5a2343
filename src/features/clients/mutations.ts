import "server-only";
import { uniqueViolationTarget } from "~/platform/db-errors";
import { contentKey, REPEAT_WINDOW_MS } from "~/lib/content-key";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { lockAccountClients } from "./resolve";
import type { ClientFields } from "./schema";
import { CLIENT_NOT_FOUND, clientScope, type Viewer } from "./scope";
import { nationalPhone, type ContactKind } from "./status";

export const ERASED_NAME = "Cliente removido";

function dayOrNull(day: string | null) {
  return day ? new Date(`${day}T00:00:00.000Z`) : null;
}

function columns(fields: ClientFields) {
  return {
    name: fields.name,
    callName: fields.callName ?? null,
    phone: nationalPhone(fields.phone),
    email: fields.email,
    document: fields.document,
    city: fields.city,
    source: fields.source,
    notes: fields.notes,
    nextContactOn: dayOrNull(fields.nextContactOn),
  };
}

/** The unique (account, phone) and (account, e-mail) indexes, as a pt-BR conflict. */
async function uniqueOrConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const target = uniqueViolationTarget(error);
    if (target !== null) {
      throw new AppError(
        "CONFLICT",
        target.includes("email")
          ? "Já existe um cliente com este e-mail na conta."
          : "Já existe um cliente com este telefone na conta.",
      );
    }
    throw error;
  }
}

/**
 * A new client, safe to repeat: the same seller sending the same fields again (a double tap, a retry,
 * back and "Salvar" again) within REPEAT_WINDOW_MS gets the client the first call made. Parallel
 * calls with the same content wait on one advisory lock, then find that row.
 */
export async function createClient(db: Db, viewer: Viewer, fields: ClientFields, now = new Date()) {
  const data = { ...columns(fields), lgpdBasis: fields.lgpdBasis };
  return uniqueOrConflict(() =>
    lockedTransaction(db, async (tx) => {
      await transactionLock(tx, `client-create:${viewer.user.id}:${contentKey(data)}`);
      const made = await tx.client.findFirst({
        where: {
          accountId: viewer.account.id,
          sellerId: viewer.user.id,
          ...data,
          createdAt: { gte: new Date(now.getTime() - REPEAT_WINDOW_MS) },
        },
        select: { id: true },
      });
      if (made) return made.id;
      const row = await tx.client.create({
        data: {
          accountId: viewer.account.id,
          sellerId: viewer.user.id,
          ...data,
          lgpdBasisAt: now,
          lastActivityAt: now,
        },
        select: { id: true },
      });
      return row.id;
    }),
  );
}

export async function updateClient(db: Db, viewer: Viewer, id: string, fields: ClientFields, now = new Date()) {
  await uniqueOrConflict(() =>
    db.$transaction(async (tx) => {
      const current = await tx.client.findFirst({ where: { id, ...clientScope(viewer) }, select: { lgpdBasis: true } });
      if (!current) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
      await tx.client.update({
        where: { id },
        data: {
          ...columns(fields),
          lgpdBasis: fields.lgpdBasis,
          ...(current.lgpdBasis === fields.lgpdBasis ? {} : { lgpdBasisAt: now }),
        },
      });
    }),
  );
}

export async function setNextContact(db: Db, viewer: Viewer, id: string, day: string | null) {
  const { count } = await db.client.updateMany({
    where: { id, ...clientScope(viewer) },
    data: { nextContactOn: dayOrNull(day) },
  });
  if (count === 0) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
}

async function addEvent(
  db: Db,
  viewer: Viewer,
  id: string,
  kind: "note" | ContactKind,
  detail: string,
  proposalId: string | undefined,
  now: Date,
) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.client.updateMany({
      where: { id, ...clientScope(viewer) },
      data: { lastContactAt: now, lastActivityAt: now },
    });
    if (count === 0) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
    const proposal = proposalId
      ? await tx.proposal.findFirst({ where: { id: proposalId, clientId: id }, select: { id: true } })
      : null;
    await tx.clientEvent.create({
      data: {
        accountId: viewer.account.id,
        clientId: id,
        proposalId: proposal?.id ?? null,
        actorId: viewer.user.id,
        kind,
        detail,
        createdAt: now,
      },
    });
  });
}

export function addNote(db: Db, viewer: Viewer, id: string, text: string, now = new Date()) {
  return addEvent(db, viewer, id, "note", text, undefined, now);
}

/** WhatsApp, a call or an e-mail opened from the app: on the timeline, and the client counts as contacted. */
export function logContact(
  db: Db,
  viewer: Viewer,
  id: string,
  kind: ContactKind,
  proposalId?: string,
  now = new Date(),
) {
  return addEvent(db, viewer, id, kind, "", proposalId, now);
}

/**
 * Owner only (the procedure): the client passes to another owner or seller of the account, with a
 * "reassigned" event. Only the client: their proposals keep the seller who made them.
 */
export async function reassignClient(db: Db, viewer: Viewer, id: string, sellerId: string, now = new Date()) {
  await db.$transaction(async (tx) => {
    const [client, seller] = await Promise.all([
      tx.client.findFirst({ where: { id, accountId: viewer.account.id }, select: { sellerId: true } }),
      tx.user.findFirst({
        where: { id: sellerId, accountId: viewer.account.id, role: { in: ["OWNER", "SELLER"] } },
        select: { name: true },
      }),
    ]);
    if (!client) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
    if (!seller) throw new AppError("NOT_FOUND", "Vendedor não encontrado nesta conta.");
    if (client.sellerId === sellerId) return;
    await tx.client.update({ where: { id }, data: { sellerId, lastActivityAt: now } });
    await tx.clientEvent.create({
      data: {
        accountId: viewer.account.id,
        clientId: id,
        actorId: viewer.user.id,
        kind: "reassigned",
        detail: seller.name,
        createdAt: now,
      },
    });
  });
}

/**
 * LGPD erasure (owner only): the name, phone, e-mail and CPF leave the client, every proposal of
 * theirs (row and saved versions) and every answer; notes go too. The rows stay, so the account's
 * counts (proposals, views, answers) do not change.
 */
export async function eraseClient(db: Db, viewer: Viewer, id: string, now = new Date()) {
  await lockedTransaction(db, async (tx) => {
    await lockAccountClients(tx, viewer.account.id);
    const { count } = await tx.client.updateMany({
      where: { id, accountId: viewer.account.id },
      data: {
        name: ERASED_NAME,
        phone: null,
        email: null,
        document: null,
        city: null,
        notes: "",
        nextContactOn: null,
        erasedAt: now,
      },
    });
    if (count === 0) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
    await tx.proposal.updateMany({
      where: { clientId: id },
      data: { clientName: ERASED_NAME, clientPhone: null, clientEmail: null, clientDocument: null },
    });
    await tx.$executeRaw`
      UPDATE "ProposalVersion" v
         SET "inputs" = jsonb_set(v."inputs", '{client}', jsonb_build_object('name', ${ERASED_NAME}::text, 'phone', null, 'email', null, 'document', null))
        FROM "Proposal" p
       WHERE p."id" = v."proposalId" AND p."clientId" = ${id}`;
    await tx.proposalResponse.updateMany({
      where: { OR: [{ clientId: id }, { proposal: { clientId: id } }] },
      data: { name: ERASED_NAME, phone: "", message: "" },
    });
    await tx.clientEvent.updateMany({ where: { clientId: id, kind: "note" }, data: { detail: "" } });
  });
}
