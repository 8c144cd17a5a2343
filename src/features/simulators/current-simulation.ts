import type * as z from "zod";
import type { ImovelParams, VeiculoParams } from "./engine";
import { imovelParamsSchema, veiculoParamsSchema } from "./schema";

/*
 * "The current simulation": the last valid parameters the seller had on each simulator page in this
 * browser tab, so /modalities can show what each bid means for the client in front of them. Kept in
 * sessionStorage (per tab, gone when the tab closes: a customer's figures do not linger). What is read
 * back passed through JSON and maybe an older version of the app, so it is validated again.
 */

export type SimulatorKind = "imovel" | "veiculo";
export type ParamsOf<K extends SimulatorKind> = K extends "imovel" ? ImovelParams : VeiculoParams;

const PREFIX = "consorcio-pro:simulation";
const LAST_KIND_KEY = `${PREFIX}:last`;
const paramsKey = (kind: SimulatorKind) => `${PREFIX}:${kind}`;

/** The subset of the Storage API used here, so tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

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

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off by the browser's privacy settings; the simulators work without it.
    return null;
  }
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
