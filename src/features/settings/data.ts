import "server-only";
import { resolveSimulatorDefaults, type SimulatorDefaults } from "~/features/simulators";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import type { Sections } from "./sections";
import { sectionDefaults, toSettingsAnswer } from "./answer";
import type { SettingsAnswer } from "./schema";

const NOT_FOUND = "Configurações não encontradas.";

/** The account's settings row; tenant-scoped by the proven account id. */
export async function getSettingsRow(db: Db, accountId: string) {
  const settings = await db.settings.findUnique({ where: { accountId } });
  if (!settings) throw new AppError("NOT_FOUND", NOT_FOUND);
  return settings;
}

/** settings.get: the account's settings in the spec's field names. */
export async function getSettings(db: Db, accountId: string): Promise<SettingsAnswer> {
  return toSettingsAnswer(await getSettingsRow(db, accountId));
}

/** What the simulators and the proposal generator start from, per kind the proposal sections too. */
export type SellerDefaults = SimulatorDefaults & { sections: { imovel: Sections; veiculo: Sections } };

/** The simulators' starting parameters, modalities and proposal sections from the account's settings (model defaults where invalid). */
export async function getSimulatorDefaults(db: Db, accountId: string): Promise<SellerDefaults> {
  const settings = await db.settings.findUnique({
    where: { accountId },
    select: { imovelDefaults: true, veiculoDefaults: true, modalities: true },
  });
  if (!settings) throw new AppError("NOT_FOUND", NOT_FOUND);
  return {
    ...resolveSimulatorDefaults(settings),
    sections: { imovel: sectionDefaults(settings.imovelDefaults), veiculo: sectionDefaults(settings.veiculoDefaults) },
  };
}
