import "server-only";
import { callName } from "~/lib/call-name";
import { followResponseStatus } from "~/features/clients/server";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { sellerLabel } from "../document/format";
import type { ResponseItem } from "../document/schema";
import type { ResponseStatus } from "../document/status";
import { proposalScope, type Viewer } from "./viewer";

const NOT_FOUND = "Resposta não encontrada.";

/** The clients' responses on the viewer's proposals, newest first. */
export async function listResponses(db: Db, viewer: Viewer, { take = 200 } = {}): Promise<ResponseItem[]> {
  const rows = await db.proposalResponse.findMany({
    where: { accountId: viewer.account.id, proposal: proposalScope(viewer) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      proposalId: true,
      name: true,
      phone: true,
      message: true,
      status: true,
      createdAt: true,
      variant: true,
      proposal: {
        select: {
          clientId: true,
          publicToken: true,
          revokedAt: true,
          creditCents: true,
          instalmentCents: true,
          clientName: true,
          clientEmail: true,
          kind: true,
          formerSellerName: true,
          seller: { select: { name: true } },
        },
      },
    },
  });
  return rows.map(({ proposal, variant, ...r }) => ({
    ...r,
    // How the WhatsApp templates call the person who answered ({primeiro_nome}), derived here.
    callName: callName(r.name),
    hasVariant: variant !== null,
    proposalClientId: proposal.clientId,
    proposalPublicToken: proposal.revokedAt ? null : proposal.publicToken,
    proposalCreditCents: Number(proposal.creditCents),
    proposalInstalmentCents: Number(proposal.instalmentCents),
    proposalClientName: proposal.clientName,
    proposalClientEmail: proposal.clientEmail,
    proposalKind: proposal.kind,
    sellerName: sellerLabel(proposal.seller.name, proposal.formerSellerName),
  }));
}

/** Moves the answer and, forward only, its client along the pipeline (RESPONSE_TO_CLIENT_STATUS). */
export async function setResponseStatus(db: Db, viewer: Viewer, id: string, status: ResponseStatus) {
  await db.$transaction(async (tx) => {
    const [row] = await tx.proposalResponse.updateManyAndReturn({
      where: { id, accountId: viewer.account.id, proposal: proposalScope(viewer) },
      data: { status },
      select: { clientId: true },
    });
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    if (row.clientId) await followResponseStatus(tx, viewer, row.clientId, status);
  });
}

/** The menu badge: responses still "novo". */
export function countNewResponses(db: Db, viewer: Viewer) {
  return db.proposalResponse.count({
    where: { accountId: viewer.account.id, status: "novo", proposal: proposalScope(viewer) },
  });
}
