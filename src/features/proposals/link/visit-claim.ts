import "server-only";
import type { Db } from "~/platform/db";
import { looksLikeToken } from "./token";

/** A visitor counts once per proposal and kind of visit in this window. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

export interface VisitClaim {
  /** The visitor's hash of the day (visits.ts); a PDF download's carries its own "pdf:" prefix. */
  visitor: string;
  /** The same visitor's hash of the day before (the hash changes at midnight): its row inside the window blocks the claim too. */
  earlier?: string | null;
  now?: Date;
  /** Someone signed in to that account (the seller checking their own link) claims nothing. */
  exceptAccountId?: string | null;
}

/**
 * Claims one visit of a live link for `visitor`, unless the same visitor already claimed one on this
 * proposal within VIEW_WINDOW_MS: the visitor's ProposalVisitor row is inserted, or moved when older
 * than the window, in one statement, so concurrent requests of one visitor claim once. A "view" claim
 * also moves the proposal's counters (total +1, first set once, last moved) and drops the other
 * visitors' rows the window has left; a "pdf" claim moves no counter. Whether this one counted.
 */
export async function claimVisit(
  db: Db,
  token: string,
  kind: "view" | "pdf",
  { visitor, earlier = null, now = new Date(), exceptAccountId = null }: VisitClaim,
): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const windowStart = new Date(now.getTime() - VIEW_WINDOW_MS);
  const countsView = kind === "view";
  const claimed = await db.$queryRaw<{ proposalId: string }[]>`
    WITH live AS (
      SELECT p."id" FROM "Proposal" p
       WHERE p."publicToken" = ${token} AND p."revokedAt" IS NULL AND p."accountId" IS DISTINCT FROM ${exceptAccountId}
         AND NOT EXISTS (
           SELECT 1 FROM "ProposalVisitor" v
            WHERE v."proposalId" = p."id" AND v."visitor" = ${earlier}::text AND v."countedAt" > ${windowStart}
         )
    ), claimed AS (
      INSERT INTO "ProposalVisitor" ("proposalId", "visitor", "countedAt")
      SELECT "id", ${visitor}, ${now} FROM live
      ON CONFLICT ("proposalId", "visitor") DO UPDATE SET "countedAt" = EXCLUDED."countedAt"
       WHERE "ProposalVisitor"."countedAt" <= ${windowStart}
      RETURNING "proposalId"
    ), expired AS (
      DELETE FROM "ProposalVisitor"
       WHERE ${countsView}::boolean AND "proposalId" IN (SELECT "proposalId" FROM claimed) AND "visitor" <> ${visitor} AND "countedAt" <= ${windowStart}
    ), counted AS (
      UPDATE "Proposal"
         SET "viewCount" = "viewCount" + 1,
             "firstViewedAt" = COALESCE("firstViewedAt", ${now}),
             "lastViewedAt" = ${now}
       WHERE ${countsView}::boolean AND "id" IN (SELECT "proposalId" FROM claimed)
    )
    SELECT "proposalId" FROM claimed`;
  return claimed.length > 0;
}
