import "server-only";
import type { Db } from "~/platform/db";
import type { BoardInfo } from "../schema";

/** A signal this recent, not answered by a contact since, marks the card as hot (as "Hoje" does). */
export const HOT_WINDOW_MS = 48 * 60 * 60 * 1000;

type Row = {
  clientId: string;
  proposalCount: number;
  eventKind: "view" | "pdf" | null;
  eventAt: Date | null;
  eventDetail: string | null;
  answerAt: Date | null;
  answerMessage: string | null;
  publicToken: string | null;
  creditCents: bigint | null;
  instalmentCents: bigint | null;
};

/**
 * What a list row carries besides the client's own fields, for a page of clients in one round trip:
 * their proposal count, their last signal (opened the proposal, downloaded the PDF, answered "Tenho
 * interesse", with the message) and their latest live proposal (fills {link}, {parcela} and
 * {credito} of the WhatsApp templates). Each LATERAL reads one index entry per client (ClientEvent
 * and ProposalResponse by client and date, Proposal by client), so a 60-client page stays one short
 * query (npm run bench:clients).
 */
export async function boardInfoFor(
  db: Db,
  clientIds: string[],
): Promise<Map<string, BoardInfo & { proposalCount: number }>> {
  const info = new Map<string, BoardInfo & { proposalCount: number }>();
  if (clientIds.length === 0) return info;
  const rows = await db.$queryRaw<Row[]>`
    SELECT c."id" AS "clientId",
           (SELECT count(*)::int FROM "Proposal" p WHERE p."clientId" = c."id") AS "proposalCount",
           ev."kind" AS "eventKind", ev."createdAt" AS "eventAt", ev."detail" AS "eventDetail",
           r."createdAt" AS "answerAt", r."message" AS "answerMessage",
           lp."publicToken", lp."creditCents", lp."instalmentCents"
      FROM unnest(${clientIds}::text[]) AS c("id")
      LEFT JOIN LATERAL (
        SELECT e."kind"::text AS "kind", e."createdAt", e."detail" FROM "ClientEvent" e
         WHERE e."clientId" = c."id" AND e."kind" IN ('view', 'pdf') ORDER BY e."createdAt" DESC LIMIT 1
      ) ev ON true
      LEFT JOIN LATERAL (
        SELECT x."createdAt", x."message" FROM "ProposalResponse" x WHERE x."clientId" = c."id" ORDER BY x."createdAt" DESC LIMIT 1
      ) r ON true
      LEFT JOIN LATERAL (
        SELECT p."publicToken", p."creditCents", p."instalmentCents" FROM "Proposal" p
         WHERE p."clientId" = c."id" AND p."revokedAt" IS NULL ORDER BY p."createdAt" DESC LIMIT 1
      ) lp ON true`;
  for (const row of rows) {
    const event =
      row.eventKind && row.eventAt ? { kind: row.eventKind, at: row.eventAt, detail: row.eventDetail ?? "" } : null;
    const answer = row.answerAt ? { kind: "answer" as const, at: row.answerAt, detail: row.answerMessage ?? "" } : null;
    const lastSignal = event && answer ? (answer.at > event.at ? answer : event) : (event ?? answer);
    info.set(row.clientId, {
      proposalCount: row.proposalCount,
      lastSignal,
      proposal: row.publicToken
        ? {
            publicToken: row.publicToken,
            creditCents: Number(row.creditCents),
            instalmentCents: Number(row.instalmentCents),
          }
        : null,
    });
  }
  return info;
}

/** Hot: a signal in the last 48 h that no contact from the seller has answered yet. */
export function isHot(signalAt: Date | null | undefined, lastContactAt: Date | null, now: Date): boolean {
  if (!signalAt || now.getTime() - signalAt.getTime() > HOT_WINDOW_MS) return false;
  return !lastContactAt || lastContactAt < signalAt;
}
