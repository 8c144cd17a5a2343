// For the client page's tests: a client as clients.get returns it, with what a test changes.
import type { ClientDetail, TimelineItem } from "../schema";

export function clientDetail(over: Partial<ClientDetail> = {}): ClientDetail {
  return {
    id: "c1",
    name: "Maria da Silva",
    callName: "Maria",
    ownCallName: null,
    phone: "11987654321",
    email: "maria@example.com",
    city: "Campinas",
    status: "em_contato",
    lostReason: null,
    nextContactOn: "2026-12-01",
    sellerId: "u-seller",
    sellerName: "Vendedor",
    lastActivityAt: new Date("2026-11-20T12:00:00Z"),
    lastContactAt: null,
    proposalCount: 1,
    erased: false,
    document: null,
    source: "indicacao",
    notes: "Prefere WhatsApp à tarde.",
    lgpdBasis: "procedimentos_preliminares",
    lgpdBasisAt: new Date("2026-11-01T12:00:00Z"),
    createdAt: new Date("2026-11-01T12:00:00Z"),
    proposals: [
      {
        id: "p1",
        kind: "imovel",
        publicToken: "tok-live",
        revokedAt: null,
        creditCents: 30_000_000,
        instalmentCents: 150_000,
        viewCount: 2,
        createdAt: new Date("2026-11-02T12:00:00Z"),
      },
    ],
    timeline: [],
    ...over,
  };
}

export function timelineItem(
  kind: TimelineItem["kind"],
  detail: string,
  over: Partial<TimelineItem> = {},
): TimelineItem {
  return {
    id: `${kind}-${detail}`,
    kind,
    at: new Date("2026-11-20T15:30:00Z"),
    proposalId: null,
    detail,
    actorName: null,
    ...over,
  };
}
