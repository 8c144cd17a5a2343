import "server-only";
import { env } from "~/env";
import type { Prisma } from "~/generated/prisma/client";
import { uniqueViolationTarget } from "~/platform/db-errors";
import { sendMail } from "~/platform/mail/queue";
import { recordCurrentAcceptance } from "~/features/terms/server";
import type * as z from "zod";
import type { Db } from "~/platform/db";
import { SIGN_UP_PER_IP, takeRateLimit } from "~/platform/rate-limit";
import { sendVerificationEmail } from "./recovery";
import { assertPasswordAllowed, hashPassword } from "./passwords";
import type { signUpSchema } from "./schema";
import { deriveCallName } from "~/lib/call-name";

type SignUpData = z.output<typeof signUpSchema>;
type RequestInfo = { ip: string | null; userAgent: string | null };
/**
 * A new account's settings row: the settings feature (above this one) knows it; the router hands
 * in its `defaultSettingsData`.
 */
export type NewSettings = (accountId: string, name: string) => Prisma.SettingsUncheckedCreateInput;
export type SignUpOutcome = "created" | "email-taken" | "document-taken";

/**
 * The sign-up request as the caller sees it: the password policy and the per-IP throttle answer at
 * once; everything that depends on who is already registered runs in `later` (after the response),
 * so a new and a registered e-mail get the same answer in the same time.
 */
export async function requestSignUp(
  db: Db,
  input: SignUpData,
  request: RequestInfo,
  later: (task: () => Promise<unknown>) => Promise<void>,
  newSettings: NewSettings,
  now = new Date(),
) {
  assertPasswordAllowed(input.password, [input.name, input.email, input.businessName]);
  await takeRateLimit(db, SIGN_UP_PER_IP, request.ip, now);
  await later(() => signUp(db, input, request, newSettings, now));
}

/**
 * Creates the seller's business: Account (PENDING_PAYMENT, basic plan), its OWNER (e-mail not yet
 * verified), default Settings and the terms/privacy acceptance, in one transaction; then sends the
 * verification e-mail. A registered e-mail or CPF/CNPJ creates nothing and is told by e-mail.
 */
export async function signUp(
  db: Db,
  input: SignUpData,
  request: RequestInfo,
  newSettings: NewSettings,
  now = new Date(),
): Promise<SignUpOutcome> {
  const [emailTaken, documentTaken] = await Promise.all([
    db.user.findUnique({ where: { email: input.email }, select: { id: true } }),
    db.account.findUnique({ where: { document: input.document }, select: { id: true } }),
  ]);
  if (emailTaken) return notifyTaken(db, input, "email-taken");
  if (documentTaken) return notifyTaken(db, input, "document-taken");

  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    user = await db.$transaction(async (tx) => {
      const account = await tx.account.create({
        data: { name: input.businessName, document: input.document, plan: "two_users", status: "PENDING_PAYMENT" },
      });
      const owner = await tx.user.create({
        data: {
          accountId: account.id,
          name: input.name,
          email: input.email,
          passwordHash,
          role: "OWNER",
          adultDeclaredAt: now,
        },
      });
      await tx.settings.create({ data: newSettings(account.id, input.businessName) });
      await recordCurrentAcceptance(tx, { accountId: account.id, userId: owner.id, ...request }, now);
      return owner;
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or document: the unique index decides.
    const target = uniqueViolationTarget(error);
    if (target !== null) {
      return notifyTaken(db, input, target.includes("document") ? "document-taken" : "email-taken");
    }
    throw error;
  }
  await sendVerificationEmail(db, user);
  return "created";
}

const link = (path: string) => new URL(path, env.NEXTAUTH_URL).toString();

/** The mailbox owner learns what happened; the answer on the wire never says. */
async function notifyTaken(
  db: Db,
  input: SignUpData,
  outcome: Exclude<SignUpOutcome, "created">,
): Promise<SignUpOutcome> {
  const firstName = deriveCallName(input.name);
  const text =
    outcome === "email-taken"
      ? [
          `Olá, ${firstName}!`,
          "",
          "Alguém tentou criar uma conta no Consórcio Pro com este e-mail, que já tem cadastro. Nenhuma conta nova foi criada.",
          "",
          `Para entrar: ${link("/")}`,
          `Esqueceu a senha? Redefina em: ${link("/forgot-password")}`,
          "",
          "Se não foi você, ignore esta mensagem: sua conta continua como estava.",
        ]
      : [
          `Olá, ${firstName}!`,
          "",
          "Não concluímos seu cadastro no Consórcio Pro: o CPF/CNPJ informado já pertence a uma conta.",
          "Se a conta é do seu negócio, peça ao titular que adicione você como vendedor, ou entre com o e-mail dela.",
          "",
          `Para entrar: ${link("/")}`,
        ];
  const subject = outcome === "email-taken" ? "Tentativa de cadastro com o seu e-mail" : "Não concluímos seu cadastro";
  await sendMail(db, { to: input.email, subject, text: text.join("\n") });
  return outcome;
}
