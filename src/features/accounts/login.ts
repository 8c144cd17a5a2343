import "server-only";
import crypto from "node:crypto";
import type { SessionKind } from "~/generated/prisma/enums";
import { seatsFor } from "~/features/billing/plans";
import { AppError } from "~/lib/errors";
import type { Db } from "~/server/db";
import { DUMMY_HASH, verifyPassword } from "./passwords";
import { hashToken, liveSessionWhere } from "./session-resolver";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type LiveSessionInfo = {
  id: string;
  userName: string;
  device: string;
  lastSeenAt: Date;
  mine: boolean;
};

export type LoginInput = {
  email: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
  kind: SessionKind;
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Dispositivo desconhecido";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrome\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : /curl\//.test(userAgent)
            ? "curl"
            : "Navegador";
  const os = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return os ? `${browser} em ${os}` : browser;
}

async function assertNotThrottled(db: Db, email: string, ip: string | null, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [byEmail, byIp] = await Promise.all([
    db.loginAttempt.count({ where: { email, success: false, createdAt: { gt: since } } }),
    ip ? db.loginAttempt.count({ where: { ip, success: false, createdAt: { gt: since } } }) : 0,
  ]);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
    throw new AppError("RATE_LIMITED", "Muitas tentativas de login. Aguarde 15 minutos e tente novamente.");
  }
}

/** Live sessions of an account, as shown on the seat-limit refusal and the "Sessões ativas" screen. */
export async function listLiveSessions(db: Db, accountId: string, viewerUserId: string, now = new Date()): Promise<LiveSessionInfo[]> {
  const sessions = await db.session.findMany({
    where: { accountId, ...liveSessionWhere(now) },
    include: { user: { select: { name: true } } },
    orderBy: { lastSeenAt: "desc" },
  });
  return sessions.map((s) => ({
    id: s.id,
    userName: s.user.name,
    device: describeDevice(s.userAgent),
    lastSeenAt: s.lastSeenAt,
    mine: s.userId === viewerUserId,
  }));
}

/**
 * Checks the credentials and opens a DB session that takes one of the plan's seats. The seat count
 * and the insert run in one transaction holding the account row lock, so simultaneous logins can
 * never exceed the cap. API sessions return an opaque bearer token (only its hash is stored).
 */
export async function login(db: Db, input: LoginInput, now = new Date()) {
  const email = normaliseEmail(input.email);
  await assertNotThrottled(db, email, input.ip, now);

  const user = await db.user.findUnique({ where: { email }, include: { account: true } });
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await db.loginAttempt.create({ data: { email, ip: input.ip, success: false } });
    throw new AppError("UNAUTHORIZED", "E-mail ou senha inválidos.");
  }
  if (!user.emailVerifiedAt) {
    throw new AppError("FORBIDDEN", "Confirme seu e-mail antes de entrar. Enviamos um link para a sua caixa de entrada.", {
      reason: "EMAIL_NOT_VERIFIED",
    });
  }

  const token = input.kind === "API" ? crypto.randomBytes(32).toString("base64url") : null;
  const seats = seatsFor(user.account.plan);
  const session = await db.$transaction(async (tx) => {
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
  });
  if (!session) {
    const sessions = await listLiveSessions(db, user.accountId, user.id, now);
    throw new AppError(
      "SEAT_LIMIT",
      `Sua conta já tem ${seats} sessões ativas, o limite do seu plano. Encerre uma delas para entrar.`,
      { sessions, seats, canEndAny: user.role === "OWNER" },
    );
  }
  await db.loginAttempt.create({ data: { email, ip: input.ip, success: true } });
  return { session, token, user };
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()) {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}
