import { describe, expect, it } from "vitest";
import { isLinkPreviewCrawler } from "../link/crawlers";
import { responseEmail } from "../link/emails";
import { formatPhone } from "~/lib/input-mask";
import { saoPauloMonthStart } from "~/lib/sao-paulo-day";
import { formatCpf, pdfContentDisposition } from "./format";
import { whatsappShareUrl } from "~/lib/whatsapp";
import { decodeCursor, encodeCursor } from "~/lib/list-cursor";
import { saoPauloDayRange } from "../seller/list-query";
import { listProposalsSchema, proposalDraftSchema } from "./schema";
import { proposalStatus } from "./status";

describe("proposalStatus", () => {
  it.each([
    ["no views", { revokedAt: null, viewCount: 0, responseCount: 0 }, "nao_vista"],
    ["viewed", { revokedAt: null, viewCount: 2, responseCount: 0 }, "vista"],
    ["answered", { revokedAt: null, viewCount: 2, responseCount: 1 }, "respondida"],
    ["revoked wins", { revokedAt: new Date(), viewCount: 2, responseCount: 1 }, "revogada"],
  ] as const)("%s", (_label, row, expected) => {
    expect(proposalStatus(row)).toBe(expected);
  });
});

describe("list cursor and São Paulo days", () => {
  it("round-trips the cursor and refuses garbage", () => {
    const row = { createdAt: new Date("2026-11-23T10:00:00.123Z"), id: "cabc" };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
    expect(decodeCursor("bm90LWEtY3Vyc29y")).toBeNull();
  });

  it("a day runs from 03:00 UTC to 03:00 UTC the next day", () => {
    expect(saoPauloDayRange("2026-11-01", "2026-11-02")).toEqual({
      gte: new Date("2026-11-01T03:00:00Z"),
      lt: new Date("2026-11-03T03:00:00Z"),
    });
    expect(saoPauloDayRange()).toBeUndefined();
  });

  it("the month starts in São Paulo's calendar, not the server's", () => {
    expect(saoPauloMonthStart(new Date("2026-12-01T02:00:00Z"))).toEqual(new Date("2026-11-01T03:00:00Z"));
    expect(saoPauloMonthStart(new Date("2026-12-01T04:00:00Z"))).toEqual(new Date("2026-12-01T03:00:00Z"));
  });
});

describe("formatting and sharing", () => {
  it.each([
    ["mobile", "11987654321", "(11) 98765-4321"],
    ["landline", "1133334444", "(11) 3333-4444"],
    ["with 55", "5511987654321", "(11) 98765-4321"],
  ])("phone %s", (_l, digits, shown) => expect(formatPhone(digits)).toBe(shown));

  it("CPF", () => expect(formatCpf("52998224725")).toBe("529.982.247-25"));

  it("WhatsApp goes to the client's chat when the phone is known, else to the contact picker; text encoded", () => {
    expect(whatsappShareUrl("Olá & até já", "11987654321")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1",
    );
    expect(whatsappShareUrl("oi", null)).toBe("https://wa.me/?text=oi");
  });
});

describe("isLinkPreviewCrawler", () => {
  it.each([
    ["WhatsApp", "WhatsApp/2.23.20.0 A", true],
    ["Facebook", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", true],
    ["Telegram", "TelegramBot (like TwitterBot)", true],
    ["empty", "", true],
    [
      "iPhone Safari",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      false,
    ],
    [
      "Chrome",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      false,
    ],
  ])("%s", (_l, ua, expected) => expect(isLinkPreviewCrawler(ua)).toBe(expected));
});

describe("responseEmail", () => {
  it("keeps the subject on one line and drops control characters", () => {
    const mail = responseEmail({
      to: "v@example.com",
      sellerName: "Carla Vendedora",
      proposalClientName: "Ana\nBcc: x@y.z",
      name: "Zé\u0007",
      phone: "11987654321",
      message: "linha 1\r\nlinha 2\u0000",
      link: "http://x/propostas/clients-proposal",
    });
    expect(mail.subject).toBe("Novo interesse na proposta de Ana Bcc: x@y.z");
    expect(mail.text).toContain("Olá, Carla!");
    expect(mail.text).toContain("Zé abriu a proposta");
    expect(mail.text).toContain("Mensagem:\nlinha 1\nlinha 2\n");
    expect(mail.text).toContain("WhatsApp: https://wa.me/5511987654321");
  });

  it("when the client answers their own proposal, the name is not repeated", () => {
    const base = { to: "v@example.com", sellerName: "Carla", phone: "11987654321", message: "", link: "http://x" };
    expect(responseEmail({ ...base, proposalClientName: "Rafael Souza", name: "rafael" }).text).toContain(
      'rafael abriu a proposta que você preparou e clicou em "Tenho interesse".',
    );
    expect(responseEmail({ ...base, proposalClientName: "Rafaél Souza", name: "Rafael S." }).text).not.toContain(
      "proposta de Rafaél",
    );
    expect(responseEmail({ ...base, proposalClientName: "Rafael Souza", name: "Marta" }).text).toContain(
      "Marta abriu a proposta de Rafael Souza",
    );
  });
});

describe("the proposal's own texts make no misleading claim", () => {
  it("refuses a group that promises the contemplation, with the pt-BR explanation", () => {
    const group = proposalDraftSchema.shape.group;
    expect(group.safeParse("Grupo 1040 — contemplação garantida").error?.issues[0]?.message).toMatch(
      /^Grupo: não use "contemplação garantida" nem variações\./,
    );
    expect(group.parse("Grupo 1040")).toBe("Grupo 1040");
  });
});

describe("pdfContentDisposition (RFC 6266)", () => {
  it.each([
    [
      "accents kept in filename*, ASCII in filename",
      "José Conceição",
      `attachment; filename="Proposta - Jose Conceicao.pdf"; filename*=UTF-8''Proposta%20-%20Jos%C3%A9%20Concei%C3%A7%C3%A3o.pdf`,
    ],
    [
      "emoji and quotes left out",
      `Ana "🏠" Souza`,
      `attachment; filename="Proposta - Ana Souza.pdf"; filename*=UTF-8''Proposta%20-%20Ana%20Souza.pdf`,
    ],
    [
      "nothing printable left",
      "🏠",
      `attachment; filename="Proposta - cliente.pdf"; filename*=UTF-8''Proposta%20-%20cliente.pdf`,
    ],
    [
      "a long name is cut between words, never mid-word",
      "Maria Aparecida da Conceição dos Santos Albuquerque Figueiredo",
      `attachment; filename="Proposta - Maria Aparecida da Conceicao dos Santos Albuquerque.pdf"; filename*=UTF-8''Proposta%20-%20Maria%20Aparecida%20da%20Concei%C3%A7%C3%A3o%20dos%20Santos%20Albuquerque.pdf`,
    ],
    [
      "one very long word is cut at 60",
      "A".repeat(70),
      `attachment; filename="Proposta - ${"A".repeat(60)}.pdf"; filename*=UTF-8''Proposta%20-%20${"A".repeat(60)}.pdf`,
    ],
  ])("%s", (_label, name, expected) => {
    expect(pdfContentDisposition(name)).toBe(expected);
  });
});

describe("listProposalsSchema's days", () => {
  it.each([
    ["a day", "2026-02-28", true],
    ["a leap day", "2028-02-29", true],
    ["a day February does not have", "2026-02-31", false],
    ["no 13th month", "2026-13-01", false],
    ["not AAAA-MM-DD", "28/02/2026", false],
  ])("%s: %s", (_label, day, ok) => {
    expect(listProposalsSchema.safeParse({ from: day, to: day }).success).toBe(ok);
  });
});
