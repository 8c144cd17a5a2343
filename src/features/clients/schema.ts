import { clientSchema as proposalClientSchema } from "./contact-schema";
import * as z from "zod";
import "~/lib/zod-locale";
import { plainText } from "~/lib/control-chars";
import { CALL_NAME_MAX } from "~/lib/call-name";
import {
  CLIENT_EVENT_KINDS,
  CLIENT_SOURCES,
  CLIENT_STATUSES,
  CONTACT_KINDS,
  LGPD_BASES,
  LOST_REASONS,
  NEXT_CONTACT_FILTERS,
} from "./status";
import { IMPORT_MAX_BASE64, IMPORT_TOO_LARGE_MESSAGE } from "./import-limits";

/*
 * Schemas of the clients feature, shared by its forms and the clients.* procedures. Like the
 * proposal's client fields, "" in an optional field means "not given" and is stored as null.
 */

const id = z.string().min(1).max(40);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Data inválida (use AAAA-MM-DD)." });

function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, { error: message })
    .superRefine(plainText())
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Name, phone, e-mail, CPF: the proposal generator's own rules (one definition of a valid phone). */
export const clientFieldsSchema = proposalClientSchema.extend({
  city: optionalText(80, "A cidade pode ter no máximo 80 caracteres."),
  /** "Como chamar": empty → derived from the name when read (~/lib/call-name). */
  callName: optionalText(CALL_NAME_MAX, `"Como chamar" pode ter no máximo ${CALL_NAME_MAX} caracteres.`),
  source: z
    .enum(CLIENT_SOURCES)
    .nullish()
    .transform((v) => v ?? null),
  notes: z
    .string()
    .trim()
    .max(2000, { error: "As observações podem ter no máximo 2.000 caracteres." })
    .superRefine(plainText({ multiline: true }))
    .default(""),
  nextContactOn: z
    .union([isoDay, z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
  lgpdBasis: z.enum(LGPD_BASES).default("procedimentos_preliminares"),
});
export type ClientFields = z.output<typeof clientFieldsSchema>;

export const updateClientSchema = clientFieldsSchema.extend({ id });
export const clientIdSchema = z.object({ id });

export type { NextContactFilter } from "./status";

export const listClientsSchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  sellerId: id.optional(),
  nextContact: z.enum(NEXT_CONTACT_FILTERS).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(200).default(30),
});
export type ListClientsInput = z.input<typeof listClientsSchema>;

export const setStatusSchema = z
  .object({ id, status: z.enum(CLIENT_STATUSES), lostReason: z.enum(LOST_REASONS).nullish() })
  .refine((v) => v.status !== "perdido" || v.lostReason, { error: "Escolha o motivo da perda.", path: ["lostReason"] });

export const reassignSchema = z.object({ id, sellerId: id });
export const nextContactSchema = z.object({ id, nextContactOn: z.union([isoDay, z.null()]) });
export const noteSchema = z.object({
  id,
  text: z
    .string()
    .trim()
    .min(1, { error: "Escreva a anotação." })
    .max(2000, { error: "A anotação pode ter no máximo 2.000 caracteres." })
    .superRefine(plainText({ multiline: true })),
});
export const contactSchema = z.object({ id, kind: z.enum(CONTACT_KINDS), proposalId: id.optional() });
export const eraseSchema = z.object({ id, confirm: z.literal("EXCLUIR", { error: "Digite EXCLUIR para confirmar." }) });

/** A CSV file as the browser read it (bytes in base64: UTF-8 or Windows-1252 is decided on the server). */
export const importSchema = z.object({
  fileBase64: z.string().min(1).max(IMPORT_MAX_BASE64, { error: IMPORT_TOO_LARGE_MESSAGE }),
  confirm: z.boolean().default(false),
});
export const importIdSchema = z.object({ id });

/* ---------- outputs ---------- */

const statusEnum = z.enum(CLIENT_STATUSES);

/** A board card's extras (board-signals.ts): the last signal of the client and their latest live proposal. */
const boardInfoSchema = z.object({
  /** view/pdf: the device kind; answer: the client's message. */
  lastSignal: z.object({ kind: z.enum(["view", "pdf", "answer"]), at: z.date(), detail: z.string() }).nullable(),
  proposal: z
    .object({ publicToken: z.string(), creditCents: z.number().int(), instalmentCents: z.number().int() })
    .nullable(),
});
export type BoardInfo = z.infer<typeof boardInfoSchema>;

export const clientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How greetings and messages address the client: the typed "Como chamar", else derived from the name. */
  callName: z.string(),
  /** The "Como chamar" the seller typed (null: derived). */
  ownCallName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  status: statusEnum,
  lostReason: z.enum(LOST_REASONS).nullable(),
  nextContactOn: isoDay.nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  lastActivityAt: z.date(),
  lastContactAt: z.date().nullable(),
  proposalCount: z.number().int(),
  erased: z.boolean(),
  /** Lists and "Hoje" only (not a client's own page): what the board card shows at a glance. */
  board: boardInfoSchema.extend({ hot: z.boolean() }).optional(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientListSchema = z.object({ items: z.array(clientSummarySchema), nextCursor: z.string().nullable() });

/** "imported": the client came from a spreadsheet import (at the client's creation). */
export const TIMELINE_KINDS = ["proposal", "version", "answer", "imported", ...CLIENT_EVENT_KINDS] as const;

export const timelineItemSchema = z.object({
  id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  at: z.date(),
  proposalId: z.string().nullable(),
  /** note: its text; status: "<status>[:<reason>]"; view/pdf: device kind; answer: the message; version: its number. */
  detail: z.string(),
  actorName: z.string().nullable(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const clientDetailSchema = clientSummarySchema.extend({
  document: z.string().nullable(),
  source: z.enum(CLIENT_SOURCES).nullable(),
  notes: z.string(),
  lgpdBasis: z.enum(LGPD_BASES),
  lgpdBasisAt: z.date(),
  createdAt: z.date(),
  proposals: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["imovel", "veiculo"]),
      publicToken: z.string(),
      revokedAt: z.date().nullable(),
      creditCents: z.number().int(),
      instalmentCents: z.number().int(),
      viewCount: z.number().int(),
      createdAt: z.date(),
    }),
  ),
  timeline: z.array(timelineItemSchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const todaySchema = z.object({
  due: z.array(clientSummarySchema),
  hot: z.array(clientSummarySchema.extend({ reason: z.enum(["views", "pdf"]) })),
  newAnswers: z.array(
    z.object({
      id: z.string(),
      clientId: z.string().nullable(),
      name: z.string(),
      phone: z.string(),
      message: z.string(),
      createdAt: z.date(),
    }),
  ),
});
export type Today = z.infer<typeof todaySchema>;

export const badgeSchema = z.object({
  due: z.number().int(),
  answers: z.number().int(),
  firstOpens: z.number().int(),
  total: z.number().int(),
});

export const importPreviewSchema = z.object({
  /** The column separator found in the file: ";", "," or a tab. */
  separator: z.enum([";", ",", "\t"]),
  /** Every column as read, so the seller sees how the file was understood before confirming. */
  rows: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      document: z.string().nullable(),
      city: z.string().nullable(),
      source: z.string().nullable(),
      notes: z.string(),
      action: z.enum(["create", "merge", "skip"]),
      errors: z.array(z.string()),
    }),
  ),
  written: z.boolean(),
  created: z.number().int(),
  merged: z.number().int(),
  /** Set once confirmed: the worker's job writing the rows (clients.importStatus follows it). */
  importId: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importStatusSchema = z.object({
  id: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  merged: z.number().int(),
  error: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const csvExportSchema = z.object({ filename: z.string(), csv: z.string() });

export const alertsSchema = z.object({
  unseen: z.number().int(),
  toast: z.array(z.object({ id: z.string(), clientId: z.string(), clientName: z.string(), createdAt: z.date() })),
});
export const alertIdsSchema = z.object({ ids: z.array(id).max(20) });
export const noticesSchema = z.object({ firstOpen: z.boolean(), digest: z.boolean() });
export const templatesOutputSchema = z.object({
  templates: z.array(z.object({ name: z.string(), body: z.string() })),
  custom: z.boolean(),
});
