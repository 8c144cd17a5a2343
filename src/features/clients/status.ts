// The client pipeline and the other closed lists of the clients feature, with their pt-BR labels.
// Pure: lists, filters, the board, the API and the migration's mapping (documented there) share it.

export const CLIENT_STATUSES = ["novo", "em_contato", "proposta_enviada", "negociacao", "fechado", "perdido"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_STATUS_LABEL: Record<ClientStatus, string> = {
  novo: "Novo",
  em_contato: "Em contato",
  proposta_enviada: "Proposta enviada",
  negociacao: "Negociação",
  fechado: "Fechado",
  perdido: "Perdido",
};

export const LOST_REASONS = ["preco", "prazo", "financiamento", "sem_resposta", "outro"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABEL: Record<LostReason, string> = {
  preco: "Preço",
  prazo: "Prazo",
  financiamento: "Escolheu financiamento",
  sem_resposta: "Sem resposta",
  outro: "Outro",
};

/** The list's "Próximo contato" filter. */
export const NEXT_CONTACT_FILTERS = ["overdue", "today", "week", "none"] as const;
export type NextContactFilter = (typeof NEXT_CONTACT_FILTERS)[number];

export const CLIENT_SOURCES = ["indicacao", "whatsapp", "instagram", "site", "outro"] as const;
export type ClientSource = (typeof CLIENT_SOURCES)[number];

export const CLIENT_SOURCE_LABEL: Record<ClientSource, string> = {
  indicacao: "Indicação",
  whatsapp: "WhatsApp",
  instagram: "Instagram",
  site: "Site",
  outro: "Outro",
};

/** LGPD art. 7: the legal basis the account keeps the client's data under. */
export const LGPD_BASES = ["procedimentos_preliminares", "consentimento", "legitimo_interesse"] as const;
export type LgpdBasis = (typeof LGPD_BASES)[number];

export const LGPD_BASIS_LABEL: Record<LgpdBasis, string> = {
  procedimentos_preliminares: "Procedimentos preliminares de contrato (art. 7º, V)",
  consentimento: "Consentimento (art. 7º, I)",
  legitimo_interesse: "Legítimo interesse (art. 7º, IX)",
};

type ResponseStatus = "novo" | "em_contato" | "fechado" | "perdido";

/**
 * A "Tenho interesse" answer's status moved by the seller, as a client stage. A new answer comes
 * after a proposal was sent; talking it over is a negotiation. The migration applies the same map.
 */
export const RESPONSE_TO_CLIENT_STATUS: Record<ResponseStatus, ClientStatus> = {
  novo: "proposta_enviada",
  em_contato: "negociacao",
  fechado: "fechado",
  perdido: "perdido",
};

/**
 * The other way: the client moved on the board, and their open answers ("Propostas de clientes")
 * follow, so both screens say the same. null: the stage says nothing new of an answer.
 */
export const CLIENT_TO_RESPONSE_STATUS: Record<
  ClientStatus,
  { status: ResponseStatus; from: readonly ResponseStatus[] } | null
> = {
  novo: null,
  proposta_enviada: null,
  em_contato: { status: "em_contato", from: ["novo"] },
  negociacao: { status: "em_contato", from: ["novo"] },
  fechado: { status: "fechado", from: ["novo", "em_contato"] },
  perdido: { status: "perdido", from: ["novo", "em_contato"] },
};

const RANK: Record<ClientStatus, number> = {
  novo: 0,
  em_contato: 1,
  proposta_enviada: 2,
  negociacao: 3,
  fechado: 4,
  perdido: 4,
};

/**
 * Where a client goes when something happens on their proposals (a proposal made, an answer's status
 * moved): only forward, and never out of a closed stage (fechado or perdido) by itself. The seller
 * moves a client anywhere by hand (clients.setStatus).
 */
export function advanceStatus(current: ClientStatus, next: ClientStatus): ClientStatus {
  if (current === "fechado" || current === "perdido") return current;
  return RANK[next] > RANK[current] || next === "perdido" ? next : current;
}

/** Phones are kept as national digits (DDD + number): "5511987654321" and "11987654321" are one client. */
export function nationalPhone(digits: string | null | undefined): string | null {
  const d = (digits ?? "").replace(/\D/g, "");
  if (!d) return null;
  return (d.length === 12 || d.length === 13) && d.startsWith("55") ? d.slice(2) : d;
}

/** The events a timeline shows, besides proposals, versions and answers. */
export const CLIENT_EVENT_KINDS = ["note", "status", "whatsapp", "call", "email", "view", "pdf", "reassigned"] as const;

/** Contacts the seller starts from the app (they count as "contacted" for the hot list). */
export const CONTACT_KINDS = ["whatsapp", "call", "email"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const DEVICE_KINDS = ["celular", "tablet", "computador"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The device kind of a public-page view, from accounts' deviceType (undefined on computers). */
export function deviceKind(type: string | undefined): DeviceKind {
  if (type === "mobile" || type === "wearable") return "celular";
  if (type === "tablet") return "tablet";
  return "computador";
}

/** Whether `value` is one of a closed list's members (a select's value, a stored detail, a link's parameter). */
export function isOneOf<T extends string>(list: readonly T[], value: string | null | undefined): value is T {
  return list.some((member) => member === value);
}

/** A stage as the stage select's values write it, "<status>[:<reason>]"; null for anything else. */
export function parseStage(text: string): { status: ClientStatus; lostReason: LostReason | null } | null {
  const [status, reason] = text.split(":");
  if (!isOneOf(CLIENT_STATUSES, status)) return null;
  return { status, lostReason: isOneOf(LOST_REASONS, reason) ? reason : null };
}
