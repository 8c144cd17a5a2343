// /conta through the real procedures: the user changes their own name and phone, their password
// (the current one asked; every other session ends) and their e-mail (a link to the new address;
// the change happens when it is opened).
import { describe, expect, it } from "vitest";
import { createCaller } from "~/server/api/root";
import { callerFor, contextFor, testDb } from "~/test/db";
import { makeAccount, makeUser, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";
import { login } from "./login";

const NEW_PASSWORD = "girassol-azul-2931";

describe("/conta profile", () => {
  it("name and phone: saved on the user's own row; a bad phone is refused with a pt-BR message", async () => {
    const { account, owner } = await makeAccount();
    const seller = await makeUser(account.id, "SELLER");
    const caller = callerFor(await signIn(seller));
    await caller.users.updateProfile({ name: "Bia Vendedora", phone: "+55 (11) 98765-4321" });
    expect(await caller.users.profile()).toMatchObject({
      name: "Bia Vendedora",
      phone: "11987654321",
      email: seller.email,
      pendingEmail: null,
    });
    expect((await testDb.user.findUniqueOrThrow({ where: { id: seller.id } })).name).toBe("Bia Vendedora");
    await expect(caller.users.updateProfile({ name: "Bia", phone: "123" })).rejects.toMatchObject({
      message: expect.stringContaining("Informe o telefone com DDD"),
    });
    await caller.users.updateProfile({ name: "Bia Vendedora", phone: "" });
    expect((await caller.users.profile()).phone).toBeNull();
    // The owner's row is untouched.
    expect((await testDb.user.findUniqueOrThrow({ where: { id: owner.id } })).name).toBe(owner.name);
  });

  it("password: the current one is asked; after the change other sessions end and this one stays", async () => {
    const { owner } = await makeAccount({ plan: "ten_users" });
    const here = await signIn(owner);
    const elsewhere = await signIn(owner);
    const caller = callerFor(here);
    await expect(
      caller.users.changePassword({ currentPassword: "errada-123456", password: NEW_PASSWORD }),
    ).rejects.toMatchObject({ message: "Senha atual incorreta." });
    expect(await testDb.session.count({ where: { userId: owner.id, revokedAt: null } })).toBe(2);

    expect(await caller.users.changePassword({ currentPassword: PASSWORD, password: NEW_PASSWORD })).toEqual({
      endedSessions: 1,
    });
    expect((await testDb.session.findUniqueOrThrow({ where: { id: elsewhere.sessionId } })).revokedAt).not.toBeNull();
    expect((await testDb.session.findUniqueOrThrow({ where: { id: here.sessionId } })).revokedAt).toBeNull();
    await expect(
      login(testDb, { email: owner.email, password: PASSWORD, ip: uniqueIp(), userAgent: "vitest", kind: "WEB" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      login(testDb, { email: owner.email, password: NEW_PASSWORD, ip: uniqueIp(), userAgent: "vitest", kind: "WEB" }),
    ).resolves.toBeTruthy();
  });

  it("e-mail: a link to the new address; the old one signs in until it is opened; a taken address is refused", async () => {
    const { owner } = await makeAccount();
    const other = await makeAccount();
    const caller = callerFor(await signIn(owner));
    await expect(
      caller.users.changeEmail({ email: other.owner.email, currentPassword: PASSWORD }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      caller.users.changeEmail({ email: "nova@example.com", currentPassword: "errada-123456" }),
    ).rejects.toMatchObject({ message: "Senha atual incorreta." });

    const next = `novo-${owner.id}@example.com`;
    await caller.users.changeEmail({ email: next.toUpperCase(), currentPassword: PASSWORD });
    expect(await caller.users.profile()).toMatchObject({ email: owner.email, pendingEmail: next });
    const mail = await testDb.outboxEmail.findFirstOrThrow({ where: { to: next } });
    const token = /\/verificar-email\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect((await testDb.user.findUniqueOrThrow({ where: { id: owner.id } })).email).toBe(owner.email);

    await createCaller(contextFor(null, { ip: uniqueIp() })).auth.verifyEmail({ token: token! });
    expect((await testDb.user.findUniqueOrThrow({ where: { id: owner.id } })).email).toBe(next);
    await expect(
      login(testDb, { email: next, password: PASSWORD, ip: uniqueIp(), userAgent: "vitest", kind: "WEB" }),
    ).resolves.toBeTruthy();
    // The link is single-use.
    await expect(
      createCaller(contextFor(null, { ip: uniqueIp() })).auth.verifyEmail({ token: token! }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
