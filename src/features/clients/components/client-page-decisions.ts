// What the client page shows and lets a person do, as plain functions of the client and the viewer
// (the view draws it, use-client-page.ts fetches it; the tests read these without a browser).
import { formatPhone } from "~/lib/input-mask";
import type { ClientDetail, TimelineItem } from "../schema";
import { CLIENT_STATUSES, CLIENT_STATUS_LABEL, LOST_REASONS, LOST_REASON_LABEL, isOneOf } from "../status";
import type { ClientFormValues } from "./client-form";
import type { ShareTarget } from "./whatsapp-share";

/** The one timeline line of an event, in pt-BR. */
export function describeTimelineItem(item: TimelineItem): string {
  switch (item.kind) {
    case "proposal":
      return `Proposta de ${item.detail === "imovel" ? "imóvel" : "veículo"} criada${item.actorName ? ` por ${item.actorName}` : ""}`;
    case "version":
      return `Proposta editada (versão ${item.detail})`;
    case "view":
      return `Proposta aberta no ${item.detail}`;
    case "pdf":
      return `PDF baixado no ${item.detail}`;
    case "answer":
      return `"Tenho interesse"${item.detail ? `: ${item.detail}` : ""}`;
    case "note":
      return `Anotação: ${item.detail}`;
    case "status":
      return describeStage(item.detail);
    case "whatsapp":
      return "WhatsApp aberto pelo app";
    case "call":
      return "Ligação iniciada pelo app";
    case "email":
      return "E-mail aberto pelo app";
    case "reassigned":
      return `Passado para ${item.detail}`;
    case "imported":
      return "Cliente importado de planilha";
  }
}

/** "Etapa: Perdido (Preço)" from a status event's "<status>[:<reason>]"; an unknown word is shown as stored. */
function describeStage(detail: string): string {
  const [status = "", reason] = detail.split(":");
  const statusLabel = isOneOf(CLIENT_STATUSES, status) ? CLIENT_STATUS_LABEL[status] : status;
  const reasonLabel = isOneOf(LOST_REASONS, reason) ? LOST_REASON_LABEL[reason] : reason;
  return `Etapa: ${statusLabel}${reasonLabel ? ` (${reasonLabel})` : ""}`;
}

/** The timeline as the page lists it, newest first as the server sends it. */
export function timelineEntries(c: Pick<ClientDetail, "timeline">): { id: string; text: string; at: Date }[] {
  return c.timeline.map((item) => ({ id: item.id, text: describeTimelineItem(item), at: item.at }));
}

/** The header's line under the name: phone, e-mail and city, those the client has. */
export function headerDescription(c: Pick<ClientDetail, "phone" | "email" | "city">): string | undefined {
  return [c.phone && formatPhone(c.phone), c.email, c.city].filter(Boolean).join(" · ") || undefined;
}

/** The latest live proposal fills {link}, {parcela} and {credito} of the WhatsApp templates. */
export function shareTarget(c: ClientDetail, origin: string): ShareTarget {
  const live = c.proposals.find((p) => !p.revokedAt);
  return {
    clientName: c.name,
    callName: c.callName,
    phone: c.phone,
    link: live ? `${origin}/public/propostas/${live.publicToken}` : null,
    instalmentCents: live?.instalmentCents ?? null,
    creditCents: live?.creditCents ?? null,
  };
}

/** The edit form's fields as the client has them ("" for an empty one). */
export function formValues(c: ClientDetail): ClientFormValues {
  return {
    name: c.name,
    callName: c.ownCallName ?? c.callName,
    phone: c.phone ?? "",
    email: c.email ?? "",
    document: c.document ?? "",
    city: c.city ?? "",
    source: c.source ?? "",
    notes: c.notes,
    lgpdBasis: c.lgpdBasis,
  };
}

/** What the page offers this viewer for this client. */
export interface ClientPageActions {
  /** WhatsApp and "Ligar": the client has a phone. */
  contactByPhone: boolean;
  contactByEmail: boolean;
  /** "Editar dados": not for an erased client, nor while the form is open. */
  edit: boolean;
  /** Origem and Observações, while the form is closed. */
  details: boolean;
  /** Erasing the client's data (LGPD) and choosing the seller in charge: the account's owner only. */
  erase: boolean;
  reassign: boolean;
}

export function clientPageActions(
  c: Pick<ClientDetail, "phone" | "email" | "erased" | "source" | "notes">,
  role: string,
  editing: boolean,
): ClientPageActions {
  const owner = role === "OWNER";
  return {
    contactByPhone: Boolean(c.phone),
    contactByEmail: Boolean(c.email),
    edit: !editing && !c.erased,
    details: !editing && Boolean(c.source || c.notes),
    erase: owner,
    reassign: owner,
  };
}

/** The sellers a client can be passed to: the account's people, not the platform's admins. */
export function reassignChoices<U extends { role: string }>(team: readonly U[]): U[] {
  return team.filter((u) => u.role !== "ADMIN");
}
