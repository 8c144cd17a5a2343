import "server-only";
import { queueMail, registerMailBuilder } from "~/platform/mail/queue";
import type { TokenPurpose } from "~/generated/prisma/enums";
import type { Db } from "~/platform/db";
import { LOGIN_WINDOW_MS } from "./login";
import { assertPasswordAllowed, hashPassword } from "./passwords";
import { revokeUserSessions } from "./sessions";
import { consumeUserToken, issueUserToken, tokenLink } from "./tokens";
import { AppError } from "~/lib/errors";
import { hashToken } from "~/lib/hash";
import { deriveCallName } from "~/lib/call-name";

export const EMAIL_TAKEN = "Este e-mail já está em uso em outro acesso.";

type Recipient = { id: string; name: string; email: string };

const TOKEN_MAIL: Record<TokenPurpose, { subject: string; intro: string; ignore: string; validity: string }> = {
  VERIFY_EMAIL: {
    subject: "Confirme seu e-mail no Consórcio Pro",
    intro: "Para ativar seu acesso ao Consórcio Pro, confirme seu e-mail abrindo o link abaixo:",
    validity: "O link vale por 24 horas e só pode ser usado uma vez.",
    ignore: "Se você não criou uma conta, ignore esta mensagem.",
  },
  RESET_PASSWORD: {
    subject: "Redefinição de senha do Consórcio Pro",
    intro: "Recebemos um pedido para redefinir a sua senha. Para escolher uma nova, abra o link abaixo:",
    validity: "O link vale por 1 hora e só pode ser usado uma vez.",
    ignore: "Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.",
  },
  CHANGE_EMAIL: {
    subject: "Confirme o seu novo e-mail no Consórcio Pro",
    intro: "Você pediu para entrar no Consórcio Pro com este e-mail. Para confirmar a troca, abra o link abaixo:",
    validity:
      "O link vale por 24 horas e só pode ser usado uma vez. Até lá, você continua entrando com o e-mail anterior.",
    ignore: "Se você não pediu a troca, ignore esta mensagem.",
  },
};

/** The kind of queued e-mail whose link's token is issued when it is sent (QueuedEmail.kind). */
export const TOKEN_LINK_MAIL = "token-link";

/**
 * Queues a link's e-mail; the worker issues the single-use token when it sends it (buildTokenLinkMail),
 * so no plain token waits in the queue. Nothing goes when the user hit the per-window cap by then.
 * CHANGE_EMAIL goes to the new address (`user.email` is it), which the token remembers.
 */
export async function mailTokenLink(db: Db, user: Recipient, purpose: TokenPurpose) {
  await queueMail(db, { kind: TOKEN_LINK_MAIL, to: user.email, userId: user.id, purpose });
}

/** The worker's side of mailTokenLink: the user's name read now, the token issued now. */
export async function buildTokenLinkMail(
  db: Db,
  row: { userId: string | null; to: string; purpose: TokenPurpose | null },
  now = new Date(),
) {
  if (!row.userId || !row.purpose) return null;
  const user = await db.user.findUnique({ where: { id: row.userId }, select: { name: true } });
  if (!user) return null;
  const token = await issueUserToken(db, row.userId, row.purpose, now, row.purpose === "CHANGE_EMAIL" ? row.to : null);
  if (!token) return null;
  const mail = TOKEN_MAIL[row.purpose];
  const firstName = deriveCallName(user.name);
  return {
    to: row.to,
    subject: mail.subject,
    text: [`Olá, ${firstName}!`, "", mail.intro, tokenLink(row.purpose, token), "", mail.validity, mail.ignore].join(
      "\n",
    ),
  };
}
registerMailBuilder(TOKEN_LINK_MAIL, buildTokenLinkMail);

export function sendVerificationEmail(db: Db, user: Recipient) {
  return mailTokenLink(db, user, "VERIFY_EMAIL");
}

/**
 * Spends an e-mail link's token (/verificar-email): VERIFY_EMAIL marks the e-mail verified;
 * CHANGE_EMAIL makes the new address the user's (refused if someone took it meanwhile). Bad, used
 * or expired → VALIDATION.
 */
export async function verifyEmail(db: Db, token: string, now = new Date()) {
  await db.$transaction(async (tx) => {
    const row = await tx.userToken.findUnique({
      where: { tokenHash: hashToken(token) },
      select: { purpose: true, newEmail: true },
    });
    if (row?.purpose === "CHANGE_EMAIL" && row.newEmail) {
      const userId = await consumeUserToken(tx, token, "CHANGE_EMAIL", now);
      if (await tx.user.findFirst({ where: { email: row.newEmail, id: { not: userId } }, select: { id: true } })) {
        throw new AppError("CONFLICT", EMAIL_TAKEN);
      }
      await tx.user.update({ where: { id: userId }, data: { email: row.newEmail, emailVerifiedAt: now } });
      return;
    }
    const userId = await consumeUserToken(tx, token, "VERIFY_EMAIL", now);
    await tx.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
  });
}

/** Sends a new link to an unverified user; silent for anyone else (the answer never reveals who exists). */
export async function resendVerification(db: Db, email: string) {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, emailVerifiedAt: true },
  });
  if (user && !user.emailVerifiedAt) await sendVerificationEmail(db, user);
}

/** Sends a reset link when the e-mail belongs to a user; the caller answers the same either way. */
export async function requestPasswordReset(db: Db, email: string) {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } });
  if (user) await mailTokenLink(db, user, "RESET_PASSWORD");
}

/**
 * Spends a RESET_PASSWORD token, sets the new password and ends every session of the user. Opening
 * the link proves the mailbox, so the e-mail counts as verified and the login lock on it is lifted.
 */
export async function resetPassword(db: Db, input: { token: string; password: string }, now = new Date()) {
  // The password is judged and hashed (hundreds of ms of CPU) before the transaction, which then
  // only spends the token and writes: a refused password leaves the link usable for a better one.
  const link = await db.userToken.findUnique({
    where: { tokenHash: hashToken(input.token) },
    select: { purpose: true, user: { select: { name: true, email: true } } },
  });
  let passwordHash = "";
  if (link?.purpose === "RESET_PASSWORD") {
    assertPasswordAllowed(input.password, [link.user.name, link.user.email]);
    passwordHash = await hashPassword(input.password);
  }
  await db.$transaction(async (tx) => {
    const userId = await consumeUserToken(tx, input.token, "RESET_PASSWORD", now);
    const user = await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    if (!user.emailVerifiedAt) await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: now } });
    // Other reset links sent earlier die with this one.
    await tx.userToken.updateMany({
      where: { userId, purpose: "RESET_PASSWORD", usedAt: null },
      data: { usedAt: now },
    });
    await revokeUserSessions(tx, userId, now);
    await tx.loginAttempt.deleteMany({
      where: { email: user.email, success: false, createdAt: { gt: new Date(now.getTime() - LOGIN_WINDOW_MS) } },
    });
  });
}
