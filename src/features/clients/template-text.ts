// WhatsApp message templates: per account, with placeholders, used by every share button.
// Pure (no Prisma, no React, no zod: the share buttons and the editor load it in the browser, where
// zod would weigh on every page with a WhatsApp button); templates.ts adds the server's schema.
import { savingsClaimMessage, type SavingsVerdict } from "~/features/compliance";
import { isOneOf } from "./status";

export const TEMPLATE_PLACEHOLDERS = ["primeiro_nome", "link", "parcela", "credito"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null>>;

export const PLACEHOLDER_HELP: Record<TemplatePlaceholder, string> = {
  primeiro_nome: "como chamar o cliente",
  link: "link da proposta",
  parcela: "valor da parcela",
  credito: "valor do crédito",
};

export type WhatsappTemplate = { name: string; body: string };

/** The set an account starts with (and gets back when it clears its own). */
export const DEFAULT_TEMPLATES: readonly WhatsappTemplate[] = [
  {
    name: "Enviar proposta",
    body: "Olá, {primeiro_nome}! Tudo bem? Preparei a sua simulação de consórcio: crédito de {credito}, com parcelas a partir de {parcela}. Veja os detalhes aqui: {link}\nQualquer dúvida, é só me chamar.",
  },
  {
    // The variant for a client without a proposal yet (an import, a new lead): it needs only the name.
    name: "Primeiro contato",
    body: "Olá, {primeiro_nome}! Tudo bem? Posso preparar uma simulação de consórcio para você, sem compromisso. Qual valor de crédito você tem em mente?",
  },
  {
    name: "Retomar contato",
    body: "Oi, {primeiro_nome}! Conseguiu olhar a proposta que enviei? Ela continua disponível aqui: {link}\nPosso te ajudar a tirar alguma dúvida?",
  },
  {
    name: "Agradecer o interesse",
    body: "Olá, {primeiro_nome}! Obrigado pelo interesse na proposta. Quando for um bom momento para conversarmos?",
  },
];

export const MAX_TEMPLATES = 10;
export const TEMPLATE_NAME_MAX = 40;
export const TEMPLATE_BODY_MAX = 1000;

export const TEMPLATE_MESSAGES = {
  nameRequired: "Dê um nome ao modelo.",
  nameTooLong: `O nome do modelo pode ter no máximo ${TEMPLATE_NAME_MAX} caracteres.`,
  bodyRequired: "Escreva a mensagem.",
  bodyTooLong: "A mensagem pode ter no máximo 1.000 caracteres.",
  tooMany: `No máximo ${MAX_TEMPLATES} modelos.`,
} as const;

export function unknownPlaceholderMessage(body: string): string {
  return `Campo desconhecido: ${unknownPlaceholders(body)
    .map((p) => `{${p}}`)
    .join(", ")}. Use ${TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}.`;
}

/** The editor's check before saving (the server's schema says the same, and more). */
export function templatesProblem(templates: readonly WhatsappTemplate[]): string | null {
  if (templates.length > MAX_TEMPLATES) return TEMPLATE_MESSAGES.tooMany;
  for (const { name, body } of templates) {
    if (!name.trim()) return TEMPLATE_MESSAGES.nameRequired;
    if (name.trim().length > TEMPLATE_NAME_MAX) return TEMPLATE_MESSAGES.nameTooLong;
    if (!body.trim()) return TEMPLATE_MESSAGES.bodyRequired;
    if (body.trim().length > TEMPLATE_BODY_MAX) return TEMPLATE_MESSAGES.bodyTooLong;
    if (unknownPlaceholders(body).length > 0) return unknownPlaceholderMessage(body);
  }
  return null;
}

export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  return [...new Set([...body.matchAll(/\{([^{}\s]+)\}/g)].map((m) => m[1] ?? "").filter((name) => !known.has(name)))];
}

/**
 * What a template needs: every field it uses. A client without a proposal has no {link}, {parcela}
 * or {credito}, so a template that uses one is not offered for them (never a message with a hole).
 */
export function templateNeeds(body: string): TemplatePlaceholder[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  return [
    ...new Set(
      [...body.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1] ?? "").filter((n): n is TemplatePlaceholder => known.has(n)),
    ),
  ];
}

/** The fields a template needs that these values lack (empty: the template can be sent). */
export function missingFields(body: string, values: TemplateValues): TemplatePlaceholder[] {
  return templateNeeds(body).filter((name) => !values[name]);
}

/** When no template of the account fits the client: a greeting with nothing left out. */
export const FALLBACK_TEMPLATE: WhatsappTemplate = { name: "Saudação", body: "Olá, {primeiro_nome}! Tudo bem?" };

/**
 * The templates that can be sent to this client, in the account's order (the first goes on the
 * share button); the fallback greeting when none fits.
 */
/**
 * The templates that may go out with a proposal of this verdict: one that speaks of "economia" is
 * held back unless the consórcio saves (the seller typed it once in the settings, for every proposal).
 */
export function templatesBesideVerdict(
  templates: readonly WhatsappTemplate[],
  verdict: SavingsVerdict | null,
): WhatsappTemplate[] {
  return templates.filter((t) => savingsClaimMessage("Mensagem", t.body, verdict) === null);
}

export function usableTemplates(templates: readonly WhatsappTemplate[], values: TemplateValues): WhatsappTemplate[] {
  const usable = templates.filter((t) => missingFields(t.body, values).length === 0);
  return usable.length ? usable : [FALLBACK_TEMPLATE];
}

/**
 * Fills the placeholders. A value not known here (no proposal yet: no link, no instalment) leaves
 * the sentence readable: the placeholder goes, and so do the spaces and commas it leaves behind.
 */
export function renderTemplate(body: string, values: TemplateValues): string {
  return body
    .replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
      isOneOf(TEMPLATE_PLACEHOLDERS, name) ? (values[name] ?? "") : whole,
    )
    .replace(/[ \t]+([,.!?:])/g, "$1")
    .replace(/,(\s*[,.!?])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+$/gm, "")
    .trim();
}
