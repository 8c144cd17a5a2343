import "server-only";
import { bcbCardFor, bcbDrawRate } from "~/features/bcb/server";
import { groupKey } from "~/features/groups";
import { historyForGroup } from "~/features/groups/server";
import { loadMarketReference } from "~/features/rates/server";
import { getBrand } from "~/features/settings/server";
import { listPdfImages } from "~/features/uploads/server";
import { callName } from "~/lib/call-name";
import type { Db } from "~/platform/db";
import { withBcbDraw } from "../document/bcb-draw";
import { storedSimulation } from "../document/simulation";
import { readStoredVersion } from "../document/stored-version";
import { versionAdministradora } from "./administradora";
import { linksUp } from "./public";
import { looksLikeToken } from "./token";

/** A proposal by its public link (a live one only), or by its id within the account that proved it owns it. */
export type DocumentKey = { token: string } | { id: string; accountId: string };

/**
 * Everything the public page, its PDF and its WhatsApp card draw, read once: the proposal and its
 * latest version (checked by its engine version's reader), the seller, the brand, the administradora
 * of the version, the group's Banco Central card and odds history, the market reference and the PDF's
 * pages. The renderers take this and read nothing else. Null for an unknown link, a revoked one or an
 * account being deleted; `available` is false while the account is unpaid: the page, its PDF and its
 * preview then show nothing of it ("Proposta indisponível no momento"), and work again once it is paid.
 */
export async function loadProposalDocument(db: Db, key: DocumentKey, now = new Date()) {
  const byToken = "token" in key;
  if (byToken && !looksLikeToken(key.token)) return null;
  const row = await db.proposal.findFirst({
    where: byToken ? { publicToken: key.token } : { id: key.id, accountId: key.accountId },
    select: {
      id: true,
      accountId: true,
      publicToken: true,
      kind: true,
      clientName: true,
      currentVersion: true,
      revokedAt: true,
      savingCents: true,
      creditCents: true,
      sellerId: true,
      seller: { select: { name: true, email: true } },
      client: { select: { callName: true } },
      account: { select: { status: true, paidThrough: true, deletingAt: true } },
    },
  });
  if (!row || (byToken && (row.revokedAt || row.account.deletingAt))) return null;
  const [version, brand, pdfImages] = await Promise.all([
    db.proposalVersion.findUnique({
      where: { proposalId_version: { proposalId: row.id, version: row.currentVersion } },
    }),
    // Resolved once (features/branding): the page, the PDF and the card read this Brand as it is.
    getBrand(db, row.accountId),
    listPdfImages(db, row.accountId),
  ]);
  if (!version) return null;
  const snapshot = readStoredVersion(version);
  const [administradora, bcb, group, market] = await Promise.all([
    // As stored with the version (older versions: today's settings).
    versionAdministradora(db, row.accountId, snapshot.inputs),
    // "O grupo no Banco Central": only when the seller linked the proposal's group (features/bcb).
    bcbCardFor(db, row.accountId, groupKey(snapshot.inputs.group)),
    historyForGroup(db, row.accountId, snapshot.inputs.group),
    loadMarketReference(db, row.kind, now),
  ]);
  return {
    id: row.id,
    accountId: row.accountId,
    available: linksUp(row.account, now),
    token: row.publicToken,
    kind: row.kind,
    clientName: row.clientName,
    /** How the page greets the client: their "Como chamar", else derived from the name. */
    clientCallName: callName(row.clientName, row.client.callName),
    sellerId: row.sellerId,
    sellerName: row.seller.name,
    sellerEmail: row.seller.email,
    savingCents: Number(row.savingCents),
    creditCents: Number(row.creditCents),
    snapshot,
    /** The version's kind and parameters, as the engine takes them. */
    simulation: storedSimulation(snapshot.inputs),
    brand,
    administradora,
    bcb,
    /** The group's recorded assemblies, with the Banco Central's draw rate when the history has none (null without a history). */
    group: withBcbDraw(group, await bcbDrawRate(db, bcb)),
    market,
    /** The PDF's extra pages (the seller's uploads), in their order. */
    pdfImages: pdfImages.map((upload) => upload.url),
  };
}
export type LoadedProposal = NonNullable<Awaited<ReturnType<typeof loadProposalDocument>>>;
/** What the public link's page and its sections draw. */
export type PublicProposal = LoadedProposal;
