import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { CLIENT_NOT_FOUND, clientScope, type Viewer } from "../scope";
import {
  advanceStatus,
  CLIENT_TO_RESPONSE_STATUS,
  RESPONSE_TO_CLIENT_STATUS,
  type ClientStatus,
  type LostReason,
} from "../status";

type Tx = Prisma.TransactionClient;

function statusDetail(status: ClientStatus, lostReason: LostReason | null) {
  return status === "perdido" && lostReason ? `${status}:${lostReason}` : status;
}

async function writeStatus(
  tx: Tx,
  viewer: Viewer,
  clientId: string,
  status: ClientStatus,
  lostReason: LostReason | null,
  now: Date,
) {
  await tx.client.update({
    where: { id: clientId },
    data: { status, lostReason: status === "perdido" ? lostReason : null, lastContactAt: now, lastActivityAt: now },
  });
  await tx.clientEvent.create({
    data: {
      accountId: viewer.account.id,
      clientId,
      actorId: viewer.user.id,
      kind: "status",
      detail: statusDetail(status, lostReason),
      createdAt: now,
    },
  });
}

/** The seller moves a client to any stage (the board's drag, the client page); perdido needs a reason. */
export async function setClientStatus(
  db: Db,
  viewer: Viewer,
  id: string,
  status: ClientStatus,
  lostReason: LostReason | null | undefined,
  now = new Date(),
) {
  if (status === "perdido" && !lostReason) throw new AppError("VALIDATION", "Escolha o motivo da perda.");
  await db.$transaction(async (tx) => {
    const client = await tx.client.findFirst({
      where: { id, ...clientScope(viewer) },
      select: { id: true, status: true, lostReason: true },
    });
    if (!client) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
    if (client.status === status && (status !== "perdido" || client.lostReason === lostReason)) return;
    await writeStatus(tx, viewer, id, status, lostReason ?? null, now);
    // The client's open answers follow the board (status.ts), never back.
    const follow = CLIENT_TO_RESPONSE_STATUS[status];
    if (follow) {
      await tx.proposalResponse.updateMany({
        where: { accountId: viewer.account.id, clientId: id, status: { in: [...follow.from] } },
        data: { status: follow.status },
      });
    }
  });
}

/** An answer's status moved by the seller: its client follows, forward only (status.ts). */
export async function followResponseStatus(
  tx: Tx,
  viewer: Viewer,
  clientId: string,
  responseStatus: keyof typeof RESPONSE_TO_CLIENT_STATUS,
  now = new Date(),
) {
  const client = await tx.client.findUnique({ where: { id: clientId }, select: { status: true } });
  if (!client) return;
  const next = advanceStatus(client.status, RESPONSE_TO_CLIENT_STATUS[responseStatus]);
  if (next !== client.status) await writeStatus(tx, viewer, clientId, next, next === "perdido" ? "outro" : null, now);
}
