import { describe, expect, it } from "vitest";
import { login } from "~/features/accounts/login";
import { resolveSession } from "~/features/accounts/session-resolver";
import { makeAccount, makeUser, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";
import { PRIVACY_VERSION, TERMS_VERSION } from "~/features/terms/documents";
import { callerFor, contextFor, sessionContext, testDb, uniq } from "~/test/db";
import { createCaller } from "../root";
import { exportData } from "~/features/privacy/server";

const sellerInput = () => ({
  name: "Carlos Vendedor",
  email: `${uniq("vendedor")}@example.com`,
  password: "senha-forte-do-time",
});

describe("users.acceptTerms", () => {
  it("records TERMS and PRIVACY with version, UTC time, IP and user agent, and the session sees it", async () => {
    const { owner } = await makeAccount({ terms: false });
    const before = await signIn(owner);
    expect(before.termsAccepted).toBe(false);
    await expect(callerFor(before).settings.get()).rejects.toMatchObject({ code: "FORBIDDEN" });

    const caller = createCaller(
      contextFor(before, { ip: "177.10.20.30", userAgent: "Mozilla/5.0 (Android 14) Chrome/130.0" }),
    );
    const started = Date.now();
    await expect(caller.users.acceptTerms()).resolves.toEqual({ terms: true });
    const rows = await testDb.termsAcceptance.findMany({ where: { userId: owner.id }, orderBy: { document: "asc" } });
    expect(rows.map((r) => [r.document, r.version, r.ip, r.userAgent, r.accountId])).toEqual([
      ["TERMS", TERMS_VERSION, "177.10.20.30", "Mozilla/5.0 (Android 14) Chrome/130.0", owner.accountId],
      ["PRIVACY", PRIVACY_VERSION, "177.10.20.30", "Mozilla/5.0 (Android 14) Chrome/130.0", owner.accountId],
    ]);
    expect(rows[0]?.acceptedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);

    const after = await sessionContext(before.sessionId);
    expect(after.termsAccepted).toBe(true);
    const settings = await testDb.settings.findUniqueOrThrow({ where: { accountId: owner.accountId } });
    await expect(callerFor(after).settings.get()).resolves.toMatchObject({ name: settings.name });
  });

  it("is UNAUTHORIZED without a session", async () => {
    await expect(callerFor(null).users.acceptTerms()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("users.setTheme", () => {
  it("remembers the theme on the user", async () => {
    const { owner } = await makeAccount();
    const session = await signIn(owner);
    await callerFor(session).users.setTheme({ theme: "light" });
    expect((await sessionContext(session.sessionId)).user.theme).toBe("light");
    await expect(callerFor(session).users.setTheme({ theme: "blue" as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("team management", () => {
  it("the owner adds a verified seller who can log in, and lists the account's users without hashes", async () => {
    const { account, owner } = await makeAccount();
    const ownerSession = await signIn(owner);
    const input = sellerInput();
    const seller = await callerFor(ownerSession).users.addSeller(input);
    expect(seller).toMatchObject({ role: "SELLER", email: input.email });
    expect(seller).not.toHaveProperty("passwordHash");

    const { user } = await login(testDb, {
      email: input.email,
      password: input.password,
      ip: uniqueIp(),
      userAgent: "vitest",
      kind: "WEB",
    });
    expect(user).toMatchObject({ accountId: account.id, role: "SELLER" });

    const users = await callerFor(ownerSession).users.list();
    expect(users.map((u) => u.role)).toEqual(["OWNER", "SELLER"]);
    expect(JSON.stringify(users)).not.toContain("passwordHash");

    await expect(
      callerFor(ownerSession).users.addSeller({ ...sellerInput(), email: input.email }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Este e-mail já está cadastrado.",
    });
  });

  it("two adds of the same e-mail at once: the unique index lets one through and the other is a pt-BR conflict, not a 500", async () => {
    const { owner } = await makeAccount();
    const ownerSession = await signIn(owner);
    const email = sellerInput().email;
    // Both pass the look-up before either writes (each hashes its password first): the index decides.
    const results = await Promise.allSettled([
      callerFor(ownerSession).users.addSeller({ ...sellerInput(), email }),
      callerFor(ownerSession).users.addSeller({ ...sellerInput(), email }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.reason).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/^Este e-mail já está/) });
    expect(await testDb.user.count({ where: { email } })).toBe(1);
  });

  it("a seller cannot list, add or remove users", async () => {
    const { account, owner } = await makeAccount();
    const seller = await makeUser(account.id, "SELLER");
    const session = await signIn(seller);
    await expect(callerFor(session).users.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(session).users.addSeller(sellerInput())).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(session).users.removeSeller({ userId: owner.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("removes a seller and their sessions; another account's user is NOT_FOUND; the owner stays", async () => {
    const { account, owner } = await makeAccount();
    const seller = await makeUser(account.id, "SELLER");
    const other = await makeAccount();
    const otherSeller = await makeUser(other.account.id, "SELLER");
    const ownerSession = await signIn(owner);
    const sellerSession = await signIn(seller);
    const caller = callerFor(ownerSession);

    await expect(caller.users.removeSeller({ userId: otherSeller.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.users.removeSeller({ userId: other.owner.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await testDb.user.count({ where: { id: { in: [otherSeller.id, other.owner.id] } } })).toBe(2);
    await expect(caller.users.removeSeller({ userId: owner.id })).rejects.toMatchObject({ code: "FORBIDDEN" });

    await expect(caller.users.removeSeller({ userId: seller.id })).resolves.toEqual({ ok: true });
    expect(await testDb.user.findUnique({ where: { id: seller.id } })).toBeNull();
    expect(await testDb.session.count({ where: { id: sellerSession.sessionId } })).toBe(0);
    expect(await resolveSession(testDb, { sessionId: ownerSession.sessionId })).not.toBeNull();
  });
});

describe("LGPD: exportData and deleteMe", () => {
  it("the owner exports the whole account without password or token hashes; a seller only their own data", async () => {
    const { account, owner } = await makeAccount({ plan: "five_users" });
    const seller = await makeUser(account.id, "SELLER");
    const ownerSession = await signIn(owner);
    const sellerSession = await signIn(seller);

    const full = await exportData(testDb, ownerSession);
    expect(full).toMatchObject({ scope: "account", account: { id: account.id, document: account.document } });
    expect(full.users.map((u) => u.id).sort()).toEqual([owner.id, seller.id].sort());
    expect(full.sessions).toHaveLength(2);
    expect(full.termsAcceptances).toHaveLength(4);
    expect(full).toHaveProperty("settings.name", account.name);
    const text = JSON.stringify(full);
    expect(text).not.toContain("passwordHash");
    expect(text).not.toContain("tokenHash");
    expect(text).not.toContain(PASSWORD);

    const own = await exportData(testDb, sellerSession);
    expect(own.scope).toBe("user");
    expect(own.users.map((u) => u.id)).toEqual([seller.id]);
    expect(own.sessions.map((s) => s.id)).toEqual([sellerSession.sessionId]);
    expect(own.termsAcceptances.every((a) => a.userId === seller.id)).toBe(true);
    expect(own).not.toHaveProperty("settings");
  });

  it("a seller deletes only their own login", async () => {
    const { account, owner } = await makeAccount();
    const seller = await makeUser(account.id, "SELLER");
    const session = await signIn(seller);
    await expect(callerFor(session).users.deleteMe({ confirm: "excluir" as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(callerFor(session).users.deleteMe({ confirm: "EXCLUIR" })).resolves.toEqual({ deleted: "user" });
    expect(await testDb.user.findUnique({ where: { id: seller.id } })).toBeNull();
    expect(await resolveSession(testDb, { sessionId: session.sessionId })).toBeNull();
    expect(await testDb.user.findUnique({ where: { id: owner.id } })).not.toBeNull();
  });

  it("the owner deletes the whole account, its users, sessions and settings", async () => {
    const { account, owner } = await makeAccount();
    const seller = await makeUser(account.id, "SELLER");
    const sellerSession = await signIn(seller);
    const ownerSession = await signIn(owner);
    await testDb.loginAttempt.create({ data: { email: seller.email, success: false } });
    await expect(callerFor(ownerSession).users.deleteMe({ confirm: "EXCLUIR" })).resolves.toEqual({
      deleted: "account",
    });
    expect(await testDb.account.findUnique({ where: { id: account.id } })).toBeNull();
    expect(await testDb.user.count({ where: { accountId: account.id } })).toBe(0);
    expect(await testDb.settings.count({ where: { accountId: account.id } })).toBe(0);
    expect(await testDb.termsAcceptance.count({ where: { accountId: account.id } })).toBe(0);
    expect(await testDb.loginAttempt.count({ where: { email: seller.email } })).toBe(0);
    expect(await resolveSession(testDb, { sessionId: sellerSession.sessionId })).toBeNull();
    await expect(
      login(testDb, { email: owner.email, password: PASSWORD, ip: uniqueIp(), userAgent: "vitest", kind: "WEB" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
