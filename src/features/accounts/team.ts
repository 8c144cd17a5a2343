import "server-only";
import { uniqueViolationTarget } from "~/platform/db-errors";
import type { Theme } from "~/generated/prisma/enums";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { handOverInBatches, handOverToOwner } from "./handover";
import { assertPasswordAllowed, hashPassword } from "./passwords";
import type * as z from "zod";
import type { addSellerSchema } from "./schema";

const EMAIL_TAKEN = "Este e-mail já está cadastrado.";

/** The account's logins, owner first; never the password hash. */
export async function listAccountUsers(db: Db, accountId: string) {
  return db.user.findMany({
    where: { accountId },
    select: { id: true, name: true, email: true, role: true, emailVerifiedAt: true, createdAt: true },
    orderBy: [{ role: "asc" }, { createdAt: "asc" }],
  });
}

/** A SELLER login in the owner's account, verified already: the owner vouches for the address. */
export async function addSeller(db: Db, accountId: string, input: z.output<typeof addSellerSchema>, now = new Date()) {
  const { email, name } = input;
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new AppError("CONFLICT", EMAIL_TAKEN, { field: "email" });
  }
  assertPasswordAllowed(input.password, [name, email]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: { accountId, name, email, passwordHash, role: "SELLER", emailVerifiedAt: now },
      select: { id: true, name: true, email: true, role: true, emailVerifiedAt: true, createdAt: true },
    });
  } catch (error) {
    if (uniqueViolationTarget(error) !== null) {
      throw new AppError("CONFLICT", EMAIL_TAKEN, { field: "email" });
    }
    throw error;
  }
}

/**
 * Deletes a SELLER of the account and, by cascade, their sessions; their proposals pass to the owner
 * first, in the same transaction. Other accounts' ids are NOT_FOUND.
 */
export async function removeSeller(db: Db, accountId: string, userId: string) {
  const user = await db.user.findFirst({
    where: { id: userId, accountId },
    select: { id: true, role: true, email: true, name: true },
  });
  if (!user) throw new AppError("NOT_FOUND", "Usuário não encontrado.");
  if (user.role !== "SELLER") throw new AppError("FORBIDDEN", "O titular da conta não pode ser removido.");
  await handOverInBatches(db, accountId, user);
  await db.$transaction(async (tx) => {
    await handOverToOwner(tx, accountId, user);
    await tx.user.delete({ where: { id: user.id } });
    await tx.loginAttempt.deleteMany({ where: { email: user.email } });
  });
}

export async function setTheme(db: Db, userId: string, theme: Theme) {
  await db.user.update({ where: { id: userId }, data: { theme } });
  return { theme };
}
