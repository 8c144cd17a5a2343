import "server-only";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { assertPasswordAllowed, hashPassword, verifyPassword } from "./passwords";
import { EMAIL_TAKEN, mailTokenLink, TOKEN_LINK_MAIL } from "./recovery";
import type { SessionContext } from "./types";

// /conta: the signed-in user changes their own name, phone, password and e-mail. Each write is the
// user's own row, found by the proven session (never an id from the input).

export const WRONG_CURRENT_PASSWORD = "Senha atual incorreta.";

export async function profileOf(db: Db, session: SessionContext) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: session.user.id },
    select: { name: true, email: true, phone: true },
  });
  const pending = await db.userToken.findFirst({
    where: { userId: session.user.id, purpose: "CHANGE_EMAIL", usedAt: null, expiresAt: { gt: new Date() } },
    select: { newEmail: true },
    orderBy: { createdAt: "desc" },
  });
  // A change asked for whose link is still waiting in the e-mail queue (its token is issued when it is
  // sent) is the newest request: the page says it waits for that address from the moment it is asked.
  const queued = await db.queuedEmail.findFirst({
    where: { userId: session.user.id, kind: TOKEN_LINK_MAIL, purpose: "CHANGE_EMAIL" },
    select: { to: true },
    orderBy: { createdAt: "desc" },
  });
  return { ...user, pendingEmail: queued?.to ?? pending?.newEmail ?? null };
}

export async function updateProfile(db: Db, session: SessionContext, input: { name: string; phone: string | null }) {
  await db.user.update({ where: { id: session.user.id }, data: { name: input.name, phone: input.phone } });
}

async function assertCurrentPassword(db: Db, userId: string, password: string) {
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, passwordHash)))
    throw new AppError("VALIDATION", WRONG_CURRENT_PASSWORD, { field: "currentPassword" });
}

/**
 * A new password, the current one asked first. Every other session of the user ends (a thief who
 * had the old password is out); this one stays signed in.
 */
export async function changePasswordProfile(
  db: Db,
  session: SessionContext,
  input: { currentPassword: string; password: string },
  now = new Date(),
) {
  await assertCurrentPassword(db, session.user.id, input.currentPassword);
  assertPasswordAllowed(input.password, [session.user.name, session.user.email]);
  const passwordHash = await hashPassword(input.password);
  const { count } = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: session.user.id }, data: { passwordHash } });
    // Reset links sent before no longer set a password chosen under the old one.
    await tx.userToken.updateMany({
      where: { userId: session.user.id, purpose: "RESET_PASSWORD", usedAt: null },
      data: { usedAt: now },
    });
    return tx.session.updateMany({
      where: { userId: session.user.id, revokedAt: null, id: { not: session.sessionId } },
      data: { revokedAt: now },
    });
  });
  return { endedSessions: count };
}

/**
 * A new e-mail, with the current password: a link goes to the new address, and the e-mail changes
 * only when it is opened (features/accounts/recovery.ts verifyEmail). Until then the old one signs in.
 */
export async function changeEmailProfile(
  db: Db,
  session: SessionContext,
  input: { email: string; currentPassword: string },
) {
  await assertCurrentPassword(db, session.user.id, input.currentPassword);
  if (input.email === session.user.email)
    throw new AppError("VALIDATION", "Este já é o seu e-mail.", { field: "email" });
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } }))
    throw new AppError("CONFLICT", EMAIL_TAKEN, { field: "email" });
  await mailTokenLink(db, { id: session.user.id, name: session.user.name, email: input.email }, "CHANGE_EMAIL");
}
