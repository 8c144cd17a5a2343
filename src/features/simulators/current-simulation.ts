import type * as z from "zod";
import { imovelParamsSchema, veiculoParamsSchema } from "./schema";
import { browserStorage, LAST_KIND_KEY, paramsKey, type ParamsOf, type SimulatorKind } from "./simulation-storage";

/*
 * "The current simulation": the last valid parameters the seller had on each simulator page in this
 * browser tab, so /modalities can show what each bid means for the client in front of them. Kept in
 * sessionStorage (per tab, gone when the tab closes: a customer's figures do not linger). What is read
 * back passed through JSON and maybe an older version of the app, so it is validated again (zod: this
 * module loads only where something is read back; saving is in ./simulation-storage.ts).
 */

export type { ParamsOf, SimulatorKind };

export { saveCurrentSimulation, type KeyValueStorage } from "./simulation-storage";

/** The raw stored text → params, or null when missing, not JSON, or no longer valid. */
export function parseStoredParams<K extends SimulatorKind>(kind: K, raw: string | null): ParamsOf<K> | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const schemas: { [S in SimulatorKind]: z.ZodType<ParamsOf<S>, unknown> } = {
    imovel: imovelParamsSchema,
    veiculo: veiculoParamsSchema,
  };
  const result = schemas[kind].safeParse(data);
  return result.success ? result.data : null;
}

export function parseStoredKind(raw: string | null): SimulatorKind | null {
  return raw === "imovel" || raw === "veiculo" ? raw : null;
}

export function readCurrentSimulation<K extends SimulatorKind>(
  kind: K,
  storage = browserStorage(),
): ParamsOf<K> | null {
  try {
    return parseStoredParams(kind, storage?.getItem(paramsKey(kind)) ?? null);
  } catch {
    return null;
  }
}

export function readLastSimulatorKind(storage = browserStorage()): SimulatorKind | null {
  try {
    return parseStoredKind(storage?.getItem(LAST_KIND_KEY) ?? null);
  } catch {
    return null;
  }
}
