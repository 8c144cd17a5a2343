import "server-only";
import { deviceType } from "~/features/accounts";
import type { Db } from "~/platform/db";
import { deviceKind } from "./status";

/**
 * A client's signal on a live link (a counted view of the public page, a PDF download) lands on
 * their timeline with the device kind, and moves them up the list. One statement: the link's
 * proposal gives the client. Callers decide first whether the request counts (crawlers, prefetches
 * and the seller's own account do not).
 */
export async function recordClientSignal(db: Db, token: string, kind: "view" | "pdf", userAgent: string | null, now = new Date()) {
  const device = deviceKind(deviceType(userAgent));
  await db.$executeRaw`
    WITH p AS (
      SELECT "id", "accountId", "clientId" FROM "Proposal" WHERE "publicToken" = ${token} AND "revokedAt" IS NULL
    ), touched AS (
      UPDATE "Client" c SET "lastActivityAt" = GREATEST(c."lastActivityAt", ${now}) FROM p WHERE c."id" = p."clientId" RETURNING c."id"
    )
    INSERT INTO "ClientEvent" ("id", "accountId", "clientId", "proposalId", "kind", "detail", "createdAt")
    SELECT 'ev' || md5(random()::text || clock_timestamp()::text), p."accountId", p."clientId", p."id",
           ${kind}::"ClientEventKind", ${device}, ${now}
      FROM p`;
}
