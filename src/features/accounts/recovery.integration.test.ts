import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { contextFor, testDb } from "~/test/db";
import { login } from "./login";
import { hashToken } from "~/lib/hash";
import { resolveSession } from "./session-resolver";
import { makeAccount, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";

const anonymous = (ip = uniqueIp()) => createCaller(contextFor(null, { ip }));
const NEW_PASSWORD = "nova-senha-456";

async function resetToken(email: string) {
  const message = await testDb.outboxEmail.findFirstOrThrow({
    where: { to: email, subject: { contains: "senha" } },
    orderBy: { createdAt: "desc" },
  });
  const match = message.text.match(/https?:\/\/\S+\/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error("no reset link");
  return match[1];
}

const attempt = (email: string, password: string, ip = uniqueIp()) =>
  login(testDb, { email, password, ip, userAgent: "vitest", kind: "WEB" });

describe("password reset", () => {
  it("answers the same for known and unknown e-mails; only the known one gets a link", async () => {
    const { owner } = await makeAccount();
    const known = await anonymous().auth.requestPasswordReset({ email: owner.email });
    const unknown = await anonymous().auth.requestPasswordReset({ email: "nao-existe@example.com" });
    expect(unknown).toEqual(known);
    expect(known).toEqual({ ok: true });
    expect(await testDb.outboxEmail.count({ where: { to: owner.email } })).toBe(1);
    expect(await testDb.outboxEmail.count({ where: { to: "nao-existe@example.com" } })).toBe(0);
    const token = await resetToken(owner.email);
    const stored = await testDb.userToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it("sets the new password, revokes every session and refuses the link a second time", async () => {
    const { owner } = await makeAccount({ plan: "five_users" });
    const web = await signIn(owner);
    const phone = await signIn(owner, { userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/130.0" });
    await anonymous().auth.requestPasswordReset({ email: owner.email });
    const token = await resetToken(owner.email);

    await expect(anonymous().auth.resetPassword({ token, password: NEW_PASSWORD })).resolves.toEqual({ ok: true });
    expect(await resolveSession(testDb, { sessionId: web.sessionId })).toBeNull();
    expect(await resolveSession(testDb, { sessionId: phone.sessionId })).toBeNull();
    await expect(attempt(owner.email, PASSWORD)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(attempt(owner.email, NEW_PASSWORD)).resolves.toMatchObject({ user: { id: owner.id } });

    await expect(anonymous().auth.resetPassword({ token, password: "outra-senha-789" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Link de redefinição de senha inválido ou expirado. Peça um novo.",
    });
    await expect(attempt(owner.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it("refuses an expired link and leaves the password alone", async () => {
    const { owner } = await makeAccount();
    await anonymous().auth.requestPasswordReset({ email: owner.email });
    const token = await resetToken(owner.email);
    await testDb.userToken.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    await expect(anonymous().auth.resetPassword({ token, password: NEW_PASSWORD })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(attempt(owner.email, PASSWORD)).resolves.toBeTruthy();
  });

  it("refuses a verification token used as a reset token, and an earlier reset link after a later one is used", async () => {
    const { owner } = await makeAccount();
    await anonymous().auth.requestPasswordReset({ email: owner.email });
    const first = await resetToken(owner.email);
    await anonymous().auth.requestPasswordReset({ email: owner.email });
    const second = await resetToken(owner.email);
    expect(second).not.toBe(first);
    await anonymous().auth.resetPassword({ token: second, password: NEW_PASSWORD });
    await expect(anonymous().auth.resetPassword({ token: first, password: "outra-senha-789" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(anonymous().auth.verifyEmail({ token: second })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("lifts the login lock of the e-mail it resets", async () => {
    const { owner } = await makeAccount();
    const ip = uniqueIp();
    await testDb.loginAttempt.createMany({
      data: Array.from({ length: 5 }, () => ({ email: owner.email, ip, success: false })),
    });
    await expect(attempt(owner.email, PASSWORD, ip)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await anonymous().auth.requestPasswordReset({ email: owner.email });
    await anonymous().auth.resetPassword({ token: await resetToken(owner.email), password: NEW_PASSWORD });
    await expect(attempt(owner.email, NEW_PASSWORD, ip)).resolves.toBeTruthy();
  });
});

describe("no enumeration through forgot-password and resends", () => {
  it("answers before looking the e-mail up: known and unknown leave no trace until the response is out", async () => {
    const { owner } = await makeAccount();
    const deferred: (() => Promise<unknown>)[] = [];
    const caller = createCaller({ ...contextFor(null, { ip: uniqueIp() }), defer: (task) => void deferred.push(task) });
    await expect(caller.auth.requestPasswordReset({ email: owner.email })).resolves.toEqual({ ok: true });
    await expect(caller.auth.requestPasswordReset({ email: "nao-existe@example.com" })).resolves.toEqual({ ok: true });
    expect(deferred).toHaveLength(2);
    expect(await testDb.userToken.count({ where: { userId: owner.id } })).toBe(0);
    for (const task of deferred) await task();
    expect(await testDb.userToken.count({ where: { userId: owner.id, purpose: "RESET_PASSWORD" } })).toBe(1);
  });

  it("throttles link requests per IP: the 11th in 15 minutes is 429, known e-mail or not", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const call =
        i % 2
          ? anonymous(ip).auth.requestPasswordReset({ email: `x${i}@example.com` })
          : anonymous(ip).auth.resendVerification({ email: `y${i}@example.com` });
      await expect(call).resolves.toEqual({ ok: true });
    }
    await expect(anonymous(ip).auth.requestPasswordReset({ email: "z@example.com" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await expect(anonymous().auth.requestPasswordReset({ email: "z@example.com" })).resolves.toEqual({ ok: true });
  });
});

describe("new passwords on reset", () => {
  it("refuses a common password or one built on the user's e-mail; the link stays usable", async () => {
    const { owner } = await makeAccount();
    await anonymous().auth.requestPasswordReset({ email: owner.email });
    const token = await resetToken(owner.email);
    await expect(anonymous().auth.resetPassword({ token, password: "12345678" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.",
      cause: { details: { field: "password" } },
    });
    const local = owner.email.split("@")[0] ?? "";
    await expect(anonymous().auth.resetPassword({ token, password: `${local}!2` })).rejects.toMatchObject({
      message: "A senha não pode conter seu nome ou e-mail.",
    });
    await expect(anonymous().auth.resetPassword({ token, password: NEW_PASSWORD })).resolves.toEqual({ ok: true });
  });
});
