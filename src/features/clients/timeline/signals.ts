import "server-only";
import { deviceType } from "~/features/accounts";
import type { Db } from "~/platform/db";
import { logger } from "~/platform/log/logger";
import { notifyFirstOpen } from "./alerts";
import { deviceKind } from "../status";

/**
 * At most this many view/PDF events per client in 24 hours (however many visitors: a link posted
 * in a group, addresses rotated): the timeline and the table stay bounded; the hot list needs two.
 */
export const SIGNALS_PER_DAY = 50;
const SIGNAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A client's signal on a live link (a counted view of the public page, a PDF download) lands on
 * their timeline with the device kind, and moves them up the list. One statement: the link's
 * proposal gives the client. Callers decide first whether the request counts (crawlers, prefetches
 * and the seller's own account do not).
 *
 * The view that opened the proposal for the first time (claimVisit set its firstViewedAt to this
 * same `now`) also leaves a first-open alert for the proposal's seller (who sent the link; not
 * necessarily the client's seller): one per proposal (a unique
 * index, so two first views at once make one), then an e-mail unless they turned it off. The
 * request does not wait for the e-mail.
 */
export async function recordClientSignal(
  db: Db,
  token: string,
  kind: "view" | "pdf",
  userAgent: string | null,
  now = new Date(),
) {
  const device = deviceKind(deviceType(userAgent));
  const alerts = await db.$queryRaw<{ id: string }[]>`
    WITH p AS (
      SELECT pr."id", pr."accountId", pr."clientId", pr."firstViewedAt", pr."sellerId"
        FROM "Proposal" pr
       WHERE pr."publicToken" = ${token} AND pr."revokedAt" IS NULL
    ), touched AS (
      UPDATE "Client" c SET "lastActivityAt" = GREATEST(c."lastActivityAt", ${now}) FROM p WHERE c."id" = p."clientId" RETURNING c."id"
    ), event AS (
      INSERT INTO "ClientEvent" ("id", "accountId", "clientId", "proposalId", "kind", "detail", "createdAt")
      SELECT 'ev' || md5(random()::text || clock_timestamp()::text), p."accountId", p."clientId", p."id",
             ${kind}::"ClientEventKind", ${device}, ${now}
        FROM p
       WHERE (SELECT count(*) FROM "ClientEvent" e
               WHERE e."clientId" = p."clientId" AND e."kind" IN ('view', 'pdf') AND e."createdAt" > ${new Date(now.getTime() - SIGNAL_WINDOW_MS)}) < ${SIGNALS_PER_DAY}
      RETURNING "id"
    )
    INSERT INTO "ClientAlert" ("id", "accountId", "userId", "clientId", "proposalId", "createdAt")
    SELECT 'al' || md5(random()::text || clock_timestamp()::text), p."accountId", p."sellerId", p."clientId", p."id", ${now}
      FROM p
     WHERE ${kind} = 'view' AND p."firstViewedAt" = ${now}
    ON CONFLICT ("proposalId") DO NOTHING
    RETURNING "id"`;
  const alert = alerts[0];
  if (alert) {
    void notifyFirstOpen(db, alert.id, device).catch((error: unknown) =>
      logger("clients").error({ err: error }, "aviso de primeira abertura"),
    );
  }
  return { firstOpenAlertId: alert?.id ?? null };
}
