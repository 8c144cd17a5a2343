import * as z from "zod";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included
import { isValidCnpj } from "~/features/accounts";
import { HEX_COLOR } from "~/features/branding";
import { rejectMisleadingClaims } from "~/features/compliance";
import {
  BID_MODES,
  BID_MODE_MESSAGE,
  DEFAULT_MODALITIES,
  MODALITY_KEYS,
  RULES,
  notNumberMessage,
  type ImovelParams,
  type VeiculoParams,
  imovelParamsSchema,
  imovelScenariosSchema,
  veiculoParamsSchema,
  veiculoScenariosSchema,
} from "~/features/simulators";
import {
  DEFAULT_PROPOSAL_FIELDS,
  LIMITS,
  modalityField,
  type ModalityFields,
  type ModalitySourceFields,
  type ProposalFields,
} from "./fields";
import { plainText } from "~/lib/control-chars";
import { modalityReadOnField } from "./modality-date";

export { LIMITS, modalityField, type ModalityFields, type ModalitySourceFields };

/*
 * settings.get / settings.update on the wire, in the spec's field names (product-spec §3): the
 * branding fields, the WhatsApp number, each simulator's parameters (under `imovel` and `veiculo`,
 * with the seed names value, prazo, prazoAc, …, group, isSelected, plus modalitiesSelected and
 * monthTableSelected: the proposal sections a new proposal of that kind starts with, isSelected being
 * the scenarios') and the six modalities as
 * modalidadesPorcent*, modalidadesTitle*, modalidadesDescription*. Every range and message of a
 * simulation parameter comes from the engine's RULES, through the simulators' schemas.
 */

export { DEFAULT_PROPOSAL_FIELDS, type ProposalFields };
export type ImovelSettings = ImovelParams & ProposalFields;
export type VeiculoSettings = VeiculoParams & ProposalFields;

export type SettingsAnswer = {
  name: string;
  /** Headers and the WhatsApp card; null: the name. */
  nome_curto: string | null;
  avatar_black: string | null;
  avatar_white: string | null;
  /** A square mark for small places (phone headers, the WhatsApp card); null: the logo. */
  avatar_mark: string | null;
  color_slider: string;
  color_badge: string;
  emphasis_people: string;
  emphasis_people_shadow: string;
  whatsapp: string | null;
  /** The administradora the seller represents, shown in every proposal's disclosures. */
  administradora_nome: string | null;
  /** Its CNPJ, 14 digits. */
  administradora_cnpj: string | null;
  imovel: ImovelSettings;
  veiculo: VeiculoSettings;
} & ModalityFields &
  ModalitySourceFields;

function textField(label: string, max: number, { multiline = false, min = 1 } = {}) {
  return (
    z
      .string({ error: `${label}: informe um texto.` })
      .trim()
      .min(min, { error: `${label}: preencha este campo.` })
      .max(max, { error: `${label}: use no máximo ${max} caracteres.` })
      // A name shown on a proposal is one line of visible characters; a description keeps its line breaks.
      .superRefine(plainText({ multiline }))
      // Text that reaches a proposal never promises a contemplation or hides the fees.
      .superRefine(rejectMisleadingClaims(label))
  );
}

const colorField = (label: string) =>
  z
    .string({ error: `${label}: informe uma cor no formato #rrggbb.` })
    .transform((s) => s.toLowerCase())
    .pipe(z.string().regex(HEX_COLOR, { error: `${label}: use uma cor no formato #rrggbb (por exemplo #0f9d58).` }));

const CNPJ_MESSAGE = "CNPJ da administradora: confira os 14 dígitos (por exemplo 12.345.678/0001-95).";

/** "" → null; otherwise a valid CNPJ, kept as its 14 digits. */
const cnpjField = z
  .string({ error: CNPJ_MESSAGE })
  .max(30, { error: CNPJ_MESSAGE })
  .nullable()
  .transform((raw, ctx) => {
    if (raw === null || raw.trim() === "") return null;
    if (!isValidCnpj(raw)) {
      ctx.addIssue({ code: "custom", message: CNPJ_MESSAGE });
      return z.NEVER;
    }
    return raw.replace(/\D/g, "");
  });

/** "" → null; otherwise a name like any other text of the proposal. */
const shortNameField = z
  .string()
  .nullable()
  .transform((raw) => (raw === null || raw.trim() === "" ? null : raw))
  .pipe(z.union([z.null(), textField("Nome curto", LIMITS.shortName)]));

const administradoraNameField = z
  .string()
  .nullable()
  .transform((raw) => (raw === null || raw.trim() === "" ? null : raw))
  .pipe(z.union([z.null(), textField("Nome da administradora", 120)]));

const WHATSAPP_MESSAGE = "WhatsApp: informe o número com DDD, por exemplo (11) 98765-4321.";

/** "(11) 98765-4321", "+55 11 98765-4321" → "5511987654321"; "" → null (no number). */
const whatsappField = z
  .string({ error: WHATSAPP_MESSAGE })
  .max(30, { error: WHATSAPP_MESSAGE })
  .nullable()
  .transform((raw, ctx) => {
    if (raw === null || raw.trim() === "") return null;
    if (!/^[\d\s()+.-]+$/.test(raw)) {
      ctx.addIssue({ code: "custom", message: WHATSAPP_MESSAGE });
      return z.NEVER;
    }
    const digits = raw.replace(/\D/g, "");
    const full = digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
    if (!/^55[1-9]{2}9?\d{8}$/.test(full)) {
      ctx.addIssue({ code: "custom", message: WHATSAPP_MESSAGE });
      return z.NEVER;
    }
    return full;
  });

/** A logo is an image uploaded to this account (POST /api/uploads answers its url), or null for none. */
const logoField = z
  .string({ error: "Logotipo: envie uma imagem PNG, JPEG ou WebP." })
  .max(200, { error: "Logotipo: endereço de imagem inválido." })
  .nullable();

const modalityPercentRule = RULES.modalityPercent;
const modalityPercent = z
  .number({ error: notNumberMessage(modalityPercentRule) })
  .min(modalityPercentRule.min, { error: modalityPercentRule.message })
  .max(modalityPercentRule.max, { error: modalityPercentRule.message });

const proposalShape = {
  group: textField("Grupo", LIMITS.group),
  isSelected: z.boolean({ error: "Informe se os cenários entram na proposta." }),
  modalitiesSelected: z.boolean({ error: "Informe se as modalidades de lance entram na proposta." }),
  monthTableSelected: z.boolean({ error: "Informe se a tabela mês a mês entra na proposta." }),
};

/**
 * A shape without its defaults: in a partial update a missing field means "keep what is saved", so
 * a default (the honest-finance fields default to 0) must not be filled in for it.
 */
function withoutDefaults<S extends z.ZodRawShape>(
  shape: S,
): { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K] } {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, schema instanceof z.ZodDefault ? schema.unwrap() : schema]),
  ) as { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K] };
}

// Field-by-field checks of a partial simulator update: the engine's ranges (from the simulators'
// schemas, without their cross-field rules, which need the saved values too; mutations.ts checks
// the merged result with the full schemas).
const imovelPatch = z
  .strictObject({
    ...withoutDefaults(imovelParamsSchema.shape),
    bidMode: z.enum(BID_MODES, { error: BID_MODE_MESSAGE }),
    scenarios: imovelScenariosSchema,
    ...proposalShape,
  })
  .partial();

const veiculoPatch = z
  .strictObject({
    ...withoutDefaults(veiculoParamsSchema.shape),
    bidMode: z.enum(BID_MODES, { error: BID_MODE_MESSAGE }),
    scenarios: veiculoScenariosSchema,
    ...proposalShape,
  })
  .partial();

const modalityShape = Object.fromEntries(
  MODALITY_KEYS.flatMap((key) => {
    const name = DEFAULT_MODALITIES.find((m) => m.key === key)?.title ?? key;
    return [
      [modalityField.percent(key), modalityPercent],
      [modalityField.title(key), textField(`Título (${name})`, LIMITS.modalityTitle)],
      [
        modalityField.description(key),
        textField(`Descrição (${name})`, LIMITS.modalityDescription, { multiline: true }),
      ],
    ];
  }),
) as {
  [K in keyof ModalityFields]: ModalityFields[K] extends number ? typeof modalityPercent : ReturnType<typeof textField>;
};

/** Where the seller read the modality percents: "" → null; otherwise one line, like a name. */
const modalitySourceField = z
  .string()
  .nullable()
  .transform((raw) => (raw === null || raw.trim() === "" ? null : raw))
  .pipe(z.union([z.null(), textField("Fonte dos percentuais", LIMITS.modalitySource)]));

/** settings.update: any subset of settings.get's fields; unknown fields are refused. */
export const settingsUpdateSchema = z
  .strictObject({
    name: textField("Nome da empresa", LIMITS.name),
    nome_curto: shortNameField,
    avatar_black: logoField,
    avatar_white: logoField,
    avatar_mark: logoField,
    color_slider: colorField("Cor principal"),
    color_badge: colorField("Cor dos destaques"),
    emphasis_people: colorField("Cor de ênfase"),
    emphasis_people_shadow: colorField("Sombra da ênfase"),
    whatsapp: whatsappField,
    administradora_nome: administradoraNameField,
    administradora_cnpj: cnpjField,
    imovel: imovelPatch,
    veiculo: veiculoPatch,
    ...modalityShape,
    modalidadesFonte: modalitySourceField,
    modalidadesData: modalityReadOnField,
  })
  .partial();

export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
export type SettingsUpdateInput = z.input<typeof settingsUpdateSchema>;
export type ImovelPatch = z.output<typeof imovelPatch>;
export type VeiculoPatch = z.output<typeof veiculoPatch>;
