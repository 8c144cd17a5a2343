import "server-only";
import type { SessionContext } from "~/features/accounts/types";
import type { Db } from "~/platform/db";
import { hashToken } from "~/lib/hash";
import { TERMS_VERSION } from "~/features/terms";

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

/** Resolves a live DB session into the plain SessionContext, or null. */
export async function resolveSession(db: Db, lookup: Lookup, now = new Date()): Promise<SessionContext | null> {
  const where = "sessionId" in lookup ? { id: lookup.sessionId } : { tokenHash: hashToken(lookup.bearerToken) };
  const session = await db.session.findFirst({
    where: { ...where, ...liveSessionWhere(now) },
    include: { user: true, account: true },
  });
  if (!session) return null;
  const [accepted] = await Promise.all([
    db.termsAcceptance.findFirst({
      where: { userId: session.userId, document: "TERMS", version: TERMS_VERSION },
      select: { id: true },
    }),
    now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS
      ? db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } })
      : null,
  ]);
  const { user, account } = session;
  return {
    sessionId: session.id,
    user: { id: user.id, name: user.name, email: user.email, role: user.role, theme: user.theme },
    account: { id: account.id, name: account.name, status: account.status, plan: account.plan, paidThrough: account.paidThrough },
    termsAccepted: accepted !== null,
  };
}
