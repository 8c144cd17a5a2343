import "server-only";
import { env } from "~/env";
import type { Plan } from "~/generated/prisma/enums";
import { formatCents } from "~/lib/format";
import type { Db } from "~/platform/db";
import { sendMail } from "~/platform/mail/queue";
import type { MailMessage } from "~/platform/mail/send";
import { formatDay } from "./components/labels";
import { PLANS } from "~/features/plans";

/** The receipt for an applied payment, in pt-BR: what was paid, for which plan and until when. */
export function receiptMessage(input: {
  to: string;
  ownerName: string;
  plan: Plan;
  amountCents: number;
  paidAt: Date;
  periodEnd: Date;
  mpPaymentId: string;
}): MailMessage {
  const plan = PLANS[input.plan];
  const origin = env.NEXTAUTH_URL.replace(/\/$/, "");
  return {
    to: input.to,
    subject: `Pagamento recebido: plano ${plan.name}`,
    text: [
      `Olá, ${input.ownerName}.`,
      "",
      `Recebemos o pagamento de ${formatCents(input.amountCents)} em ${formatDay(input.paidAt)} pelo plano ${plan.name} (até ${plan.seats} usuários simultâneos).`,
      `Seu acesso está pago até ${formatDay(input.periodEnd)}.`,
      `Identificador do pagamento no Mercado Pago: ${input.mpPaymentId}.`,
      "",
      `Sua assinatura: ${origin}/conta`,
      `Faça sua primeira simulação: ${origin}/consorcio-financiamento`,
    ].join("\n"),
  };
}

/**
 * Sends the receipt of a payment just applied to the account's owner. A mail failure is logged and
 * swallowed: the payment is already applied, and Mercado Pago must not retry the notification for it.
 */
export async function sendPaymentReceipt(
  db: Db,
  input: { accountId: string; plan: Plan; amountCents: number; paidAt: Date; periodEnd: Date; mpPaymentId: string },
): Promise<void> {
  try {
    const owner = await db.user.findFirst({
      where: { accountId: input.accountId, role: "OWNER" },
      select: { email: true, name: true },
    });
    if (!owner) return;
    await sendMail(db, {
      ...receiptMessage({ ...input, to: owner.email, ownerName: owner.name }),
      accountId: input.accountId,
    });
  } catch (error) {
    console.error("[billing] recibo não enviado:", error instanceof Error ? error.message : error);
  }
}
