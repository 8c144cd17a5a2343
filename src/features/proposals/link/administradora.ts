import "server-only";
import type { Db } from "~/platform/db";
import type { Administradora } from "../document/disclosures";

/** The administradora the seller represents, from today's settings (named in the disclosures). */
export async function settingsAdministradora(db: Db, accountId: string): Promise<Administradora> {
  const row = await db.settings.findUnique({
    where: { accountId },
    select: { administradoraName: true, administradoraCnpj: true },
  });
  return { name: row?.administradoraName ?? null, cnpj: row?.administradoraCnpj ?? null };
}

/**
 * The administradora a version names: the one stored with it when it was saved, so a later change
 * in the settings leaves a sent proposal as it was; versions saved before it was stored fall back to
 * today's settings.
 */
export async function versionAdministradora(
  db: Db,
  accountId: string,
  inputs: { administradora?: Administradora },
): Promise<Administradora> {
  return inputs.administradora ?? settingsAdministradora(db, accountId);
}
