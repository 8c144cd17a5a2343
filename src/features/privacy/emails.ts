// The privacy feature's e-mails, in plain text. Pure: the deletion job sends them, tests read them.
import { formatDate, formatDateTime } from "~/lib/format";
import type { MailMessage } from "~/platform/mail/send";
import { deriveCallName } from "~/lib/call-name";

/** The owner's confirmation that the whole account is gone (no link: nothing is left to open). */
export function accountDeletedEmail(m: { to: string; ownerName: string; deletedAt: Date }): MailMessage {
  // eslint-disable-next-line no-control-regex -- a name must not break the greeting's line
  const first = deriveCallName(m.ownerName.replace(/[\u0000-\u001f\u007f]+/g, " ")).slice(0, 40);
  return {
    to: m.to,
    subject: `Sua conta foi excluída em ${formatDate(m.deletedAt)}`,
    tag: "conta-excluida",
    text: [
      first ? `Olá, ${first}.` : "Olá.",
      "",
      `Sua conta no Consórcio Pro foi excluída em ${formatDate(m.deletedAt, "long")} (${formatDateTime(m.deletedAt)}, horário de Brasília), como você pediu.`,
      "Apagamos os clientes, as propostas, as configurações, as imagens enviadas e os acessos de todos os usuários da conta.",
      "Os links de propostas que você enviou não abrem mais.",
      "",
      "Se quiser voltar a usar o Consórcio Pro, é só criar uma nova conta.",
    ].join("\n"),
  };
}
