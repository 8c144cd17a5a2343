import "server-only";
import { resolveSimulatorDefaults, type SimulatorDefaults } from "~/features/simulators/defaults";
import { AppError } from "~/lib/errors";
import type { Db } from "~/server/db";

/** The account's settings; tenant-scoped by the proven account id. */
export async function getSettings(db: Db, accountId: string) {
  const settings = await db.settings.findUnique({ where: { accountId } });
  if (!settings) throw new AppError("NOT_FOUND", "Configurações não encontradas.");
  return settings;
}

/** The simulators' starting parameters and modalities from the account's settings (model defaults where invalid). */
export async function getSimulatorDefaults(db: Db, accountId: string): Promise<SimulatorDefaults> {
  const settings = await db.settings.findUnique({
    where: { accountId },
    select: { imovelDefaults: true, veiculoDefaults: true, modalities: true },
  });
  if (!settings) throw new AppError("NOT_FOUND", "Configurações não encontradas.");
  return resolveSimulatorDefaults(settings);
}
