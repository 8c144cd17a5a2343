import "server-only";
import type { SessionContext } from "~/features/accounts/types";
import type { Db } from "~/platform/db";
import { hashToken } from "~/lib/hash";
import { TERMS_VERSION } from "~/features/terms";
import { Prisma } from "~/generated/prisma/client";

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
  colorSlider: string | null;
  colorBadge: string | null;
  avatarWhite: string | null;
  avatarBlack: string | null;
};

/**
 * Resolves a live DB session into the plain SessionContext, or null. Every signed-in request pays
 * for it, so it is one statement: the session with its user, its account, whether the current
 * terms were accepted and the account's brand name, colors and avatars (/api/auth/me's; the
 * lastSeenAt write, once a minute, is the only other).
 */
export async function resolveSession(db: Db, lookup: Lookup, now = new Date()): Promise<SessionContext | null> {
  const live = liveSessionWhere(now);
  const which = "sessionId" in lookup ? Prisma.sql`s."id" = ${lookup.sessionId}` : Prisma.sql`s."tokenHash" = ${hashToken(lookup.bearerToken)}`;
  const [session] = await db.$queryRaw<SessionRow[]>`
    SELECT s."id", s."lastSeenAt",
      u."id" AS "userId", u."name" AS "userName", u."email" AS "userEmail", u."role"::text AS "userRole", u."theme"::text AS "userTheme",
      a."id" AS "accountId", a."name" AS "accountName", a."status"::text AS "accountStatus", a."plan"::text AS "accountPlan", a."paidThrough" AS "accountPaidThrough",
      EXISTS (SELECT 1 FROM "TermsAcceptance" t WHERE t."userId" = s."userId" AND t."document" = 'TERMS' AND t."version" = ${TERMS_VERSION}) AS "termsAccepted",
      st."name" AS "brandName", st."colorSlider", st."colorBadge", st."avatarWhite", st."avatarBlack"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "Account" a ON a."id" = s."accountId"
    LEFT JOIN "Settings" st ON st."accountId" = s."accountId"
    -- An account being deleted (Account.deletingAt) has no sessions, as if each were revoked.
    WHERE ${which} AND s."revokedAt" IS NULL AND a."deletingAt" IS NULL AND s."expiresAt" > ${live.expiresAt.gt} AND s."lastSeenAt" > ${live.lastSeenAt.gt}
    LIMIT 1`;
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return {
    sessionId: session.id,
    user: { id: session.userId, name: session.userName, email: session.userEmail, role: session.userRole, theme: session.userTheme },
    account: { id: session.accountId, name: session.accountName, status: session.accountStatus, plan: session.accountPlan, paidThrough: session.accountPaidThrough },
    termsAccepted: session.termsAccepted,
    // colorSlider is NOT NULL in Settings: null here means the account has no Settings row.
    appearance: session.colorSlider === null
      ? null
      : { name: session.brandName ?? "", colorSlider: session.colorSlider, colorBadge: session.colorBadge ?? "", avatarWhite: session.avatarWhite, avatarBlack: session.avatarBlack },
  };
}
