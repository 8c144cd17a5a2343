import * as z from "zod";
import { DEFAULT_BRAND_COLORS } from "~/features/branding";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "~/features/simulators";
import { DEFAULT_PROPOSAL_FIELDS } from "./schema";

// A new account's settings row. The brand colours come from the one brand resolver, the simulation
// defaults and the modalities from the engine, so a new account starts from exactly those figures.

const jsonObject = z.record(z.string(), z.json());

/** Plain JSON copies for the Json columns (the engine's defaults are frozen, typed objects). */
function asJson(value: object) {
  return jsonObject.parse(JSON.parse(JSON.stringify(value)));
}

/** The branding columns' defaults (settings row names). */
export const DEFAULT_BRANDING_COLUMNS = {
  colorSlider: DEFAULT_BRAND_COLORS.color_slider,
  colorBadge: DEFAULT_BRAND_COLORS.color_badge,
  emphasisPeople: DEFAULT_BRAND_COLORS.emphasis_people,
  emphasisPeopleShadow: DEFAULT_BRAND_COLORS.emphasis_people_shadow,
} as const;

/** The simulation groups and modalities of a new account ("Restaurar padrões" reads them too). */
export function defaultSimulationData() {
  return {
    imovelDefaults: { ...DEFAULT_PROPOSAL_FIELDS, ...asJson(IMOVEL_DEFAULT_PARAMS) },
    veiculoDefaults: { ...DEFAULT_PROPOSAL_FIELDS, ...asJson(VEICULO_DEFAULT_PARAMS) },
    modalities: DEFAULT_MODALITIES.map(asJson),
  };
}

/** A new account's settings row: branding, both simulators' defaults ("group" all) and the modalities. */
export function defaultSettingsData(accountId: string, name: string) {
  return { accountId, name, ...DEFAULT_BRANDING_COLUMNS, ...defaultSimulationData() };
}
