import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "~/lib/errors";
import { testDb } from "~/test/db";
import {
  endSessionWithCredentials,
  login,
  loginDelayMs,
  loginPacing,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_IP,
} from "./login";
import { hashPassword } from "./passwords";
import { resolveSession, SESSION_IDLE_MS } from "./session-resolver";
import { makeAccount, makeUser, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";

const attempt = (email: string, password: string, ip = uniqueIp(), userAgent = "vitest") =>
  login(testDb, { email, password, ip, userAgent, kind: "WEB" });

afterEach(() => vi.restoreAllMocks());

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function liveCount(accountId: string) {
  const now = new Date();
  return testDb.session.count({
    where: {
      accountId,
      revokedAt: null,
      expiresAt: { gt: now },
      lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_MS) },
    },
  });
}

describe("seats", () => {
  it("20 simultaneous logins on a 2-seat account: exactly 2 win, 18 get SEAT_LIMIT with the sessions", async () => {
    const { account, owner } = await makeAccount({ plan: "two_users" });
    // Attempts in flight count as failures for the per-e-mail pace until their password is checked.
    vi.spyOn(loginPacing, "wait").mockResolvedValue();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        attempt(owner.email, PASSWORD, uniqueIp(), `Mozilla/5.0 (Windows NT 10.0) Chrome/130.${i}`),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(won).toHaveLength(2);
    expect(lost).toHaveLength(18);
    for (const error of lost) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "SEAT_LIMIT", details: { seats: 2, canEndAny: true } });
      const sessions = (error as AppError & { details: { sessions: { device: string; mine: boolean }[] } }).details
        .sessions;
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toMatchObject({ device: "Chrome em Windows", mine: true });
    }
    expect(await liveCount(account.id)).toBe(2);
  });

  it("counts seats across the account's users and frees one when a session ends or goes idle", async () => {
    const { account, owner } = await makeAccount({ plan: "two_users" });
    const seller = await makeUser(account.id, "SELLER");
    const first = await signIn(owner);
    await signIn(seller);
    const refused = await rejection(attempt(seller.email, PASSWORD));
    expect(refused.code).toBe("SEAT_LIMIT");
    expect(refused.message).toMatch(/2 sessões ativas/);

    await testDb.session.update({ where: { id: first.sessionId }, data: { revokedAt: new Date() } });
    const third = await signIn(seller);
    expect(await rejection(attempt(owner.email, PASSWORD))).toMatchObject({ code: "SEAT_LIMIT" });

    // Not seen for more than 30 minutes: the seat is free again and the old session is dead.
    await testDb.session.update({
      where: { id: third.sessionId },
      data: { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) },
    });
    expect(await resolveSession(testDb, { sessionId: third.sessionId })).toBeNull();
    await signIn(owner);
    expect(await liveCount(account.id)).toBe(2);
  });

  it("follows the plan: 5 seats on five_users", async () => {
    const { account, owner } = await makeAccount({ plan: "five_users" });
    for (let i = 0; i < 5; i++) await signIn(owner);
    expect(await rejection(attempt(owner.email, PASSWORD))).toMatchObject({
      code: "SEAT_LIMIT",
      details: { seats: 5 },
    });
    expect(await liveCount(account.id)).toBe(5);
  });
});

describe("login", () => {
  it("refuses a wrong password and an unknown e-mail with the same answer", async () => {
    const { owner } = await makeAccount();
    const wrong = await rejection(attempt(owner.email, "senha-errada"));
    const unknown = await rejection(attempt("ninguem@example.com", PASSWORD));
    expect(wrong).toMatchObject({ code: "UNAUTHORIZED", message: "E-mail ou senha inválidos." });
    expect(unknown).toMatchObject({ code: "UNAUTHORIZED", message: "E-mail ou senha inválidos." });
    expect(JSON.stringify(wrong.details ?? null)).not.toContain("senha-errada");
  });

  it("refuses an unverified e-mail after checking the password", async () => {
    const { account } = await makeAccount();
    const user = await makeUser(account.id, "SELLER", { verified: false });
    expect(await rejection(attempt(user.email, PASSWORD))).toMatchObject({
      code: "FORBIDDEN",
      details: { reason: "EMAIL_NOT_VERIFIED" },
    });
    expect(await rejection(attempt(user.email, "senha-errada"))).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("accepts the e-mail in any case and with spaces", async () => {
    const { owner } = await makeAccount();
    const { user } = await attempt(`  ${owner.email.toUpperCase()} `, PASSWORD);
    expect(user.id).toBe(owner.id);
  });
});

describe("bcrypt's 72-byte limit", () => {
  it("a password whose first 72 bytes match but whose tail differs does not log in", async () => {
    const { owner } = await makeAccount();
    const prefix = "p".repeat(72);
    // A hash made from 72 bytes, as a password longer than that would have produced before the cap.
    await testDb.user.update({ where: { id: owner.id }, data: { passwordHash: await hashPassword(prefix) } });
    expect(await rejection(attempt(owner.email, `${prefix}-outro-final`))).toMatchObject({ code: "UNAUTHORIZED" });
    await expect(attempt(owner.email, prefix)).resolves.toMatchObject({ user: { id: owner.id } });
  });
});

describe("throttling", () => {
  it("after 5 wrong passwords from one IP the 6th from that IP is RATE_LIMITED, even with the right password", async () => {
    const { owner } = await makeAccount();
    const ip = uniqueIp();
    const waits = vi.spyOn(loginPacing, "wait").mockResolvedValue();
    for (let i = 0; i < 5; i++) {
      expect(await rejection(attempt(owner.email, `errada-${i}`, ip))).toMatchObject({ code: "UNAUTHORIZED" });
    }
    const limited = await rejection(attempt(owner.email, PASSWORD, ip));
    expect(limited.code).toBe("RATE_LIMITED");
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/Aguarde 15 minutos/);
    waits.mockRestore();
  });

  it("wrong passwords from many IPs never lock the owner out nor slow their right password: each wrong answer waits longer instead", async () => {
    const { owner } = await makeAccount();
    const waits = vi.spyOn(loginPacing, "wait").mockResolvedValue();
    for (let i = 0; i < 8; i++) {
      expect(await rejection(attempt(owner.email, `errada-${i}`, uniqueIp()))).toMatchObject({ code: "UNAUTHORIZED" });
    }
    // 5 failures are free; the 6th, 7th and 8th wrong answers waited 1 s, 2 s, 4 s.
    expect(waits.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
    // The owner, from their own address, with the right password: no wait at all.
    await expect(attempt(owner.email, PASSWORD, uniqueIp())).resolves.toMatchObject({ user: { id: owner.id } });
    expect(waits).toHaveBeenCalledTimes(3);
    // A 9th wrong one still waits the most.
    expect(await rejection(attempt(owner.email, "errada-9", uniqueIp()))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(waits.mock.calls.at(-1)?.[0]).toBe(4000);
    waits.mockRestore();
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 1000],
    [6, 2000],
    [7, 4000],
    [10, 4000],
    [500, 4000],
  ])("%i recent failures for the e-mail → wait %i ms", (failures, ms) => {
    expect(loginDelayMs(failures)).toBe(ms);
  });

  it("forgets failures older than 15 minutes and never blocks other e-mails", async () => {
    const { owner } = await makeAccount();
    const other = await makeAccount();
    const ip = uniqueIp();
    const old = new Date(Date.now() - LOGIN_WINDOW_MS - 1000);
    await testDb.loginAttempt.createMany({
      data: Array.from({ length: 5 }, () => ({ email: owner.email, ip, success: false, createdAt: old })),
    });
    await expect(attempt(owner.email, PASSWORD, ip)).resolves.toMatchObject({ user: { id: owner.id } });
    await testDb.loginAttempt.createMany({
      data: Array.from({ length: 5 }, () => ({ email: owner.email, ip, success: false })),
    });
    const waits = vi.spyOn(loginPacing, "wait").mockResolvedValue();
    expect(await rejection(attempt(owner.email, PASSWORD, ip))).toMatchObject({ code: "RATE_LIMITED" });
    await expect(attempt(other.owner.email, PASSWORD, ip)).resolves.toMatchObject({ user: { id: other.owner.id } });
    waits.mockRestore();
  });

  it("limits failures per IP across e-mails", async () => {
    const { owner } = await makeAccount();
    const ip = uniqueIp();
    await testDb.loginAttempt.createMany({
      data: Array.from({ length: MAX_FAILURES_PER_IP }, (_, i) => ({ email: `x${i}@example.com`, ip, success: false })),
    });
    expect(await rejection(attempt(owner.email, PASSWORD, ip))).toMatchObject({ code: "RATE_LIMITED" });
    await expect(attempt(owner.email, PASSWORD, uniqueIp())).resolves.toBeTruthy();
  });
});

describe("endSessionWithCredentials (the seat-limit refusal)", () => {
  it("a seller with no session of their own is told that the owner can end one", async () => {
    const { account, owner } = await makeAccount({ plan: "two_users" });
    const seller = await makeUser(account.id, "SELLER");
    await signIn(owner);
    await signIn(owner);
    const refusal = await rejection(attempt(seller.email, PASSWORD));
    expect(refusal).toMatchObject({ code: "SEAT_LIMIT", details: { canEndAny: false } });
    expect(refusal.message).toBe(
      "Sua conta já tem 2 sessões ativas, o limite do seu plano. Só o responsável pela conta pode encerrar a sessão de outra pessoa: peça a ele que encerre uma.",
    );
    expect(refusal.message).not.toContain("Encerre uma delas");
  });

  it("lets a seller end their own session and retry, but not the owner's", async () => {
    const { account, owner } = await makeAccount({ plan: "two_users" });
    const seller = await makeUser(account.id, "SELLER");
    const ownerSession = await signIn(owner);
    const sellerSession = await signIn(seller);
    const refusal = await rejection(attempt(seller.email, PASSWORD));
    expect(refusal).toMatchObject({ code: "SEAT_LIMIT", details: { canEndAny: false } });
    // The seller is told what they can end (their own) and who can end the rest.
    expect(refusal.message).toContain("Encerre uma das suas para entrar, ou peça ao responsável pela conta");

    const ip = uniqueIp();
    const endOwners = endSessionWithCredentials(testDb, {
      email: seller.email,
      password: PASSWORD,
      ip,
      sessionId: ownerSession.sessionId,
    });
    expect(await rejection(endOwners)).toMatchObject({ code: "NOT_FOUND" });
    expect(await resolveSession(testDb, { sessionId: ownerSession.sessionId })).not.toBeNull();

    await endSessionWithCredentials(testDb, {
      email: seller.email,
      password: PASSWORD,
      ip,
      sessionId: sellerSession.sessionId,
    });
    expect(await resolveSession(testDb, { sessionId: sellerSession.sessionId })).toBeNull();
    await expect(attempt(seller.email, PASSWORD)).resolves.toBeTruthy();
  });

  it("lets the owner end any of the account's sessions, never another account's", async () => {
    const { account, owner } = await makeAccount({ plan: "two_users" });
    const seller = await makeUser(account.id, "SELLER");
    const stranger = await makeAccount();
    const strangerSession = await signIn(stranger.owner);
    const sellerSession = await signIn(seller);
    await signIn(owner);

    const creds = { email: owner.email, password: PASSWORD, ip: uniqueIp() };
    expect(
      await rejection(endSessionWithCredentials(testDb, { ...creds, sessionId: strangerSession.sessionId })),
    ).toMatchObject({ code: "NOT_FOUND" });
    await endSessionWithCredentials(testDb, { ...creds, sessionId: sellerSession.sessionId });
    expect(await resolveSession(testDb, { sessionId: sellerSession.sessionId })).toBeNull();
    expect(await resolveSession(testDb, { sessionId: strangerSession.sessionId })).not.toBeNull();
  });

  it("counts a wrong password toward the throttle and ends nothing", async () => {
    const { owner } = await makeAccount();
    const session = await signIn(owner);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const wrong = endSessionWithCredentials(testDb, {
        email: owner.email,
        password: "errada",
        ip,
        sessionId: session.sessionId,
      });
      expect(await rejection(wrong)).toMatchObject({ code: "UNAUTHORIZED" });
    }
    const right = endSessionWithCredentials(testDb, {
      email: owner.email,
      password: PASSWORD,
      ip,
      sessionId: session.sessionId,
    });
    expect(await rejection(right)).toMatchObject({ code: "RATE_LIMITED" });
    expect(await resolveSession(testDb, { sessionId: session.sessionId })).not.toBeNull();
  });
});
