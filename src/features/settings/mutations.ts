import "server-only";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { fileKeyFromUrl } from "~/features/uploads";
import { applyUpdate, noFieldErrors, toSettingsAnswer, type FieldErrors } from "./answer";
import { getSettingsRow } from "./data";
import type { SettingsAnswer, SettingsUpdate } from "./schema";

const LOGO_FIELDS = ["avatar_white", "avatar_black", "avatar_mark"] as const;

/** A logo must be an image this account uploaded as a logo (its /api/files url), or null. */
async function checkLogos(db: Db, accountId: string, update: SettingsUpdate, errors: FieldErrors) {
  for (const field of LOGO_FIELDS) {
    const url = update[field];
    if (url === undefined || url === null) continue;
    const key = fileKeyFromUrl(url);
    const upload = key
      ? await db.upload.findFirst({
          where: { accountId, storageKey: key, kind: { in: [...LOGO_FIELDS] } },
          select: { id: true },
        })
      : null;
    if (!upload) (errors[field] ??= []).push("Logotipo: envie a imagem por esta tela antes de salvar.");
  }
}

/**
 * settings.update: validates the merged result (cross-field rules included) and writes it in one
 * statement, so a refused update leaves everything saved as it was.
 */
export async function updateSettings(db: Db, accountId: string, update: SettingsUpdate): Promise<SettingsAnswer> {
  const row = await getSettingsRow(db, accountId);
  const result = applyUpdate(toSettingsAnswer(row), update);
  const errors: FieldErrors = Object.assign(noFieldErrors(), result.ok ? null : result.fieldErrors);
  await checkLogos(db, accountId, update, errors);
  if (!result.ok || Object.keys(errors).length > 0) {
    throw new AppError("VALIDATION", "Dados inválidos. Verifique os campos destacados.", { fieldErrors: errors });
  }
  const saved = await db.settings.update({ where: { accountId }, data: result.data });
  return toSettingsAnswer(saved);
}
