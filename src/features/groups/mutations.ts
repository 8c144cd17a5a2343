import "server-only";
import { Prisma } from "~/generated/prisma/client";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { getGroupHistory, NOT_FOUND_MESSAGE } from "./data";
import { groupKey, saveGroupHistorySchema, type GroupHistoryDetail } from "./schema";

const DUPLICATE_MESSAGE = "Já existe um histórico para este grupo. Abra-o para editar.";
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Creates a group's history, or replaces one of the account's (its assemblies as a whole: the form
 * always sends every row). Another account's id is NOT_FOUND; a second history for the same group
 * is refused with a message, nothing saved.
 */
export async function saveGroupHistory(db: Db, accountId: string, raw: unknown): Promise<GroupHistoryDetail> {
  const input = saveGroupHistorySchema.parse(raw);
  const key = groupKey(input.name);
  if (!key) throw new AppError("VALIDATION", "Informe o grupo (como na proposta); \"all\" não é um grupo.");
  const data = { name: input.name, key, source: input.source, readOn: asDate(input.readOn) };
  const assemblies = input.assemblies.map(({ date, ...a }) => ({ heldOn: asDate(date), ...a }));
  try {
    const id = await db.$transaction(async (tx) => {
      if (!input.id) return (await tx.groupHistory.create({ data: { accountId, ...data, assemblies: { create: assemblies } }, select: { id: true } })).id;
      const { count } = await tx.groupHistory.updateMany({ where: { id: input.id, accountId }, data });
      if (count === 0) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
      await tx.groupAssembly.deleteMany({ where: { historyId: input.id } });
      await tx.groupAssembly.createMany({ data: assemblies.map((a) => ({ historyId: input.id as string, ...a })) });
      return input.id;
    });
    return await getGroupHistory(db, accountId, id);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new AppError("CONFLICT", DUPLICATE_MESSAGE);
    throw error;
  }
}

export async function deleteGroupHistory(db: Db, accountId: string, id: string): Promise<void> {
  const { count } = await db.groupHistory.deleteMany({ where: { id, accountId } });
  if (count === 0) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
}
