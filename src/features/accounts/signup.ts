import "server-only";
import { Prisma } from "~/generated/prisma/client";
import { defaultSettingsData } from "~/features/settings/defaults";
import { recordCurrentAcceptance } from "~/features/terms/acceptance";
import { AppError } from "~/lib/errors";
import type * as z from "zod";
import type { Db } from "~/server/db";
import { sendVerificationEmail } from "./recovery";
import { hashPassword } from "./passwords";
import type { signUpSchema } from "./schema";

const EMAIL_TAKEN = "Este e-mail já está cadastrado.";
const DOCUMENT_TAKEN = "Já existe uma conta com este CPF/CNPJ.";

/** The unique field a P2002 error names (email or document), for the pt-BR conflict message. */
function conflictMessage(error: Prisma.PrismaClientKnownRequestError): string {
  const target = JSON.stringify(error.meta ?? {});
  return target.includes("document") ? DOCUMENT_TAKEN : EMAIL_TAKEN;
}

/**
 * Creates the seller's business: Account (PENDING_PAYMENT, basic plan), its OWNER (e-mail not yet
 * verified), default Settings and the terms/privacy acceptance, in one transaction; then sends the
 * verification e-mail.
 */
export async function signUp(
  db: Db,
  input: z.output<typeof signUpSchema>,
  request: { ip: string | null; userAgent: string | null },
  now = new Date(),
) {
  const [emailTaken, documentTaken] = await Promise.all([
    db.user.findUnique({ where: { email: input.email }, select: { id: true } }),
    db.account.findUnique({ where: { document: input.document }, select: { id: true } }),
  ]);
  if (emailTaken) throw new AppError("CONFLICT", EMAIL_TAKEN, { field: "email" });
  if (documentTaken) throw new AppError("CONFLICT", DOCUMENT_TAKEN, { field: "document" });

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
      await tx.settings.create({ data: defaultSettingsData(account.id, input.businessName) });
      await recordCurrentAcceptance(tx, { accountId: account.id, userId: owner.id, ...request }, now);
      return owner;
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or document: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", conflictMessage(error));
    }
    throw error;
  }
  await sendVerificationEmail(db, user, now);
  return { userId: user.id, accountId: user.accountId };
}
