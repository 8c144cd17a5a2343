import { describe, expect, it } from "vitest";
import { digestEmail, firstOpenEmail } from "./emails";
import { DEFAULT_TEMPLATES, renderTemplate, templatesProblem, templatesSchema } from "../templates";
import type { Today } from "../schema";

describe("renderTemplate", () => {
  const values = { primeiro_nome: "Ana", link: "https://x/p/abc", parcela: "R$ 1.234,56", credito: "R$ 300.000,00" };
  it.each([
    [
      "every placeholder",
      "Olá, {primeiro_nome}! Crédito {credito}, parcela {parcela}: {link}",
      "Olá, Ana! Crédito R$ 300.000,00, parcela R$ 1.234,56: https://x/p/abc",
    ],
    [
      "a missing value leaves no stray space or comma",
      "Olá, {primeiro_nome}, veja {link}.",
      "Olá, Ana, veja https://x/p/abc.",
    ],
    ["an unknown placeholder stays as typed", "Oi {nome}", "Oi {nome}"],
  ])("%s", (_label, body, expected) => {
    expect(renderTemplate(body, values)).toBe(expected);
  });

  it("without a link the sentence still reads", () => {
    expect(renderTemplate("Oi, {primeiro_nome}! Veja aqui: {link}", { primeiro_nome: "Ana", link: null })).toBe(
      "Oi, Ana! Veja aqui:",
    );
    expect(renderTemplate("Oi {primeiro_nome} , tudo bem?", { primeiro_nome: "" })).toBe("Oi, tudo bem?");
  });

  it("the default set is valid and uses every placeholder", () => {
    expect(templatesSchema.safeParse({ templates: DEFAULT_TEMPLATES }).success).toBe(true);
    const all = DEFAULT_TEMPLATES.map((t) => t.body).join(" ");
    for (const p of ["primeiro_nome", "link", "parcela", "credito"]) expect(all).toContain(`{${p}}`);
  });
});

describe("clients e-mails", () => {
  it("the first-open e-mail keeps the subject on one line", () => {
    const mail = firstOpenEmail({
      to: "v@x.com",
      sellerName: "Carla Vendedora",
      clientName: "Ana\nBcc: y@z.com",
      device: "celular",
      clientUrl: "http://a/c/1",
      turnOffUrl: "http://a/off",
    });
    expect(mail.subject).toBe("Ana Bcc: y@z.com abriu a sua proposta");
    expect(mail.text).toContain("Olá, Carla!");
    expect(mail.text).toContain("Desative aqui: http://a/off");
    // RFC 8058: the mail client's one-click "unsubscribe" POSTs to the link (a GET only confirms).
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<http://a/off>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  const summary = {
    id: "c1",
    name: "Bia",
    callName: "Bia",
    ownCallName: null,
    phone: "11987654321",
    email: null,
    city: null,
    status: "novo" as const,
    lostReason: null,
    nextContactOn: "2026-11-25",
    sellerId: "s",
    sellerName: "S",
    lastActivityAt: new Date(),
    lastContactAt: null,
    proposalCount: 1,
    erased: false,
  };
  const empty: Today = { due: [], hot: [], newAnswers: [] };
  const urls = {
    to: "v@x.com",
    sellerName: "Carla",
    clientUrl: (id: string) => `http://a/c/${id}`,
    answersUrl: "http://a/r",
    turnOffUrl: "http://a/off",
  };

  it("no digest when there is nothing to say", () => {
    expect(digestEmail({ ...urls, today: empty })).toBeNull();
  });

  it("the digest counts in pt-BR plurals and lists each client with a link", () => {
    const mail = digestEmail({
      ...urls,
      today: { ...empty, due: [summary, { ...summary, id: "c2", name: "Caio", phone: null }] },
    });
    expect(mail?.subject).toBe("Seu dia: 2 contatos para hoje");
    expect(mail?.text).toContain("- Bia · (11) 98765-4321 · http://a/c/c1");
    expect(mail?.text).toContain("- Caio · http://a/c/c2");
    expect(mail?.text).not.toContain("Clientes quentes");
  });

  it("a new answer comes with the client's question", () => {
    const answer = {
      id: "r1",
      clientId: "c1",
      name: "Maria",
      phone: "11987654321",
      createdAt: new Date(),
      message: "Posso dar um lance\nno 3º mês?",
    };
    const mail = digestEmail({
      ...urls,
      today: { ...empty, newAnswers: [answer, { ...answer, id: "r2", name: "Sem Pergunta", message: "" }] },
    });
    expect(mail?.text).toContain("- Maria · (11) 98765-4321 · “Posso dar um lance no 3º mês?”");
    expect(mail?.text).toMatch(/^- Sem Pergunta · \(11\) 98765-4321$/m);
  });
});

describe("templatesProblem (the editor's check, without zod in the browser)", () => {
  it.each([
    ["the defaults", [...DEFAULT_TEMPLATES]],
    ["no name", [{ name: "  ", body: "Olá" }]],
    ["a long name", [{ name: "x".repeat(41), body: "Olá" }]],
    ["no message", [{ name: "A", body: "" }]],
    ["a long message", [{ name: "A", body: "x".repeat(1001) }]],
    ["an unknown field", [{ name: "A", body: "Olá {nome}" }]],
    ["eleven templates", Array.from({ length: 11 }, () => ({ name: "A", body: "Olá" }))],
  ])("%s: the same verdict and message as the server's schema", (_label, templates) => {
    const parsed = templatesSchema.safeParse({ templates });
    expect(templatesProblem(templates)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
  });
});
