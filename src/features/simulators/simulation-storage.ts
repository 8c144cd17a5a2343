import type { ImovelParams, VeiculoParams } from "./engine";

/*
 * Where the current simulation (./current-simulation.ts) is kept: this tab's sessionStorage. Saving
 * and asking whether anything is kept need no schema, so the simulator pages do both while they load
 * without loading zod; reading back validates, in ./current-simulation.ts, loaded only when there is
 * something to read.
 */

export type SimulatorKind = "imovel" | "veiculo";
export type ParamsOf<K extends SimulatorKind> = K extends "imovel" ? ImovelParams : VeiculoParams;

const PREFIX = "consorcio-pro:simulation";
export const LAST_KIND_KEY = `${PREFIX}:last`;
export const paramsKey = (kind: SimulatorKind) => `${PREFIX}:${kind}`;

/** The subset of the Storage API used here, so tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off by the browser's privacy settings; the simulators work without it.
    return null;
  }
}

/** The text this tab keeps for a simulation of `kind`, unread (valid or not: reading it back says); null when none. */
export function storedSimulationText(kind: SimulatorKind, storage = browserStorage()): string | null {
  try {
    return storage?.getItem(paramsKey(kind)) ?? null;
  } catch {
    return null;
  }
}

export function saveCurrentSimulation<K extends SimulatorKind>(
  kind: K,
  params: ParamsOf<K>,
  storage = browserStorage(),
): void {
  try {
    storage?.setItem(paramsKey(kind), JSON.stringify(params));
    storage?.setItem(LAST_KIND_KEY, kind);
  } catch {
    // A full or disabled storage only costs /modalities its "current simulation".
  }
}
