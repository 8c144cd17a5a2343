import { oneLine } from "~/lib/control-chars";
import { formatPhone } from "~/lib/input-mask";
import { deriveCallName } from "~/lib/call-name";

/*
 * The e-mail a seller gets for a new "Tenho interesse". It is plain text (no HTML to inject into);
 * what the client typed is still cleaned: control characters go, and the subject stays on one line
 * so a name cannot add mail headers.
 */
function paragraph(value: string): string {
  // Removing control characters is the point (no-control-regex).
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "") // eslint-disable-line no-control-regex
    .trim();
}

/** The same first name, ignoring case and accents: the client answering their own proposal. */
function samePerson(a: string, b: string): boolean {
  const first = (name: string) =>
    (oneLine(name).split(" ")[0] ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return first(a) !== "" && first(a) === first(b);
}

export function responseEmail(r: {
  to: string;
  sellerName: string;
  proposalClientName: string;
  name: string;
  phone: string;
  message: string;
  link: string;
}) {
  const firstName = oneLine(deriveCallName(r.sellerName), 40);
  const message = paragraph(r.message);
  return {
    to: r.to,
    subject: `Novo interesse na proposta de ${oneLine(r.proposalClientName, 60)}`,
    tag: "interesse",
    text: [
      `Olá, ${firstName}!`,
      "",
      // Usually the client answers: "Rafael abriu a proposta de Rafael" reads as a mistake.
      samePerson(r.name, r.proposalClientName)
        ? `${oneLine(r.name)} abriu a proposta que você preparou e clicou em "Tenho interesse".`
        : `${oneLine(r.name)} abriu a proposta de ${oneLine(r.proposalClientName)} e clicou em "Tenho interesse".`,
      "",
      `Telefone: ${formatPhone(r.phone)}`,
      `WhatsApp: https://wa.me/${r.phone.startsWith("55") ? r.phone : `55${r.phone}`}`,
      message ? `Mensagem:\n${message}` : "Sem mensagem.",
      "",
      `Veja todas as respostas: ${r.link}`,
    ].join("\n"),
  };
}
