import "server-only";
import crypto from "node:crypto";
import type { SessionKind } from "~/generated/prisma/enums";
import { seatsFor } from "~/features/billing";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { DUMMY_HASH, verifyPassword } from "./passwords";
import { PASSWORD_MAX_BYTES, utf8Length } from "./schema";
import { hashToken } from "~/lib/hash";
import { liveSessionWhere } from "./session-resolver";
import { endSession, listLiveSessions } from "./sessions";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one e-mail from one IP before that pair is blocked for the window. */
export const MAX_FAILURES_PER_EMAIL_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 30;
/** Wrong passwords for one e-mail (any IPs) after which each attempt on it waits, longer each time. */
export const SLOW_DOWN_AFTER = 5;
export const MAX_LOGIN_DELAY_MS = 30_000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type Credentials = { email: string; password: string; ip: string | null };

export type LoginInput = Credentials & { userAgent: string | null; kind: SessionKind };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The wait before checking a password, from the e-mail's recent failures: 1 s, 2 s, 4 s… up to 30 s. */
export function loginDelayMs(failuresForEmail: number): number {
  if (failuresForEmail < SLOW_DOWN_AFTER) return 0;
  return Math.min(1000 * 2 ** (failuresForEmail - SLOW_DOWN_AFTER), MAX_LOGIN_DELAY_MS);
}

/** How the server waits; tests watch it instead of the clock. */
export const loginPacing = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

// State lives in LoginAttempt (PostgreSQL), so the limits hold across app servers. A hard block is
// keyed on (e-mail, IP): failures from elsewhere cannot lock the owner out of their own account.
// Across IPs, an e-mail's failures only slow each attempt down. The count runs before the password
// check: a burst of parallel guesses can exceed 5 by its own size, which the per-IP limit bounds.
async function assertNotThrottled(db: Db, email: string, ip: string | null, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const recent = { success: false, createdAt: { gt: since } };
  const [byEmail, byEmailAndIp, byIp] = await Promise.all([
    db.loginAttempt.count({ where: { email, ...recent } }),
    db.loginAttempt.count({ where: { email, ip, ...recent } }),
    ip ? db.loginAttempt.count({ where: { ip, ...recent } }) : 0,
  ]);
  if (byEmailAndIp >= MAX_FAILURES_PER_EMAIL_AND_IP || byIp >= MAX_FAILURES_PER_IP) {
    throw new AppError("RATE_LIMITED", "Muitas tentativas de login. Aguarde 15 minutos e tente novamente.");
  }
  const delay = loginDelayMs(byEmail);
  if (delay > 0) await loginPacing.wait(delay);
}

/**
 * The user behind an e-mail and password, or UNAUTHORIZED. Blocked per (e-mail, IP) and per IP,
 * slowed down per e-mail; every wrong answer counts. Unknown e-mails cost the same bcrypt comparison as known ones.
 */
export async function checkCredentials(db: Db, input: Credentials, now = new Date()) {
  const email = normaliseEmail(input.email);
  await assertNotThrottled(db, email, input.ip, now);
  const user = await db.user.findUnique({ where: { email }, include: { account: true } });
  // bcrypt would ignore everything past 72 bytes, so such a password never matches (none can be set).
  const password = utf8Length(input.password) <= PASSWORD_MAX_BYTES ? input.password : "";
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok || !password) {
    await db.loginAttempt.create({ data: { email, ip: input.ip, success: false, createdAt: now } });
    throw new AppError("UNAUTHORIZED", "E-mail ou senha inválidos.");
  }
  return user;
}

/**
 * Checks the credentials and opens a DB session that takes one of the plan's seats. The seat count
 * and the insert run in one transaction holding the account row lock, so simultaneous logins can
 * never exceed the cap. API sessions return an opaque bearer token (only its hash is stored).
 */
export async function login(db: Db, input: LoginInput, now = new Date()) {
  const user = await checkCredentials(db, input, now);
  if (!user.emailVerifiedAt) {
    throw new AppError("FORBIDDEN", "Confirme seu e-mail antes de entrar. Enviamos um link para a sua caixa de entrada.", {
      reason: "EMAIL_NOT_VERIFIED",
    });
  }

  const token = input.kind === "API" ? crypto.randomBytes(32).toString("base64url") : null;
  const seats = seatsFor(user.account.plan);
  const session = await db.$transaction(
    async (tx) => {
      await tx.$queryRaw`select id from "Account" where id = ${user.accountId} for update`;
      const live = await tx.session.count({ where: { accountId: user.accountId, ...liveSessionWhere(now) } });
      // The platform operator never competes for a customer's seats.
      if (user.role !== "ADMIN" && live >= seats) return null;
      return tx.session.create({
        data: {
          accountId: user.accountId,
          userId: user.id,
          kind: input.kind,
          tokenHash: token ? hashToken(token) : null,
          userAgent: input.userAgent?.slice(0, 400) ?? null,
          ip: input.ip,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        },
      });
    },
    // Logins queue on the row lock; each holds it for two short statements.
    { maxWait: 15_000, timeout: 15_000 },
  );
  if (!session) {
    const viewer = { user: { id: user.id, role: user.role }, account: { id: user.accountId } };
    const sessions = await listLiveSessions(db, viewer, { scope: "account", now });
    throw new AppError(
      "SEAT_LIMIT",
      `Sua conta já tem ${seats} sessões ativas, o limite do seu plano. Encerre uma delas para entrar.`,
      { sessions, seats, canEndAny: user.role === "OWNER" },
    );
  }
  await db.loginAttempt.create({ data: { email: user.email, ip: input.ip, success: true, createdAt: now } });
  return { session, token, user };
}

/** POST /api/auth/token: an API session that takes a seat; only the token's hash is stored. */
export async function createApiToken(db: Db, input: Omit<LoginInput, "kind">, now = new Date()) {
  const { session, token } = await login(db, { ...input, kind: "API" }, now);
  if (!token) throw new Error("An API session must carry a token");
  return { token, expiresAt: session.expiresAt };
}

/**
 * The seat-limit refusal's "encerrar": proves the credentials again (a wrong password counts toward
 * the throttle), then ends the chosen session if it is the user's own, or any of the account's for
 * the owner. The client then retries the sign-in.
 */
export async function endSessionWithCredentials(db: Db, input: Credentials & { sessionId: string }, now = new Date()) {
  const user = await checkCredentials(db, input, now);
  await endSession(db, { user: { id: user.id, role: user.role }, account: { id: user.accountId } }, input.sessionId, now);
}
