import { clientSchema, phoneSchema } from "~/features/clients";
import { plainText } from "~/lib/control-chars";
import { isRecord } from "~/lib/json";
import { formatPercentShort } from "~/lib/format";
import { rejectMisleadingClaims } from "~/features/compliance";
import { imovelParamsSchema, simulateInputSchema, veiculoParamsSchema } from "~/features/simulators";
import * as z from "zod";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included
import { exploreLimitsSchema, exploreVariantSchema } from "./explore-bounds";
import { proposalVariant } from "./explore";
import { DEFAULT_SECTIONS, type Sections } from "~/features/settings";
import { PROPOSAL_STATUSES, RESPONSE_STATUSES } from "./status";
import { storedResultsSchema } from "./stored-results";
import { storedVerdictSchema } from "./verdict-schema";

/*
 * Schemas of the proposals feature, shared by the generator form, the public "Tenho interesse" form
 * and the tRPC procedures. Forms send "" for an empty optional field: it is stored as null.
 */

/** Which parts of the simulation the client sees (scenarios follow the params' own toggles). */
export const sectionsSchema = z.object({
  scenarios: z.boolean(),
  modalities: z.boolean(),
  monthTable: z.boolean(),
});
// Compile-time check that the schema and the zod-free type (./sections) describe the same object.
type _SectionsMatch = [z.infer<typeof sectionsSchema>, Sections] extends [Sections, z.infer<typeof sectionsSchema>]
  ? true
  : never;
const _sectionsMatch: _SectionsMatch = true;
export { DEFAULT_SECTIONS, type Sections };

/**
 * What the seller fills in on /propostas/generate: create and update take the same draft. Without
 * `sections`, create starts from the seller's defaults for the kind (settings) and update keeps the
 * proposal's own.
 */
const proposalDraftFields = z.object({
  client: clientSchema,
  /** The client picked in the generator; without it the client is found by phone or e-mail, or created. */
  clientId: z.string().min(1).max(40).optional(),
  group: z
    .string()
    .trim()
    .max(60, { error: "O grupo pode ter no máximo 60 caracteres." })
    .superRefine(plainText())
    .superRefine(rejectMisleadingClaims("Grupo"))
    .transform((v) => v || "all")
    .default("all"),
  sections: sectionsSchema.optional(),
  simulation: simulateInputSchema,
  /** What the client may change on the public page (absent: the bid only, within what the simulation allows). */
  explore: exploreLimitsSchema.nullable().optional(),
});
type DraftFields = Pick<z.output<typeof proposalDraftFields>, "simulation" | "explore">;
/** Hundredths of a point: the bid the generator shows ("35,5 %") against the limits typed beside it. */
const within = (value: number, min: number, max: number) =>
  Math.round(value * 100) >= Math.round(min * 100) && Math.round(value * 100) <= Math.round(max * 100);
const pctText = (value: number) => formatPercentShort(value);

/**
 * The limits the client may explore hold the proposal's own choice: its bid within the bid range and,
 * when the term may change, its term within the term range (else the public page would open on an
 * option the client could not choose, and an answer could make a version outside its own limits).
 */
function limitsHoldOwnChoice(draft: DraftFields, ctx: z.RefinementCtx) {
  const limits = draft.explore;
  if (!limits) return;
  const own = proposalVariant(draft.simulation.params);
  if (!within(own.bidPct, limits.bidMinPct, limits.bidMaxPct)) {
    ctx.addIssue({
      code: "custom",
      path: ["explore", own.bidPct < limits.bidMinPct ? "bidMinPct" : "bidMaxPct"],
      message: `O lance desta proposta (${pctText(own.bidPct)} do crédito) precisa estar entre o lance mínimo e o máximo que o cliente pode escolher.`,
    });
  }
  if (
    limits.termMin !== null &&
    limits.termMax !== null &&
    (own.prazo < limits.termMin || own.prazo > limits.termMax)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["explore", own.prazo < limits.termMin ? "termMin" : "termMax"],
      message: `O prazo desta proposta (${own.prazo}\u00a0meses) precisa estar entre o prazo mínimo e o máximo que o cliente pode escolher.`,
    });
  }
}

export const proposalDraftSchema = proposalDraftFields.superRefine(limitsHoldOwnChoice);
export type ProposalDraftInput = z.input<typeof proposalDraftSchema>;
export type ProposalDraft = z.output<typeof proposalDraftSchema>;
/** A draft whose sections are settled (given, or the defaults filled in). */
export type SettledDraft = ProposalDraft & { sections: Sections };

export const proposalIdSchema = z.object({ id: z.string().min(1).max(40) });
export const updateProposalSchema = proposalDraftFields
  .extend({ id: z.string().min(1).max(40) })
  .superRefine(limitsHoldOwnChoice);

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Data inválida (use AAAA-MM-DD)." })
  // A calendar day that exists (not 2026-02-31): the same day back from UTC's calendar.
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    {
      error: "Data inválida (use AAAA-MM-DD).",
    },
  );

export const listProposalsSchema = z.object({
  search: z.string().trim().max(100).optional(),
  kind: z.enum(["imovel", "veiculo"]).optional(),
  status: z.enum(PROPOSAL_STATUSES).optional(),
  /** Days in São Paulo, inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export type ListProposalsInput = z.input<typeof listProposalsSchema>;

/** The public "Tenho interesse" form. `website` is a honeypot: people never see or fill it. */
export const respondSchema = z.object({
  token: z.string().min(16).max(64),
  name: z
    .string({ error: "Informe seu nome." })
    .trim()
    .min(2, { error: "Informe seu nome." })
    .max(120, { error: "O nome pode ter no máximo 120 caracteres." })
    .superRefine(plainText()),
  phone: phoneSchema,
  message: z
    .string()
    .trim()
    .max(1000, { error: "A mensagem pode ter no máximo 1.000 caracteres." })
    .superRefine(plainText({ multiline: true }))
    .default(""),
  website: z.string().max(200).optional(),
  /** "Quero esta opção": the variant the client chose on the page. */
  variant: exploreVariantSchema.optional(),
});
export type RespondInput = z.input<typeof respondSchema>;

export const responseStatusSchema = z.object({ id: z.string().min(1).max(40), status: z.enum(RESPONSE_STATUSES) });

/* ---------- outputs ---------- */

const kindSchema = z.enum(["imovel", "veiculo"]);

/** What qualifies a proposal's first claim in the seller's list (the Proposal row's verdictDetail). */
export const verdictDetailSchema = z.object({
  /** The typed rate of the claim's financing path, % a.a. */
  typedAnnualPct: z.number(),
  typedKind: z.enum(["saves", "costs-more", "even"]),
  /** financing − consórcio outlay at the typed rate, centavos. */
  typedCents: z.number().int(),
  /** financing − consórcio wealth at the end, at the claim's basis, centavos. */
  wealthCents: z.number().int(),
});
export type VerdictDetail = z.infer<typeof verdictDetailSchema>;

export const proposalSummarySchema = z.object({
  id: z.string(),
  kind: kindSchema,
  clientName: z.string(),
  /** How greetings address the client: their "Como chamar", else derived from the name. */
  clientCallName: z.string(),
  clientPhone: z.string().nullable(),
  clientEmail: z.string().nullable(),
  clientId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  creditCents: z.number().int(),
  savingCents: z.number().int(),
  /** The first claim's kind and basis (null before the verdict was saved with proposals). */
  verdictKind: z.enum(["saves", "costs-more", "even"]).nullable(),
  verdictBasis: z.enum(["typed", "market"]).nullable(),
  verdictDetail: verdictDetailSchema.nullable(),
  instalmentCents: z.number().int(),
  currentVersion: z.number().int(),
  publicToken: z.string(),
  revokedAt: z.date().nullable(),
  viewCount: z.number().int(),
  firstViewedAt: z.date().nullable(),
  lastViewedAt: z.date().nullable(),
  responseCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

export const proposalListSchema = z.object({
  items: z.array(proposalSummarySchema),
  nextCursor: z.string().nullable(),
});

/** What a version stores beside its kind and parameters, the same for both kinds. */
const storedInputsFields = {
  group: z.string(),
  client: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    document: z.string().nullable(),
  }),
  sections: sectionsSchema,
  /** Each rate used with its source and date, as saved (rates/sources.ts); absent in proposals saved before the rates had sources. */
  rateSources: z.array(z.string()).optional(),
  /** The administradora (name, CNPJ) of the settings when the version was saved; absent in older ones. */
  administradora: z.object({ name: z.string().nullable(), cnpj: z.string().nullable() }).optional(),
  /** The seller's limits for the client's variants (the exploration); absent in older versions. */
  explore: exploreLimitsSchema.nullable().optional(),
  /** The verdict as computed when the version was saved (./verdict.ts); absent in older ones. */
  verdict: storedVerdictSchema.optional(),
  /**
   * False for a version saved before the correction index was a parameter (engine 2026.11.1): its
   * parameters read with the simulator's default index, which the seller never chose, so the
   * disclosures name the contract's. Set on reading, kept by a duplicate; absent otherwise.
   */
  namesIndex: z.literal(false).optional(),
};

/** A stored document whose parameters have no correction index: marked so (`namesIndex`) before its defaults fill one in. */
function markUnnamedIndex(raw: unknown): unknown {
  if (!isRecord(raw) || !isRecord(raw.params) || "correctionIndex" in raw.params) return raw;
  return { ...raw, namesIndex: false };
}

/**
 * The proposal as a version stores it (its `inputs`; the engine's results beside it, read by their
 * engine version's reader, ./stored-results.ts): one discriminated union on `kind`, so the parameters
 * are the engine's own for the kind (`ImovelParams` | `VeiculoParams`, the simulator's schemas: every
 * stored engine version's parameters parse into today's, the fields added since taking their
 * defaults) and no reader casts them back.
 */
export const proposalDocumentSchema = z.preprocess(
  markUnnamedIndex,
  z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("imovel"), params: imovelParamsSchema, ...storedInputsFields }),
    z.object({ kind: z.literal("veiculo"), params: veiculoParamsSchema, ...storedInputsFields }),
  ]),
);
export type ProposalDocument = z.infer<typeof proposalDocumentSchema>;
/** A version's `inputs`: the proposal document. */
export type SnapshotInputs = ProposalDocument;

export const snapshotSchema = z.object({
  version: z.number().int(),
  engineVersion: z.string(),
  createdAt: z.date(),
  inputs: proposalDocumentSchema,
  /** Read through the reader of the engine version that wrote them (./stored-results). */
  results: storedResultsSchema,
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const proposalDetailSchema = proposalSummarySchema.extend({
  clientDocument: z.string().nullable(),
  snapshot: snapshotSchema,
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;

export const responseItemSchema = z.object({
  id: z.string(),
  proposalId: z.string(),
  /** The proposal's client, its link and figures: the WhatsApp button's templates and timeline entry. */
  proposalClientId: z.string(),
  proposalPublicToken: z.string().nullable(),
  proposalCreditCents: z.number().int(),
  proposalInstalmentCents: z.number().int(),
  proposalClientName: z.string(),
  /** The proposal's client e-mail, for the e-mail shortcut (the form itself asks no e-mail). */
  proposalClientEmail: z.string().nullable(),
  proposalKind: kindSchema,
  sellerName: z.string(),
  name: z.string(),
  /** How the templates call them ("Ana Luísa"), derived from `name` on the server. */
  callName: z.string(),
  phone: z.string(),
  message: z.string(),
  /** The answer is a "Quero esta opção": the seller can make it the proposal's next version. */
  hasVariant: z.boolean(),
  status: z.enum(RESPONSE_STATUSES),
  createdAt: z.date(),
});
export type ResponseItem = z.infer<typeof responseItemSchema>;
