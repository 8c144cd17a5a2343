import type { AccountStatus, Plan, Role, Theme } from "~/generated/prisma/enums";

/**
 * The proven identity of a request (the viewer), resolved at the edge from the cookie or Bearer
 * token. The one identity type: procedures, features and tests all take this.
 */
export type SessionContext = {
  sessionId: string;
  user: { id: string; name: string; email: string; role: Role; theme: Theme };
  account: { id: string; name: string; status: AccountStatus; plan: Plan; paidThrough: Date | null };
  termsAccepted: boolean;
  /**
   * The account's brand name, colors and avatars (its Settings row; null without one), read in the session's
   * own statement so /api/auth/me needs no second one. Absent when the session came from elsewhere.
   */
  appearance?: SessionAppearance | null;
};

export type SessionAppearance = {
  name: string;
  shortName: string | null;
  colorSlider: string;
  colorBadge: string;
  avatarWhite: string | null;
  avatarBlack: string | null;
  markImage: string | null;
};

/**
 * The part of the identity that decides which sessions a viewer may see and end. A SessionContext
 * is one; the seat-limit refusal (credentials checked, no session yet) builds one without sessionId.
 */
export type Viewer = {
  sessionId?: SessionContext["sessionId"];
  user: Pick<SessionContext["user"], "id" | "role">;
  account: Pick<SessionContext["account"], "id">;
};
