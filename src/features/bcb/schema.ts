import { z } from "zod";
import { plainText } from "~/lib/control-chars";

/** What the seller typed to find a group: the administradora (name or CNPJ root) and the group's code. */
export const bcbGroupSearchSchema = z.object({
  admin: z
    .string()
    .trim()
    .max(120, { error: "A administradora pode ter no máximo 120 caracteres." })
    .superRefine(plainText()),
  group: z
    .string()
    .trim()
    .min(1, { error: "Informe o código do grupo." })
    .max(40, { error: "O grupo pode ter no máximo 40 caracteres." })
    .superRefine(plainText()),
});

export const bcbGroupKeySchema = z.object({
  cnpjRoot: z.string().regex(/^\d{8}$/, { error: "CNPJ da administradora inválido (8 dígitos da raiz)." }),
  groupCode: z.string().trim().min(1).max(40).superRefine(plainText()),
});

export const bcbGroupMatchSchema = z.object({
  cnpjRoot: z.string(),
  adminName: z.string(),
  groupCode: z.string(),
  segment: z.number().int(),
});
export type BcbGroupMatch = z.infer<typeof bcbGroupMatchSchema>;

export const bcbGroupSearchOutput = z.object({
  dataBase: z.string().nullable(),
  matches: z.array(bcbGroupMatchSchema),
});

export const bcbGroupProfileSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("no-data") }),
  z.object({ status: z.literal("missing"), dataBase: z.string(), label: z.string() }),
  z.object({
    status: z.literal("found"),
    dataBase: z.string(),
    label: z.string(),
    source: z.string(),
    adminName: z.string(),
    cnpjRoot: z.string(),
    groupCode: z.string(),
    segment: z.number().int(),
    termMonths: z.number().int(),
    assembliesHeld: z.number().int(),
    activeQuotas: z.number().int(),
    delinquencyPct: z.number().nullable(),
    adminFeePct: z.number(),
    correctionIndex: z.string().nullable(),
    segmentMedianFeePct: z.number().nullable(),
    segmentAdministradoras: z.number().int(),
    admin: z
      .object({ activeGroups: z.number().int(), activeQuotas: z.number().int(), exclusionPct: z.number().nullable() })
      .nullable(),
    months: z.array(
      z.object({
        dataBase: z.string(),
        label: z.string(),
        contemplated: z.number().int(),
        activeQuotas: z.number().int(),
      }),
    ),
  }),
]);
export type BcbGroupProfile = z.infer<typeof bcbGroupProfileSchema>;

export const bcbLanceSplitSchema = z.object({
  dataBase: z.string(),
  quarter: z.string(),
  uf: z.string(),
  byBid: z.number().int(),
  byDraw: z.number().int(),
  bidPct: z.number(),
  source: z.string(),
});
export type BcbLanceSplit = z.infer<typeof bcbLanceSplitSchema>;

export const bcbImportSchema = z.object({
  id: z.string(),
  kind: z.enum(["monthly", "quarterly_uf"]),
  dataBase: z.string(),
  fileName: z.string(),
  state: z.enum(["loading", "current", "superseded", "failed"]),
  origin: z.string(),
  rowCount: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.date(),
});

export const bcbLinkInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Informe o grupo (como na proposta)." })
    .max(60, { error: "O grupo pode ter no máximo 60 caracteres." })
    .superRefine(plainText()),
  admin: z.string().trim().max(120).superRefine(plainText()),
  cnpjRoot: z.string().regex(/^\d{8}$/, { error: "CNPJ da administradora inválido (8 dígitos da raiz)." }),
  groupCode: z.string().trim().min(1).max(40).superRefine(plainText()),
  uf: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: "Informe a UF com duas letras (por exemplo, SP)." })
    .transform((uf) => uf || null),
});

/** What a proposal shows of its linked group: what the seller typed, the BCB's profile, the quarterly split. */
export const bcbGroupCardSchema = z.object({
  typed: z.object({ name: z.string(), admin: z.string(), groupCode: z.string() }),
  profile: bcbGroupProfileSchema,
  split: bcbLanceSplitSchema.nullable(),
});
export type BcbGroupCard = z.infer<typeof bcbGroupCardSchema>;

export const bcbLinkSchema = z.object({
  key: z.string(),
  name: z.string(),
  adminTyped: z.string(),
  cnpjRoot: z.string(),
  groupCode: z.string(),
  uf: z.string().nullable(),
});
