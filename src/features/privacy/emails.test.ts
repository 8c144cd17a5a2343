import { describe, expect, it } from "vitest";
import { accountDeletedEmail } from "./emails";

describe("the account-deleted confirmation", () => {
  it("dates the deletion in São Paulo, in pt-BR, and greets the owner by first name on one line", () => {
    // 01:30 UTC on the 28th is still the 27th in São Paulo (and already the 28th where the tests run).
    const mail = accountDeletedEmail({
      to: "dona@example.com",
      ownerName: "Maria\r\nBcc: x@y.z da Silva",
      deletedAt: new Date("2026-11-28T01:30:00Z"),
    });
    expect(mail).toMatchObject({
      to: "dona@example.com",
      tag: "conta-excluida",
      subject: "Sua conta foi excluída em 27/11/2026",
    });
    expect(mail.text.split("\n")[0]).toBe("Olá, Maria.");
    expect(mail.text).toContain("foi excluída em 27 de novembro de 2026 (27/11/2026, 22:30, horário de Brasília)");
  });
});
