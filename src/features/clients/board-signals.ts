import "server-only";
import type { Db } from "~/platform/db";
import type { BoardInfo } from "./schema";

/** A signal this recent, not answered by a contact since, marks the card as hot (as "Hoje" does). */
export const HOT_WINDOW_MS = 48 * 60 * 60 * 1000;

type SignalRow = { clientId: string; kind: "view" | "pdf" | "answer"; at: Date; detail: string };
type ProposalRow = { clientId: string; publicToken: string; creditCents: bigint; instalmentCents: bigint };

/**
 * What a board card shows besides the client's own fields: their last signal (opened the proposal,
 * downloaded the PDF, answered "Tenho interesse", with the message) and their latest live proposal
 * (fills {link}, {parcela} and {credito} of the WhatsApp templates). Three DISTINCT ON queries over
 * the page's ids, each on an index that starts with the client id.
 */
export async function boardInfoFor(db: Db, clientIds: string[]): Promise<Map<string, BoardInfo>> {
  const info = new Map<string, BoardInfo>();
  if (clientIds.length === 0) return info;
  const [events, answers, proposals] = await Promise.all([
    db.$queryRaw<SignalRow[]>`
      SELECT DISTINCT ON (e."clientId") e."clientId", e."kind"::text AS "kind", e."createdAt" AS "at", e."detail"
        FROM "ClientEvent" e
       WHERE e."clientId" = ANY(${clientIds}) AND e."kind" IN ('view', 'pdf')
       ORDER BY e."clientId", e."createdAt" DESC`,
    db.$queryRaw<SignalRow[]>`
      SELECT DISTINCT ON (r."clientId") r."clientId", 'answer' AS "kind", r."createdAt" AS "at", r."message" AS "detail"
        FROM "ProposalResponse" r
       WHERE r."clientId" = ANY(${clientIds})
       ORDER BY r."clientId", r."createdAt" DESC`,
    db.$queryRaw<ProposalRow[]>`
      SELECT DISTINCT ON (p."clientId") p."clientId", p."publicToken", p."creditCents", p."instalmentCents"
        FROM "Proposal" p
       WHERE p."clientId" = ANY(${clientIds}) AND p."revokedAt" IS NULL
       ORDER BY p."clientId", p."createdAt" DESC`,
  ]);
  const latest = new Map<string, SignalRow>();
  for (const row of [...events, ...answers]) {
    const prev = latest.get(row.clientId);
    if (!prev || prev.at < row.at) latest.set(row.clientId, row);
  }
  const byClient = new Map(proposals.map((p) => [p.clientId, p]));
  for (const id of clientIds) {
    const signal = latest.get(id);
    const proposal = byClient.get(id);
    info.set(id, {
      lastSignal: signal ? { kind: signal.kind, at: signal.at, detail: signal.detail } : null,
      proposal: proposal ? { publicToken: proposal.publicToken, creditCents: Number(proposal.creditCents), instalmentCents: Number(proposal.instalmentCents) } : null,
    });
  }
  return info;
}

/** Hot: a signal in the last 48 h that no contact from the seller has answered yet. */
export function isHot(signalAt: Date | null | undefined, lastContactAt: Date | null, now: Date): boolean {
  if (!signalAt || now.getTime() - signalAt.getTime() > HOT_WINDOW_MS) return false;
  return !lastContactAt || lastContactAt < signalAt;
}
