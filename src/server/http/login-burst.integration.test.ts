// A burst of logins must not check more passwords than the limits allow, must
// not pass for a database outage, and cannot be smuggled in one batched request.
import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as postToken } from "~/app/api/auth/token/route";
import { healthResponse } from "~/platform/health";
import { login, loginPacing, MAX_FAILURES_PER_EMAIL_AND_IP } from "~/features/accounts/login";
import * as passwords from "~/features/accounts/passwords";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { makeAccount, PASSWORD, uniqueIp } from "~/test/account-fixtures";
import { uniqueEmail } from "~/test/factories";
import { testDb } from "~/test/db";
import { APP_ORIGIN, trpcMutation, trpcQuery } from "~/test/http";

// Every password check the login makes, counted (the real check still runs).
vi.mock("~/features/accounts/passwords", async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

afterEach(() => {
  vi.mocked(passwords.verifyPassword).mockClear();
  vi.restoreAllMocks();
});

function tokenRequest(email: string, password: string, ip: string, signal?: AbortSignal) {
  return postToken(
    new Request(`${APP_ORIGIN}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json", [SOCKET_ADDRESS_HEADER]: ip },
      body: JSON.stringify({ email, password }),
      signal,
    }),
  );
}

describe("60 parallel wrong logins for one e-mail from one IP", () => {
  it("check at most 5 passwords, answer 401/429 (never 503), and health says the database is up meanwhile", async () => {
    const { owner } = await makeAccount();
    const ip = uniqueIp();
    const burst = Promise.all(Array.from({ length: 60 }, (_, i) => tokenRequest(owner.email, `errada-${i}`, ip)));
    const health = await healthResponse();
    const statuses = (await burst).map((response) => response.status);

    expect(vi.mocked(passwords.verifyPassword).mock.calls.length).toBeLessThanOrEqual(MAX_FAILURES_PER_EMAIL_AND_IP);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL_AND_IP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - MAX_FAILURES_PER_EMAIL_AND_IP);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ db: "up" });
    expect(await testDb.loginAttempt.count({ where: { email: owner.email } })).toBe(MAX_FAILURES_PER_EMAIL_AND_IP);
  });

  it("the owner, from another address, still signs in, waiting seconds at most", async () => {
    const { owner } = await makeAccount();
    await testDb.loginAttempt.createMany({
      data: Array.from({ length: 200 }, () => ({ email: owner.email, ip: uniqueIp(), success: false })),
    });
    const waits = vi.spyOn(loginPacing, "wait").mockResolvedValue();
    const response = await tokenRequest(owner.email, PASSWORD, uniqueIp());
    expect(response.status).toBe(200);
    expect(Math.max(...waits.mock.calls.map(([ms]) => ms))).toBeLessThanOrEqual(4_000);
  });
});

describe("a login whose client has gone away", () => {
  it("creates no session (the REST token route)", async () => {
    const { owner } = await makeAccount();
    const client = new AbortController();
    const pending = tokenRequest(owner.email, PASSWORD, uniqueIp(), client.signal);
    client.abort();
    expect((await pending).status).toBe(499);
    expect(await testDb.session.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("creates no session when the client leaves during a slowed-down e-mail's check; the right password never waits", async () => {
    const { owner } = await makeAccount();
    await testDb.loginAttempt.createMany({
      data: Array.from({ length: 6 }, () => ({ email: owner.email, ip: uniqueIp(), success: false })),
    });
    const client = new AbortController();
    const waits = vi.spyOn(loginPacing, "wait").mockResolvedValue();
    const attempt = login(testDb, {
      email: owner.email,
      password: PASSWORD,
      ip: uniqueIp(),
      userAgent: "vitest",
      kind: "WEB",
      signal: client.signal,
    });
    client.abort();
    await expect(attempt).rejects.toMatchObject({ code: "CLIENT_GONE" });
    expect(await testDb.session.count({ where: { userId: owner.id } })).toBe(0);
    expect(waits).not.toHaveBeenCalled();
  });
});

describe("passwords", () => {
  it("a bcrypt hash from before still verifies and is replaced by argon2id at that login; a wrong password changes nothing", async () => {
    const { owner } = await makeAccount();
    const legacy = await bcrypt.hash(PASSWORD, 4);
    await testDb.user.update({ where: { id: owner.id }, data: { passwordHash: legacy } });

    expect((await tokenRequest(owner.email, "errada", uniqueIp())).status).toBe(401);
    expect((await testDb.user.findUniqueOrThrow({ where: { id: owner.id } })).passwordHash).toBe(legacy);

    expect((await tokenRequest(owner.email, PASSWORD, uniqueIp())).status).toBe(200);
    const rehashed = (await testDb.user.findUniqueOrThrow({ where: { id: owner.id } })).passwordHash;
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$/);
    expect(await passwords.verifyPassword(PASSWORD, rehashed)).toBe(true);
    expect((await tokenRequest(owner.email, PASSWORD, uniqueIp())).status).toBe(200);
  });

  it("new hashes are argon2id at OWASP's minimum outside tests", () => {
    expect(passwords.OWASP_ARGON2ID).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });
});

describe("tRPC batches", () => {
  const credentials = { email: uniqueEmail("lote"), password: "errada" };

  it("a batch of 11 calls is refused with a pt-BR 413, and none runs", async () => {
    const paths = Array.from({ length: 11 }, () => "payments.prices").join(",");
    const input = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, { json: null }]));
    const response = await trpcQuery(`${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { json: { message: string } } }[];
    expect(body).toHaveLength(11);
    expect(body[0]?.error.json.message).toBe("Envie no máximo 10 chamadas por requisição.");
  });

  it("10 calls still pass", async () => {
    const paths = Array.from({ length: 10 }, () => "payments.prices").join(",");
    const input = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, { json: null }]));
    const response = await trpcQuery(`${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(response.status).toBe(200);
  });

  it("a batch carrying auth.createToken is refused before any password is checked", async () => {
    const body = JSON.stringify({ 0: { json: credentials }, 1: { json: credentials } });
    const response = await trpcMutation("auth.createToken,auth.createToken?batch=1", { body });
    expect(response.status).toBe(400);
    const answers = (await response.json()) as { error: { json: { message: string } } }[];
    expect(answers[0]?.error.json.message).toMatch(/não podem ir em lote/);
    expect(passwords.verifyPassword).not.toHaveBeenCalled();
    expect(await testDb.loginAttempt.count({ where: { email: credentials.email } })).toBe(0);
  });

  it("auth.createToken alone (unbatched, or a batch of one) still answers", async () => {
    const single = await trpcMutation("auth.createToken?batch=1", {
      body: JSON.stringify({ 0: { json: credentials } }),
    });
    expect(single.status).toBe(401);
  });
});
