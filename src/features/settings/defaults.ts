import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "~/features/simulators/engine";

// Spec section 9 defaults for a new account's settings. The simulation defaults and the modalities
// come from the engine, so a new account starts from exactly the model's figures.
export const DEFAULT_BRANDING = {
  colorSlider: "#0f9d58",
  colorBadge: "#f4b400",
  emphasisPeople: "#0b6e3d",
  emphasisPeopleShadow: "#06432a",
} as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Plain JSON copies for the Json columns (the engine's defaults are frozen, typed objects). */
function asJson(value: object): { [key: string]: Json } {
  return JSON.parse(JSON.stringify(value)) as { [key: string]: Json };
}

/** A new account's settings row: branding, both simulators' defaults ("group" all) and the modalities. */
export function defaultSettingsData(accountId: string, name: string) {
  return {
    accountId,
    name,
    ...DEFAULT_BRANDING,
    imovelDefaults: { group: "all", ...asJson(IMOVEL_DEFAULT_PARAMS) },
    veiculoDefaults: { group: "all", ...asJson(VEICULO_DEFAULT_PARAMS) },
    modalities: DEFAULT_MODALITIES.map(asJson),
  };
}
