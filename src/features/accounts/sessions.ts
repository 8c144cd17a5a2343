import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import type { SessionKind } from "~/generated/prisma/enums";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { describeDevice } from "./device-name";
import { liveSessionWhere } from "./session-resolver";
import { ownRows } from "./scope";
import type { Viewer } from "./types";

export type LiveSessionInfo = {
  id: string;
  userName: string;
  kind: SessionKind;
  device: string;
  lastSeenAt: Date;
  /** When it signed in: two sessions on the same kind of device differ by it. */
  startedAt: Date;
  /** The viewer's own session (any device). */
  mine: boolean;
  /** The very session making the request. */
  current: boolean;
};

/** The sessions a viewer may end: the owner's scope is the account, a seller's their own user. */
function reachable(viewer: Viewer) {
  return ownRows(viewer, "userId");
}

/**
 * Live sessions, newest activity first. `scope: "account"` lists every seat in use (the seat-limit
 * refusal shows them all); `"reachable"` only those the viewer may end ("Sessões ativas").
 */
export async function listLiveSessions(
  db: Db,
  viewer: Viewer,
  { scope = "reachable", now = new Date() }: { scope?: "account" | "reachable"; now?: Date } = {},
): Promise<LiveSessionInfo[]> {
  const sessions = await db.session.findMany({
    where: {
      ...(scope === "account" ? { accountId: viewer.account.id } : reachable(viewer)),
      ...liveSessionWhere(now),
    },
    include: { user: { select: { name: true } } },
    orderBy: { lastSeenAt: "desc" },
  });
  return sessions.map((s) => ({
    id: s.id,
    userName: s.user.name,
    kind: s.kind,
    device: s.kind === "API" ? `API (${describeDevice(s.userAgent)})` : describeDevice(s.userAgent),
    lastSeenAt: s.lastSeenAt,
    startedAt: s.createdAt,
    mine: s.userId === viewer.user.id,
    current: s.id === viewer.sessionId,
  }));
}

/** Ends a session the viewer may reach; any other id (another user's, another account's) is NOT_FOUND. */
export async function endSession(db: Db, viewer: Viewer, sessionId: string, now = new Date()) {
  const session = await db.session.findFirst({ where: { id: sessionId, ...reachable(viewer) }, select: { id: true } });
  if (!session) throw new AppError("NOT_FOUND", "Sessão não encontrada.");
  await revokeSession(db, session.id, now);
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()) {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

export async function revokeUserSessions(db: Db | Prisma.TransactionClient, userId: string, now = new Date()) {
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}
