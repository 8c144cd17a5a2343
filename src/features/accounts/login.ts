import "server-only";
import crypto from "node:crypto";
import type { SessionKind } from "~/generated/prisma/enums";
import { seatsFor } from "~/features/plans";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "./passwords";
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
/** Short enough that the owner, signing in from elsewhere while someone guesses, waits only seconds. */
export const MAX_LOGIN_DELAY_MS = 4_000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type Credentials = {
  email: string;
  password: string;
  ip: string | null;
  /** The request's signal: a client that has gone away gets no session. */
  signal?: AbortSignal;
};

export type LoginInput = Credentials & { userAgent: string | null; kind: SessionKind };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The wait before a wrong password's answer, from the e-mail's recent failures: 1 s, 2 s, then 4 s. */
export function loginDelayMs(failuresForEmail: number): number {
  if (failuresForEmail < SLOW_DOWN_AFTER) return 0;
  return Math.min(1000 * 2 ** (failuresForEmail - SLOW_DOWN_AFTER), MAX_LOGIN_DELAY_MS);
}

/** How the server waits; tests watch it instead of the clock. */
export const loginPacing = {
  wait: (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      signal?.addEventListener("abort", done, { once: true });
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        resolve();
      }
    }),
};

const BUSY_LOGIN_MESSAGE = "Muitas tentativas de login ao mesmo tempo. Aguarde alguns segundos e tente novamente.";
const CLIENT_GONE_MESSAGE = "A conexão foi encerrada antes do fim do login. Tente novamente.";
const ACCOUNT_BEING_DELETED_MESSAGE = "Esta conta está sendo excluída.";

function assertClientStillThere(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new AppError("CLIENT_GONE", CLIENT_GONE_MESSAGE);
}

// State lives in LoginAttempt (PostgreSQL), so the limits hold across app servers. A hard block is
// keyed on (e-mail, IP): failures from elsewhere cannot lock the owner out of their own account.
// Across IPs, an e-mail's failures only slow each wrong answer down, by seconds at most.
// Each attempt is reserved (written as a failure) before its password is checked, under a lock on
// its IP, so a burst of parallel guesses checks no more passwords than the limits allow; a correct
// password turns its reservation into a success.
async function reserveAttempt(db: Db, email: string, ip: string | null, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const key = `login:${ip ?? "unknown"}`;
  // In this process, a burst from one IP waits here, in memory; across processes the lock is only
  // tried inside the transaction and waited for outside it (platform/locks), so no waiting attempt
  // holds a pooled connection (which would starve every other request of connections).
  const reservation = await oneAtATime(key, () =>
    lockedTransaction(
      db,
      async (tx) => {
        await transactionLock(tx, key);
        const [counts] = await tx.$queryRaw<{ byEmailAndIp: number; byIp: number; byEmail: number }[]>`
          select count(*) filter (where email = ${email} and ip is not distinct from ${ip})::int as "byEmailAndIp",
                 count(*) filter (where ip = ${ip})::int as "byIp",
                 count(*) filter (where email = ${email})::int as "byEmail"
          from "LoginAttempt"
          where success = false and "createdAt" > ${since} and (email = ${email} or ip = ${ip})`;
        if (!counts || counts.byEmailAndIp >= MAX_FAILURES_PER_EMAIL_AND_IP || counts.byIp >= MAX_FAILURES_PER_IP)
          return null;
        const { id } = await tx.loginAttempt.create({
          data: { email, ip, success: false, createdAt: now },
          select: { id: true },
        });
        return { id, failuresForEmail: counts.byEmail };
      },
      { message: BUSY_LOGIN_MESSAGE, code: "RATE_LIMITED" },
    ),
  );
  if (!reservation) {
    throw new AppError("RATE_LIMITED", "Muitas tentativas de login. Aguarde 15 minutos e tente novamente.");
  }
  return reservation;
}

const queues = new Map<string, Promise<unknown>>();

/** Runs tasks with the same key one after another (in this process). */
function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(task);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/**
 * The user behind an e-mail and password, or UNAUTHORIZED. Blocked per (e-mail, IP) and per IP,
 * slowed down per e-mail; every wrong answer counts. Unknown e-mails cost the same hash check as
 * known ones. A correct password stored as bcrypt (or at an older cost) is rehashed.
 */
export async function checkCredentials(db: Db, input: Credentials, now = new Date()) {
  const email = normaliseEmail(input.email);
  const reservation = await reserveAttempt(db, email, input.ip, now);
  assertClientStillThere(input.signal);
  const user = await db.user.findUnique({ where: { email }, include: { account: true } });
  // No password longer than this can be set (bcrypt read only 72 bytes), so such a password never matches.
  const password = utf8Length(input.password) <= PASSWORD_MAX_BYTES ? input.password : "";
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok || !password) {
    // The slow-down lands on wrong answers only: the owner's right password is never held back by
    // someone else's guesses on their e-mail (the reservation above already capped how many
    // passwords any address may check).
    const delay = loginDelayMs(reservation.failuresForEmail);
    if (delay > 0) await loginPacing.wait(delay, input.signal);
    throw new AppError("UNAUTHORIZED", "E-mail ou senha inválidos.");
  }
  // Said only to whoever knows the password: the owner asked for the account's deletion (LGPD).
  if (user.account.deletingAt) throw new AppError("FORBIDDEN", ACCOUNT_BEING_DELETED_MESSAGE);
  assertClientStillThere(input.signal);
  await db.loginAttempt.update({ where: { id: reservation.id }, data: { success: true } });
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(password);
    // Only if nobody changed the password meanwhile.
    await db.user.updateMany({ where: { id: user.id, passwordHash: user.passwordHash }, data: { passwordHash } });
  }
  return user;
}

/**
 * Checks the credentials and opens a DB session that takes one of the plan's seats. The seat count
 * and the insert run in one transaction holding the account's seats lock (platform/locks), so simultaneous logins can never exceed the cap. API sessions return an opaque bearer token (only its hash is stored).
 */
export async function login(db: Db, input: LoginInput, now = new Date()) {
  const user = await checkCredentials(db, input, now);
  if (!user.emailVerifiedAt) {
    throw new AppError(
      "FORBIDDEN",
      "Confirme seu e-mail antes de entrar. Enviamos um link para a sua caixa de entrada.",
      {
        reason: "EMAIL_NOT_VERIFIED",
      },
    );
  }

  assertClientStillThere(input.signal);
  const token = input.kind === "API" ? crypto.randomBytes(32).toString("base64url") : null;
  const seats = seatsFor(user.account.plan);
  const session = await lockedTransaction(
    db,
    async (tx) => {
      await transactionLock(tx, `seats:${user.accountId}`);
      // The client may have left while this login queued for the lock: its seat stays free.
      assertClientStillThere(input.signal);
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
    // Logins take turns on the lock; each holds it for two short statements.
    { message: BUSY_LOGIN_MESSAGE, code: "RATE_LIMITED" },
  );
  if (!session) {
    const viewer = { user: { id: user.id, role: user.role }, account: { id: user.accountId } };
    const sessions = await listLiveSessions(db, viewer, { scope: "account", now });
    const canEndAny = user.role === "OWNER";
    throw new AppError(
      "SEAT_LIMIT",
      seatLimitMessage(
        seats,
        canEndAny,
        sessions.some((s) => s.mine),
      ),
      { sessions, seats, canEndAny },
    );
  }
  return { session, token, user };
}

/** What the refusal asks of this user: only the owner can end anyone's session. */
export function seatLimitMessage(seats: number, canEndAny: boolean, hasOwnSession: boolean): string {
  const full = `Sua conta já tem ${seats} sessões ativas, o limite do seu plano.`;
  if (canEndAny) return `${full} Encerre uma delas para entrar.`;
  if (hasOwnSession)
    return `${full} Encerre uma das suas para entrar, ou peça ao responsável pela conta que encerre outra.`;
  return `${full} Só o responsável pela conta pode encerrar a sessão de outra pessoa: peça a ele que encerre uma.`;
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
  await endSession(
    db,
    { user: { id: user.id, role: user.role }, account: { id: user.accountId } },
    input.sessionId,
    now,
  );
}
