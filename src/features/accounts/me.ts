import "server-only";
import type { SessionContext } from "~/features/accounts/types";
import type { Db } from "~/platform/db";
import { accountAccess, PLANS } from "~/features/plans";
import { deriveCallName } from "~/lib/call-name";

/** The user object of GET /api/auth/me and the app shell (spec section 3 field names). */
export async function currentUserPayload(db: Db, session: SessionContext) {
  // Read with the session (session-resolver.ts); a session built elsewhere reads the five columns.
  const settings =
    session.appearance !== undefined
      ? session.appearance
      : await db.settings.findUnique({
          where: { accountId: session.account.id },
          select: {
            name: true,
            shortName: true,
            colorSlider: true,
            colorBadge: true,
            avatarWhite: true,
            avatarBlack: true,
            markImage: true,
          },
        });
  return {
    id: session.user.id,
    name: session.user.name,
    call_name: deriveCallName(session.user.name),
    email: session.user.email,
    role: session.user.role,
    theme: session.user.theme,
    color_slider: settings?.colorSlider ?? null,
    color_badge: settings?.colorBadge ?? null,
    avatar_white: settings?.avatarWhite ?? null,
    avatar_black: settings?.avatarBlack ?? null,
    avatar_mark: settings?.markImage ?? null,
    // The company name as the brand says it now (settings), so the shell never shows the name typed
    // at sign-up (or an earlier one) while the settings load, e.g. behind a new seller's terms.
    brand_name: settings?.name ?? null,
    // Headers show the short display name (null: the name).
    brand_short_name: settings?.shortName ?? null,
    terms: session.termsAccepted,
    active:
      accountAccess(session.account.status, session.account.paidThrough, new Date()).active ||
      session.user.role === "ADMIN",
    plan: PLANS[session.account.plan].name,
    account: { id: session.account.id, name: session.account.name, status: session.account.status },
  };
}
