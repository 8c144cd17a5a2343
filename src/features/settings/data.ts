import "server-only";
import { AppError } from "~/lib/errors";
import type { Db } from "~/server/db";

/** The account's settings; tenant-scoped by the proven account id. */
export async function getSettings(db: Db, accountId: string) {
  const settings = await db.settings.findUnique({ where: { accountId } });
  if (!settings) throw new AppError("NOT_FOUND", "Configurações não encontradas.");
  return settings;
}
