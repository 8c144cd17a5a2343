import {
  DEFAULT_MODALITIES,
  IMOVEL_DEFAULT_PARAMS,
  RULES,
  VEICULO_DEFAULT_PARAMS,
  checkNumber,
  type ImovelParams,
  type Modality,
  type VeiculoParams,
} from "./engine";
import type * as z from "zod";
import { recordOf } from "~/lib/json";
import { imovelParamsSchema, veiculoParamsSchema } from "./schema";

/** What the simulators start from: the seller's saved defaults, each one valid for the engine. */
export interface SimulatorDefaults {
  imovel: ImovelParams;
  veiculo: VeiculoParams;
  modalities: Modality[];
}

/*
 * Saved settings are JSON written by older versions or by hand in Prisma Studio, so they may hold
 * a field out of range or miss one. Why per field: one bad field should fall back to the model's
 * default without throwing away the seller's other choices; if the cross-field rules still fail
 * (e.g. a saved bid above what is owed), the whole simulator falls back to the model.
 */
function resolveParams<T extends object>(schema: z.ZodType<T>, defaults: T, stored: unknown): T {
  const saved = recordOf(stored);
  const fallback: Record<string, unknown> = Object.fromEntries(Object.entries(defaults));
  const merged: Record<string, unknown> = structuredClone(fallback);
  for (const key of Object.keys(fallback)) if (key in saved) merged[key] = saved[key];

  const first = schema.safeParse(merged);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key in fallback) merged[key] = structuredClone(fallback[key]);
  }
  const second = schema.safeParse(merged);
  return second.success ? second.data : structuredClone(defaults);
}

function resolveModalities(stored: unknown): Modality[] {
  const saved = Array.isArray(stored) ? stored.map(recordOf) : [];
  return DEFAULT_MODALITIES.map((fallback) => {
    const key = fallback.key;
    const entry = saved.find((m) => m.key === key) ?? {};
    const text = (field: "title" | "description") => {
      const value = entry[field];
      return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback[field];
    };
    return {
      key,
      percent:
        typeof entry.percent === "number" && checkNumber(RULES.modalityPercent, entry.percent) === null
          ? entry.percent
          : fallback.percent,
      title: text("title"),
      description: text("description"),
      // The seller's source and date of the percents, when told (kept as metadata with the bids).
      ...(typeof entry.source === "string" && entry.source.trim() !== "" ? { source: entry.source.trim() } : {}),
      ...(typeof entry.readOn === "string" && /^\d{4}-\d{2}-\d{2}$/.test(entry.readOn) ? { readOn: entry.readOn } : {}),
    };
  });
}

/** The settings' JSON columns turned into engine-ready defaults (model defaults where missing or invalid). */
export function resolveSimulatorDefaults(
  settings: {
    imovelDefaults: unknown;
    veiculoDefaults: unknown;
    modalities: unknown;
  } | null,
): SimulatorDefaults {
  return {
    imovel: resolveParams<ImovelParams>(imovelParamsSchema, IMOVEL_DEFAULT_PARAMS, settings?.imovelDefaults),
    veiculo: resolveParams<VeiculoParams>(veiculoParamsSchema, VEICULO_DEFAULT_PARAMS, settings?.veiculoDefaults),
    modalities: resolveModalities(settings?.modalities),
  };
}
