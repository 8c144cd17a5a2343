import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { PRIVACY_VERSION, TERMS_VERSION } from "~/features/terms/documents";
import { latestOutbox } from "~/platform/mail/send";
import { createCaller } from "~/server/api/root";
import { contextFor, testDb, uniq } from "~/test/db";
import { defaultSettingsData } from "~/features/settings";
import { generateCpf } from "./document";
import { signUpSchema } from "./schema";
import { signUp } from "./signup";
import { login } from "./login";
import { hashToken } from "~/lib/hash";
import { uniqueIp } from "~/test/account-fixtures";

const anonymous = (ip = uniqueIp()) =>
  createCaller(contextFor(null, { ip, userAgent: "Mozilla/5.0 (iPhone) Safari/604.1" }));

function signUpInput(overrides: Record<string, unknown> = {}) {
  const document = generateCpf();
  return {
    name: "Marina Souza",
    email: `${uniq("cadastro")}@example.com`,
    password: "senha-forte-1",
    businessName: "Souza Consórcios",
    document: `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`,
    adult: true as const,
    acceptTerms: true as const,
    ...overrides,
  };
}

async function tokenFromOutbox(email: string, path: string) {
  const message = await testDb.outboxEmail.findFirst({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const match = message?.text.match(new RegExp(`https?://[^\\s]+${path}\\?token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the outbox for ${email}`);
  return match[1];
}

async function fieldErrors(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe("BAD_REQUEST");
  return (error as TRPCError).cause as unknown as { issues: { path: string[]; message: string }[] };
}

const signIn = (email: string, password: string) =>
  login(testDb, { email, password, ip: uniqueIp(), userAgent: "vitest", kind: "WEB" });

describe("sign-up", () => {
  it("creates the account, owner, settings and acceptances, then verification opens the login", async () => {
    const input = signUpInput();
    await expect(anonymous("200.1.2.3").auth.signUp(input)).resolves.toEqual({ ok: true });

    const user = await testDb.user.findUniqueOrThrow({
      where: { email: input.email },
      include: { account: { include: { settings: true } } },
    });
    expect(user).toMatchObject({ role: "OWNER", name: "Marina Souza", emailVerifiedAt: null });
    expect(user.adultDeclaredAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    expect(user.account).toMatchObject({ status: "PENDING_PAYMENT", plan: "two_users", name: "Souza Consórcios" });
    expect(user.account.document).toMatch(/^\d{11}$/);
    expect(user.account.settings).toMatchObject({ name: "Souza Consórcios", colorSlider: "#0f9d58" });
    expect(user.account.settings?.imovelDefaults).toMatchObject({ value: 500000, prazo: 220 });
    expect(user.account.settings?.modalities).toHaveLength(6);

    const acceptances = await testDb.termsAcceptance.findMany({
      where: { userId: user.id },
      orderBy: { document: "asc" },
    });
    expect(acceptances.map((a) => [a.document, a.version, a.ip, a.userAgent])).toEqual([
      ["TERMS", TERMS_VERSION, "200.1.2.3", "Mozilla/5.0 (iPhone) Safari/604.1"],
      ["PRIVACY", PRIVACY_VERSION, "200.1.2.3", "Mozilla/5.0 (iPhone) Safari/604.1"],
    ]);

    await expect(signIn(input.email, input.password)).rejects.toMatchObject({
      code: "FORBIDDEN",
      details: { reason: "EMAIL_NOT_VERIFIED" },
    });

    const token = await tokenFromOutbox(input.email, "/verificar-email");
    const stored = await testDb.userToken.findFirstOrThrow({ where: { userId: user.id, purpose: "VERIFY_EMAIL" } });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    await expect(anonymous().auth.verifyEmail({ token })).resolves.toEqual({ ok: true });
    await expect(signIn(input.email, input.password)).resolves.toMatchObject({ user: { id: user.id } });
    // Single use.
    await expect(anonymous().auth.verifyEmail({ token })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Link de confirmação inválido ou expirado.",
    });
  });

  it("answers the same {ok} for an e-mail already registered (any case), creates nothing and tells that mailbox", async () => {
    const input = signUpInput();
    await anonymous().auth.signUp(input);
    const again = signUpInput({ email: input.email.toUpperCase() });
    await expect(anonymous().auth.signUp(again)).resolves.toEqual({ ok: true });
    expect(await testDb.account.count({ where: { document: again.document.replace(/\D/g, "") } })).toBe(0);
    const mail = await testDb.outboxEmail.findFirstOrThrow({
      where: { to: input.email },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.subject).toBe("Tentativa de cadastro com o seu e-mail");
    expect(mail.text).toContain("/forgot-password");
  });

  it("answers the same {ok} for a CPF/CNPJ already registered (with or without mask) and tells the new address", async () => {
    const input = signUpInput();
    await anonymous().auth.signUp(input);
    const other = signUpInput({ document: input.document.replace(/\D/g, "") });
    await expect(anonymous().auth.signUp(other)).resolves.toEqual({ ok: true });
    expect(await testDb.user.count({ where: { email: other.email } })).toBe(0);
    expect(await testDb.outboxEmail.findFirstOrThrow({ where: { to: other.email } })).toMatchObject({
      subject: "Não concluímos seu cadastro",
    });
  });

  it("two sign-ups at once with one CPF/CNPJ, or one e-mail: one account, and the other mailbox is told which was taken", async () => {
    const request = { ip: uniqueIp(), userAgent: "vitest" };
    // Both pass the look-ups before either writes (each hashes its password first): the unique index decides.
    const race = (a: ReturnType<typeof signUpInput>, b: ReturnType<typeof signUpInput>) =>
      Promise.all([a, b].map((input) => signUp(testDb, signUpSchema.parse(input), request, defaultSettingsData))).then(
        (outcomes) => outcomes.sort(),
      );

    const first = signUpInput();
    const sameDocument = signUpInput({ document: first.document });
    await expect(race(first, sameDocument)).resolves.toEqual(["created", "document-taken"]);
    expect(await testDb.account.count({ where: { document: first.document.replace(/\D/g, "") } })).toBe(1);
    const told = await testDb.outboxEmail.findMany({
      where: { to: { in: [first.email, sameDocument.email] }, subject: "Não concluímos seu cadastro" },
    });
    expect(told).toHaveLength(1);

    const second = signUpInput();
    const sameEmail = signUpInput({ email: second.email });
    await expect(race(second, sameEmail)).resolves.toEqual(["created", "email-taken"]);
    expect(await testDb.user.count({ where: { email: second.email } })).toBe(1);
    expect(
      await testDb.outboxEmail.count({
        where: { to: second.email, subject: "Tentativa de cadastro com o seu e-mail" },
      }),
    ).toBe(1);
  });

  it("throttles sign-ups per IP: the 6th in an hour from one address is 429, another address goes on", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) await expect(anonymous(ip).auth.signUp(signUpInput())).resolves.toEqual({ ok: true });
    await expect(anonymous(ip).auth.signUp(signUpInput())).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Muitos cadastros a partir desta rede. Aguarde uma hora e tente novamente.",
    });
    await expect(anonymous().auth.signUp(signUpInput())).resolves.toEqual({ ok: true });
  });

  it("answers before any account or e-mail work: the registered and the new e-mail leave the same trace until the response is out", async () => {
    const registered = signUpInput();
    await anonymous().auth.signUp(registered);
    const outboxBefore = await testDb.outboxEmail.count();
    const deferred: (() => Promise<unknown>)[] = [];
    const caller = createCaller({ ...contextFor(null, { ip: uniqueIp() }), defer: (task) => void deferred.push(task) });
    const fresh = signUpInput();
    await expect(caller.auth.signUp(fresh)).resolves.toEqual({ ok: true });
    await expect(caller.auth.signUp(signUpInput({ email: registered.email }))).resolves.toEqual({ ok: true });
    // Answered, and nothing looked up or written yet for either.
    expect(deferred).toHaveLength(2);
    expect(await testDb.user.count({ where: { email: fresh.email } })).toBe(0);
    expect(await testDb.outboxEmail.count()).toBe(outboxBefore);
    for (const task of deferred) await task();
    expect(await testDb.user.count({ where: { email: fresh.email } })).toBe(1);
    expect(await testDb.outboxEmail.count()).toBe(outboxBefore + 2);
  });

  it.each([
    [
      "a common password",
      { password: "12345678" },
      "Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.",
    ],
    ["the user's own name", { password: "marinasouza" }, "A senha não pode conter seu nome ou e-mail."],
    [
      "over 72 bytes",
      { password: "ç".repeat(37) },
      "A senha deve ter no máximo 72 bytes (72 letras sem acento; letras acentuadas e símbolos contam mais).",
    ],
  ])("refuses %s with a message on the password field, creating nothing", async (_label, overrides, message) => {
    const input = signUpInput(overrides);
    const error = await anonymous()
      .auth.signUp(input)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    const cause = (error as TRPCError).cause as unknown as {
      issues?: { path: string[]; message: string }[];
      details?: { field?: string };
      message: string;
    };
    const byField = cause.issues
      ? Object.fromEntries(cause.issues.map((i) => [i.path.join("."), i.message]))
      : { [cause.details?.field ?? "?"]: cause.message };
    expect(byField).toEqual({ password: message });
    expect(await testDb.user.count({ where: { email: input.email } })).toBe(0);
  });

  it("answers BAD_REQUEST with pt-BR messages per field", async () => {
    const cause = await fieldErrors(
      anonymous().auth.signUp(
        signUpInput({ document: "529.982.247-24", adult: false, acceptTerms: false, password: "curta", email: "x" }),
      ),
    );
    const byField = Object.fromEntries(cause.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toMatchObject({
      document: "CPF ou CNPJ inválido. Confira os números.",
      adult: "É preciso declarar que você tem 18 anos ou mais.",
      acceptTerms: "É preciso aceitar os Termos de Uso e a Política de Privacidade.",
      password: "A senha deve ter pelo menos 8 caracteres.",
      email: "Informe um e-mail válido.",
    });
  });

  it("accepts a valid CNPJ and stores it without the mask", async () => {
    const input = signUpInput({ document: "12.ABC.345/01DE-35" });
    // The example CNPJ may exist from an earlier test in this run's database.
    await testDb.account.deleteMany({ where: { document: "12ABC34501DE35" } });
    await anonymous().auth.signUp(input);
    const user = await testDb.user.findUniqueOrThrow({ where: { email: input.email }, include: { account: true } });
    expect(user.account.document).toBe("12ABC34501DE35");
  });
});

describe("verification e-mail", () => {
  it("refuses an expired link", async () => {
    const input = signUpInput();
    await anonymous().auth.signUp(input);
    const token = await tokenFromOutbox(input.email, "/verificar-email");
    await testDb.userToken.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(anonymous().auth.verifyEmail({ token })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await testDb.user.findUniqueOrThrow({ where: { email: input.email } })).emailVerifiedAt).toBeNull();
  });

  it("resends only to unverified users, at most 3 links per 15 minutes, always answering ok", async () => {
    const input = signUpInput();
    await anonymous().auth.signUp(input);
    const count = () => testDb.outboxEmail.count({ where: { to: input.email } });
    expect(await count()).toBe(1);
    for (let i = 0; i < 4; i++)
      await expect(anonymous().auth.resendVerification({ email: input.email })).resolves.toEqual({ ok: true });
    expect(await count()).toBe(3);
    await expect(anonymous().auth.resendVerification({ email: "ninguem@example.com" })).resolves.toEqual({ ok: true });
    expect(await testDb.outboxEmail.count({ where: { to: "ninguem@example.com" } })).toBe(0);
  });
});

describe("dev outbox", () => {
  it("lists the latest e-mails to a loopback caller while enabled; NOT_FOUND when off or from another address", async () => {
    const input = signUpInput();
    await anonymous().auth.signUp(input);
    const rows = await createCaller(contextFor(null, { ip: "127.0.0.1" })).auth.devOutbox();
    expect(rows.length).toBeLessThanOrEqual(50);
    expect(rows.find((r) => r.to === input.email)).toMatchObject({ subject: "Confirme seu e-mail no Consórcio Pro" });
    await expect(latestOutbox(testDb, { enabled: false, ip: "127.0.0.1" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    for (const ip of ["192.168.0.20", "10.1.2.3", null]) {
      await expect(createCaller(contextFor(null, { ip })).auth.devOutbox()).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });
});
