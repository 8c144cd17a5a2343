import { describe, expect, it } from "vitest";
import { maskAddress, REDACTED, redact, scrubText } from "./redact";

describe("scrubText: credentials and numbers inside free text", () => {
  it.each([
    [
      "a reset link's token",
      "abra https://app.example/reset-password?token=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5 para trocar",
      "abra https://app.example/reset-password?token=[redacted] para trocar",
    ],
    ["a token among other parameters", "/api/x?a=1&access_token=abc.def&b=2", "/api/x?a=1&access_token=[redacted]&b=2"],
    ["a signature and a secret parameter", "sig=abcdef secret=s3cr3t", "sig=[redacted] secret=[redacted]"],
    ["a Bearer header", "Authorization: Bearer eyJhbGciOi.eyJzdWIi.sgn", "Authorization: [redacted] [redacted]"],
    ["a Bearer token in text", "sent Bearer eyJhbGciOi.eyJzdWIi.sgn twice", "sent Bearer [redacted] twice"],
    ["Basic credentials", "header Basic dXNlcjpwYXNz", "header Basic [redacted]"],
    [
      "a printed object's password",
      "{ email: 'ana@example.com', password: 'uma-senha' }",
      "{ email: 'ana@example.com', password: '[redacted]' }",
    ],
    ["a JSON token field", '{"token":"abc.def","ok":true}', '{"token":"[redacted]","ok":true}'],
    [
      "a failed Prisma call's arguments",
      'data: {\n  email: "ana@example.com",\n  passwordHash: "$argon2id$v=19$m=19456",\n  tokenHash: "9f86d0"\n}',
      'data: {\n  email: "ana@example.com",\n  passwordHash: "[redacted]",\n  tokenHash: "[redacted]"\n}',
    ],
    ["a cookie header", "cookie: next-auth.session-token=xyz", "cookie: [redacted]"],
    [
      "a URL's user and password",
      "connect postgresql://app:hunter2@db:5432/consorcio failed",
      "connect postgresql://[redacted]@db:5432/consorcio failed",
    ],
    ["a formatted CPF", "CPF 529.982.247-25 inválido", "CPF ••25 inválido"],
    ["a bare CPF", "documento 52998224725", "documento ••25"],
    ["a formatted CNPJ", "CNPJ 11.222.333/0001-81", "CNPJ ••81"],
    ["a phone with country code", "WhatsApp +55 (11) 98765-4321", "WhatsApp ••21"],
    ["a phone with area code", "ligar para (21) 3456-7890", "ligar para ••90"],
    ["a phone with a space", "tel 11 98765-4321.", "tel ••21."],
  ])("%s", (_label, input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each([
    ["an ISO time", "2026-11-25T07:53:23.123Z"],
    ["a date", "vence em 2026-11-25"],
    ["an amount", "R$ 1.234.567,89"],
    ["a hex request id", "código 3f2a9c01b7d4"],
    ["nginx's request id", "5f0c3e3c2a6b4d1e9f8a7b6c5d4e3f2a"],
    ["a cuid", "proposta cmi3x8q0a0001a8b2c3d4e5f6"],
    ["a stack frame", "at run (/app/.next/server/chunks/123.js:4567:89)"],
    ["a password field name without a value", "password is required"],
  ])("leaves %s alone", (_label, input) => {
    expect(scrubText(input)).toBe(input);
  });
});

describe("redact: objects as a log line gets them", () => {
  it("replaces every secret key's value, whatever its case or place in the key", () => {
    const out = redact({
      password: "uma-senha",
      newPassword: "outra",
      passwordHash: "$argon2id$v=19$…",
      headers: {
        authorization: "Bearer abc",
        cookie: "next-auth.session-token=xyz",
        "x-signature": "ts=1,v1=ab",
        "user-agent": "Firefox",
      },
      "set-cookie": ["a=b"],
      token: "t",
      refresh_token: "r",
      MERCADOPAGO_WEBHOOK_SECRET: "s",
      apiKey: "k",
      sessionId: "sid",
      cpf: "52998224725",
      document: "52998224725",
      phone: "11987654321",
      whatsapp: "11987654321",
      mail: {
        to: "ana@example.com",
        subject: "Redefinir senha",
        text: "abra https://x/reset?token=abc",
        html: "<a>…</a>",
      },
      link: "https://x/verificar-email?token=abc",
      nothing: null,
    }) as Record<string, unknown>;
    expect(out).toEqual({
      password: REDACTED,
      newPassword: REDACTED,
      passwordHash: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED, "x-signature": REDACTED, "user-agent": "Firefox" },
      "set-cookie": REDACTED,
      token: REDACTED,
      refresh_token: REDACTED,
      MERCADOPAGO_WEBHOOK_SECRET: REDACTED,
      apiKey: REDACTED,
      sessionId: REDACTED,
      cpf: REDACTED,
      document: REDACTED,
      phone: REDACTED,
      whatsapp: REDACTED,
      mail: { to: "ana@example.com", subject: "Redefinir senha", text: REDACTED, html: REDACTED },
      link: REDACTED,
      nothing: null,
    });
  });

  it("turns an error and its causes into plain fields, scrubbed", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED postgresql://app:hunter2@db:5432/x"), {
      code: "ECONNREFUSED",
    });
    const error = new Error("falhou para o CPF 529.982.247-25", { cause });
    const out = redact({ err: error }) as { err: Record<string, unknown> & { cause: Record<string, unknown> } };
    expect(out.err).toMatchObject({ type: "Error", message: "falhou para o CPF ••25" });
    expect(out.err.stack).toContain("redact.test.ts");
    expect(out.err.stack).not.toContain("529.982.247-25");
    expect(out.err.cause).toMatchObject({
      type: "Error",
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED postgresql://[redacted]@db:5432/x",
    });
  });

  it("reads Headers and Maps, stops at cycles and depth, keeps record ids", () => {
    const headers = new Headers({ authorization: "Bearer abc", accept: "text/html" });
    const cyclic: Record<string, unknown> = { name: "a" };
    cyclic.self = cyclic;
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 10; i++) deep = { deep };
    expect(redact({ headers, map: new Map([["token", "t"]]) })).toEqual({
      headers: { authorization: REDACTED, accept: "text/html" },
      map: { token: REDACTED },
    });
    expect(redact(cyclic)).toEqual({ name: "a", self: "[circular]" });
    expect(JSON.stringify(redact(deep))).toContain("[…]");
    expect(
      redact({
        reqId: "123456789012",
        dataId: "12345678901",
        accountId: "11987654321",
        digest: "1234567875",
        note: "12345678901",
      }),
    ).toEqual({
      reqId: "123456789012",
      dataId: "12345678901",
      digest: "1234567875",
      accountId: "11987654321",
      note: "••01",
    });
  });
});

describe("maskAddress", () => {
  it.each([
    ["ana.souza@example.com", "an…@example.com"],
    ["a@example.com", "a…@example.com"],
    ["sem-arroba", "…"],
  ])("%s → %s", (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});
