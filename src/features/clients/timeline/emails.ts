// The clients feature's e-mails to the seller, in plain text (nothing to inject into). Names come
// from clients: control characters go and subjects stay on one line, so a name cannot add headers.
// Pure: the server sends them, unit tests read them.
import { oneLine } from "~/lib/control-chars";
import { formatPhone } from "~/lib/input-mask";
import type { ClientSummary, Today } from "../schema";
import { deriveCallName } from "~/lib/call-name";

/**
 * RFC 2369 and RFC 8058: mail clients show "Cancelar inscrição" and turn the notice off with one POST
 * to the same signed link (the link itself only shows a confirmation page on GET).
 */
function unsubscribeHeaders(turnOffUrl: string) {
  return { "List-Unsubscribe": `<${turnOffUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function greeting(sellerName: string): string {
  return `Olá, ${oneLine(deriveCallName(sellerName), 40)}!`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function firstOpenEmail(m: {
  to: string;
  sellerName: string;
  clientName: string;
  device: string;
  clientUrl: string;
  turnOffUrl: string;
}) {
  const client = oneLine(m.clientName, 60);
  return {
    to: m.to,
    subject: `${client} abriu a sua proposta`,
    tag: "aviso-primeira-abertura",
    headers: unsubscribeHeaders(m.turnOffUrl),
    text: [
      greeting(m.sellerName),
      "",
      `${client} acabou de abrir a proposta pela primeira vez (${m.device}). É um bom momento para entrar em contato.`,
      "",
      `Ver o cliente: ${m.clientUrl}`,
      "",
      `Não quer mais este aviso por e-mail? Desative aqui: ${m.turnOffUrl}`,
    ].join("\n"),
  };
}

function clientLine(c: Pick<ClientSummary, "name" | "phone">, url: string): string {
  return `- ${oneLine(c.name, 60)}${c.phone ? ` · ${formatPhone(c.phone)}` : ""} · ${url}`;
}

/** The weekday digest; null when there is nothing to say (no e-mail then). */
export function digestEmail(m: {
  to: string;
  sellerName: string;
  today: Today;
  clientUrl: (id: string) => string;
  answersUrl: string;
  turnOffUrl: string;
}) {
  const { due, hot, newAnswers } = m.today;
  if (due.length + hot.length + newAnswers.length === 0) return null;
  const parts = [
    due.length ? plural(due.length, "contato para hoje", "contatos para hoje") : null,
    hot.length ? plural(hot.length, "cliente quente", "clientes quentes") : null,
    newAnswers.length ? plural(newAnswers.length, "resposta nova", "respostas novas") : null,
  ].filter((p): p is string => p !== null);
  const lines = [greeting(m.sellerName), "", `O seu dia: ${parts.join(", ")}.`];
  if (due.length) lines.push("", "Contatos de hoje e atrasados:", ...due.map((c) => clientLine(c, m.clientUrl(c.id))));
  if (hot.length) {
    lines.push("", "Clientes quentes (abriram a proposta de novo ou baixaram o PDF nas últimas 48 h):");
    lines.push(...hot.map((c) => clientLine(c, m.clientUrl(c.id))));
  }
  if (newAnswers.length) {
    lines.push("", 'Respostas novas ("Tenho interesse"):');
    // The client's question, not only their name: the seller knows what to answer before calling.
    lines.push(
      ...newAnswers.map(
        (a) =>
          `- ${oneLine(a.name, 60)} · ${formatPhone(a.phone)}${a.message.trim() ? ` · “${oneLine(a.message, 160)}”` : ""}`,
      ),
      `Ver as respostas: ${m.answersUrl}`,
    );
  }
  lines.push("", `Não quer mais este resumo? Desative aqui: ${m.turnOffUrl}`);
  return {
    to: m.to,
    subject: `Seu dia: ${parts.join(", ")}`,
    text: lines.join("\n"),
    tag: "resumo-da-manha",
    headers: unsubscribeHeaders(m.turnOffUrl),
  };
}
