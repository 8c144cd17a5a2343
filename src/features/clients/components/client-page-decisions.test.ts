import { describe, expect, it } from "vitest";
import {
  clientPageActions,
  describeTimelineItem,
  headerDescription,
  reassignChoices,
  shareTarget,
  timelineEntries,
} from "./client-page-decisions";
import { clientDetail, timelineItem } from "./client-page-fixture";

describe("the client page's decisions", () => {
  it("gives the owner the erase and reassign actions and a seller neither", () => {
    const c = clientDetail();
    expect(clientPageActions(c, "OWNER", false)).toMatchObject({ erase: true, reassign: true });
    expect(clientPageActions(c, "SELLER", false)).toMatchObject({ erase: false, reassign: false });
  });

  it("offers phone and e-mail contacts only for what the client has, and no edit of an erased client or while editing", () => {
    expect(clientPageActions(clientDetail({ phone: null, email: null }), "SELLER", false)).toMatchObject({
      contactByPhone: false,
      contactByEmail: false,
      edit: true,
    });
    expect(clientPageActions(clientDetail({ erased: true }), "OWNER", false).edit).toBe(false);
    expect(clientPageActions(clientDetail(), "OWNER", true)).toMatchObject({ edit: false, details: false });
    expect(clientPageActions(clientDetail({ source: null, notes: "" }), "OWNER", false).details).toBe(false);
  });

  it("describes each timeline event in pt-BR, the stage with its lost reason", () => {
    expect(describeTimelineItem(timelineItem("status", "perdido:preco"))).toBe("Etapa: Perdido (Preço)");
    expect(describeTimelineItem(timelineItem("status", "negociacao"))).toBe("Etapa: Negociação");
    expect(describeTimelineItem(timelineItem("status", "arquivado:mudou"))).toBe("Etapa: arquivado (mudou)");
    expect(describeTimelineItem(timelineItem("proposal", "veiculo", { actorName: "Ana" }))).toBe(
      "Proposta de veículo criada por Ana",
    );
    expect(describeTimelineItem(timelineItem("answer", ""))).toBe('"Tenho interesse"');
    expect(describeTimelineItem(timelineItem("view", "celular"))).toBe("Proposta aberta no celular");
    expect(timelineEntries(clientDetail({ timeline: [timelineItem("imported", "")] }))).toEqual([
      { id: "imported-", text: "Cliente importado de planilha", at: new Date("2026-11-20T15:30:00Z") },
    ]);
  });

  it("shares the latest live proposal's link and figures, none when every one is revoked", () => {
    const live = shareTarget(clientDetail(), "https://app.example");
    expect(live).toMatchObject({
      link: "https://app.example/public/propostas/tok-live",
      instalmentCents: 150_000,
      creditCents: 30_000_000,
      callName: "Maria",
    });
    const revoked = clientDetail({ proposals: clientDetail().proposals.map((p) => ({ ...p, revokedAt: new Date() })) });
    expect(shareTarget(revoked, "https://app.example")).toMatchObject({ link: null, instalmentCents: null });
  });

  it("heads the page with the formatted phone, e-mail and city, and lists no admin as a seller", () => {
    expect(headerDescription(clientDetail())).toBe("(11) 98765-4321 · maria@example.com · Campinas");
    expect(headerDescription(clientDetail({ phone: null, email: null, city: null }))).toBeUndefined();
    expect(
      reassignChoices([
        { id: "a", role: "ADMIN" },
        { id: "o", role: "OWNER" },
        { id: "s", role: "SELLER" },
      ]).map((u) => u.id),
    ).toEqual(["o", "s"]);
  });
});
