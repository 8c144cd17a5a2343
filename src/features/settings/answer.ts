import { resolveBrand } from "~/features/branding";
import type { Sections } from "./sections";
import {
  isoToBrDate,
  resolveSimulatorDefaults,
  MODALITY_KEYS,
  type Modality,
  imovelParamsSchema,
  veiculoParamsSchema,
} from "~/features/simulators";
import {
  DEFAULT_PROPOSAL_FIELDS,
  LIMITS,
  modalityField,
  type ImovelPatch,
  type ImovelSettings,
  type ModalityFields,
  type ProposalFields,
  type SettingsAnswer,
  type SettingsUpdate,
  type VeiculoPatch,
  type VeiculoSettings,
} from "./schema";
import { keysOf, recordOf } from "~/lib/json";
import { brToIsoDate } from "./modality-date";

// Between the stored row (camelCase columns, JSON groups) and the spec-named answer of settings.get.
// Pure, so the mapping is unit-tested without a database.

export type SettingsRow = {
  name: string;
  shortName?: string | null;
  avatarWhite: string | null;
  avatarBlack: string | null;
  markImage?: string | null;
  colorSlider: string;
  colorBadge: string;
  emphasisPeople: string;
  emphasisPeopleShadow: string;
  whatsapp: string | null;
  administradoraName?: string | null;
  administradoraCnpj?: string | null;
  imovelDefaults: unknown;
  veiculoDefaults: unknown;
  modalities: unknown;
};

/** Each field on its own: settings saved before a field existed (or edited by hand) keep the others. */
function proposalFields(stored: unknown): ProposalFields {
  const r = recordOf(stored);
  const group =
    typeof r.group === "string" && r.group.trim() !== ""
      ? r.group.trim().slice(0, LIMITS.group)
      : DEFAULT_PROPOSAL_FIELDS.group;
  const flag = (key: "isSelected" | "modalitiesSelected" | "monthTableSelected") =>
    typeof r[key] === "boolean" ? r[key] : DEFAULT_PROPOSAL_FIELDS[key];
  return {
    group,
    isSelected: flag("isSelected"),
    modalitiesSelected: flag("modalitiesSelected"),
    monthTableSelected: flag("monthTableSelected"),
  };
}

/** The sections a new proposal of a simulator's kind starts with, from its saved defaults. */
export function sectionDefaults(stored: unknown): Sections {
  const fields = proposalFields(stored);
  return { scenarios: fields.isSelected, modalities: fields.modalitiesSelected, monthTable: fields.monthTableSelected };
}

function modalityFields(modalities: readonly Modality[]): ModalityFields {
  const out: Record<string, string | number> = {};
  for (const m of modalities) {
    out[modalityField.percent(m.key)] = m.percent;
    out[modalityField.title(m.key)] = m.title;
    out[modalityField.description(m.key)] = m.description;
  }
  return out as ModalityFields;
}

/** The stored row as settings.get answers it; each field falls back to its default on its own. */
export function toSettingsAnswer(row: SettingsRow): SettingsAnswer {
  const brand = resolveBrand({
    color_slider: row.colorSlider,
    color_badge: row.colorBadge,
    emphasis_people: row.emphasisPeople,
    emphasis_people_shadow: row.emphasisPeopleShadow,
  });
  const simulators = resolveSimulatorDefaults(row);
  return {
    name: row.name,
    nome_curto: row.shortName ?? null,
    avatar_black: row.avatarBlack,
    avatar_white: row.avatarWhite,
    avatar_mark: row.markImage ?? null,
    color_slider: brand.colors.slider,
    color_badge: brand.colors.badge,
    emphasis_people: brand.colors.emphasisPeople,
    emphasis_people_shadow: brand.colors.emphasisPeopleShadow,
    whatsapp: row.whatsapp,
    administradora_nome: row.administradoraName ?? null,
    administradora_cnpj: row.administradoraCnpj ?? null,
    imovel: { ...simulators.imovel, ...proposalFields(row.imovelDefaults) },
    veiculo: { ...simulators.veiculo, ...proposalFields(row.veiculoDefaults) },
    ...modalityFields(simulators.modalities),
    // One source and date for the six percents (each stored modality carries them).
    modalidadesFonte: simulators.modalities[0]?.source ?? null,
    modalidadesData: isoToBrDate(simulators.modalities[0]?.readOn),
  };
}

export type FieldErrors = Record<string, string[]>;

/** An empty FieldErrors with a null prototype: a field named "constructor" is only a key here. */
export function noFieldErrors(): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  return errors;
}

/**
 * A simulator's saved defaults with a partial update on top, checked as a whole (the bid against the
 * saldo, the contemplation month against the group's term). Errors are keyed "imovel.win".
 */
function mergeSimulator<T extends ImovelSettings | VeiculoSettings>(
  prefix: "imovel" | "veiculo",
  current: T,
  patch: ImovelPatch | VeiculoPatch,
  errors: FieldErrors,
): T {
  const merged = { ...current, ...patch } as T;
  const { group, isSelected, modalitiesSelected, monthTableSelected, ...params } = merged;
  const schema = prefix === "imovel" ? imovelParamsSchema : veiculoParamsSchema;
  const result = schema.safeParse(params);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = [prefix, ...issue.path.map(String)].join(".");
      (errors[key] ??= []).push(issue.message);
    }
    return current;
  }
  return { ...result.data, group, isSelected, modalitiesSelected, monthTableSelected } as T;
}

/** Prisma data for an update, or the per-field errors that refuse it (nothing is written then). */
export function applyUpdate(
  current: SettingsAnswer,
  update: SettingsUpdate,
): { ok: true; data: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors } {
  const errors = noFieldErrors();
  const data: Record<string, unknown> = {};
  const columns = {
    name: "name",
    nome_curto: "shortName",
    avatar_white: "avatarWhite",
    avatar_black: "avatarBlack",
    avatar_mark: "markImage",
    color_slider: "colorSlider",
    color_badge: "colorBadge",
    emphasis_people: "emphasisPeople",
    emphasis_people_shadow: "emphasisPeopleShadow",
    whatsapp: "whatsapp",
    administradora_nome: "administradoraName",
    administradora_cnpj: "administradoraCnpj",
  } as const;
  for (const field of keysOf(columns)) {
    const value = update[field];
    if (value !== undefined) data[columns[field]] = value;
  }
  if (update.imovel) data.imovelDefaults = mergeSimulator("imovel", current.imovel, update.imovel, errors);
  if (update.veiculo) data.veiculoDefaults = mergeSimulator("veiculo", current.veiculo, update.veiculo, errors);

  const sourceChanged = "modalidadesFonte" in update || "modalidadesData" in update;
  if (
    sourceChanged ||
    MODALITY_KEYS.some((key) =>
      [modalityField.percent(key), modalityField.title(key), modalityField.description(key)].some((f) => f in update),
    )
  ) {
    const source = update.modalidadesFonte !== undefined ? update.modalidadesFonte : current.modalidadesFonte;
    const readOn = update.modalidadesData !== undefined ? update.modalidadesData : brToIsoDate(current.modalidadesData);
    data.modalities = MODALITY_KEYS.map((key) => ({
      key,
      percent: update[modalityField.percent(key)] ?? current[modalityField.percent(key)],
      title: update[modalityField.title(key)] ?? current[modalityField.title(key)],
      description: update[modalityField.description(key)] ?? current[modalityField.description(key)],
      source,
      readOn,
    }));
  }
  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, data };
}
