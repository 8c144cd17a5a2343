import "server-only";
import { uniqueViolationTarget } from "~/platform/db-errors";
import { canonicalJson } from "~/lib/canonical-json";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { getGroupHistory, NOT_FOUND_MESSAGE } from "./data";
import {
  assemblyLabel,
  groupKey,
  saveGroupHistorySchema,
  type GroupHistoryDetail,
  type GroupHistoryInput,
} from "./schema";

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
  if (!key) throw new AppError("VALIDATION", 'Informe o grupo (como na proposta); "all" não é um grupo.');
  const data = { name: input.name, key, source: input.source, readOn: asDate(input.readOn) };
  const assemblies = input.assemblies.map(({ date, ...a }) => ({ heldOn: date ? asDate(date) : null, ...a }));
  try {
    const existingId = input.id;
    const id = await db.$transaction(async (tx) => {
      if (!existingId)
        return (
          await tx.groupHistory.create({
            data: { accountId, ...data, assemblies: { create: assemblies } },
            select: { id: true },
          })
        ).id;
      const { count } = await tx.groupHistory.updateMany({ where: { id: existingId, accountId }, data });
      if (count === 0) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
      await tx.groupAssembly.deleteMany({ where: { historyId: existingId } });
      await tx.groupAssembly.createMany({ data: assemblies.map((a) => ({ historyId: existingId, ...a })) });
      return existingId;
    });
    return await getGroupHistory(db, accountId, id);
  } catch (error) {
    if (uniqueViolationTarget(error) !== null) {
      // A repeat of the same create (a double tap, a retry) gets the history the first one made.
      const repeat = input.id ? null : await sameHistory(db, accountId, key, input);
      if (repeat) return repeat;
      throw new AppError("CONFLICT", DUPLICATE_MESSAGE);
    }
    throw error;
  }
}

/** The account's history of this group when it holds exactly what `input` asks for, else null. */
async function sameHistory(
  db: Db,
  accountId: string,
  key: string,
  input: GroupHistoryInput,
): Promise<GroupHistoryDetail | null> {
  const row = await db.groupHistory.findUnique({ where: { accountId_key: { accountId, key } }, select: { id: true } });
  if (!row) return null;
  const stored = await getGroupHistory(db, accountId, row.id);
  const content = (h: GroupHistoryInput) =>
    canonicalJson({
      name: h.name,
      source: h.source,
      readOn: h.readOn,
      assemblies: [...h.assemblies].sort((a, b) => assemblyLabel(a).localeCompare(assemblyLabel(b))),
    });
  return content(stored) === content(input) ? stored : null;
}

export async function deleteGroupHistory(db: Db, accountId: string, id: string): Promise<void> {
  const { count } = await db.groupHistory.deleteMany({ where: { id, accountId } });
  if (count === 0) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
}
