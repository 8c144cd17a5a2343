import "server-only";
import type { SessionContext } from "~/features/accounts/types";
import type { Db } from "~/platform/db";
import { hashToken } from "~/lib/hash";
import { TERMS_VERSION } from "~/features/terms";
import { preparedRows } from "~/platform/prepared-statement";

/** A session counts (takes a seat) while not revoked, not expired and seen in the last 30 min. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** lastSeenAt is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export function liveSessionWhere(now: Date) {
  return {
    revokedAt: null,
    expiresAt: { gt: now },
    lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_MS) },
  };
}

type Lookup = { sessionId: string } | { bearerToken: string };

type SessionRow = {
  id: string;
  lastSeenAt: Date;
  userId: string;
  userName: string;
  userEmail: string;
  userRole: SessionContext["user"]["role"];
  userTheme: SessionContext["user"]["theme"];
  accountId: string;
  accountName: string;
  accountStatus: SessionContext["account"]["status"];
  accountPlan: SessionContext["account"]["plan"];
  accountPaidThrough: Date | null;
  termsAccepted: boolean;
  brandName: string | null;
  brandShortName: string | null;
  colorSlider: string | null;
  colorBadge: string | null;
  avatarWhite: string | null;
  avatarBlack: string | null;
  markImage: string | null;
};

/** The session query, by cookie session id or by API token hash: named prepared statements (src/platform/prepared-statement.ts). */
const sessionStatement = (name: string, match: string) => ({
  name,
  text: `
    SELECT s."id", s."lastSeenAt" AT TIME ZONE 'UTC' AS "lastSeenAt",
      u."id" AS "userId", u."name" AS "userName", u."email" AS "userEmail", u."role"::text AS "userRole", u."theme"::text AS "userTheme",
      a."id" AS "accountId", a."name" AS "accountName", a."status"::text AS "accountStatus", a."plan"::text AS "accountPlan", a."paidThrough" AT TIME ZONE 'UTC' AS "accountPaidThrough",
      EXISTS (SELECT 1 FROM "TermsAcceptance" t WHERE t."userId" = s."userId" AND t."document" = 'TERMS' AND t."version" = $2) AS "termsAccepted",
      st."name" AS "brandName", st."shortName" AS "brandShortName", st."colorSlider", st."colorBadge", st."avatarWhite", st."avatarBlack", st."markImage"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "Account" a ON a."id" = s."accountId"
    LEFT JOIN "Settings" st ON st."accountId" = s."accountId"
    -- An account being deleted (Account.deletingAt) has no sessions, as if each were revoked.
    WHERE ${match} AND s."revokedAt" IS NULL AND a."deletingAt" IS NULL
      AND s."expiresAt" > ($3::timestamptz AT TIME ZONE 'UTC') AND s."lastSeenAt" > ($4::timestamptz AT TIME ZONE 'UTC')
    LIMIT 1`,
});
const BY_SESSION_ID = sessionStatement("session-by-id", `s."id" = $1`);
const BY_TOKEN_HASH = sessionStatement("session-by-token-hash", `s."tokenHash" = $1`);

/**
 * Resolves a live DB session into the plain SessionContext, or null. Every signed-in request pays
 * for it, so it is one statement: the session with its user, its account, whether the current
 * terms were accepted and the account's brand name, colors and avatars (/api/auth/me's; the
 * lastSeenAt write, once a minute, is the only other).
 */
export async function resolveSession(db: Db, lookup: Lookup, now = new Date()): Promise<SessionContext | null> {
  const live = liveSessionWhere(now);
  const [statement, key] =
    "sessionId" in lookup ? [BY_SESSION_ID, lookup.sessionId] : [BY_TOKEN_HASH, hashToken(lookup.bearerToken)];
  const [session] = await preparedRows<SessionRow>(db, statement, [
    key,
    TERMS_VERSION,
    live.expiresAt.gt.toISOString(),
    live.lastSeenAt.gt.toISOString(),
  ]);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return {
    sessionId: session.id,
    user: {
      id: session.userId,
      name: session.userName,
      email: session.userEmail,
      role: session.userRole,
      theme: session.userTheme,
    },
    account: {
      id: session.accountId,
      name: session.accountName,
      status: session.accountStatus,
      plan: session.accountPlan,
      paidThrough: session.accountPaidThrough,
    },
    termsAccepted: session.termsAccepted,
    // colorSlider is NOT NULL in Settings: null here means the account has no Settings row.
    appearance:
      session.colorSlider === null
        ? null
        : {
            name: session.brandName ?? "",
            shortName: session.brandShortName,
            colorSlider: session.colorSlider,
            colorBadge: session.colorBadge ?? "",
            avatarWhite: session.avatarWhite,
            avatarBlack: session.avatarBlack,
            markImage: session.markImage,
          },
  };
}
