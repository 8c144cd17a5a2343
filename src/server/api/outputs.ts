import { MODALITY_KEYS, imovelParamsSchema, veiculoParamsSchema } from "~/features/simulators";
import { AccountStatus, LegalDocument, Plan, Role, SessionKind, Theme, UploadKind } from "~/generated/prisma/enums";
import type { ModalityFields } from "~/features/settings";
import * as z from "zod";

/*
 * What the auth, users, settings, uploads, payments and admin procedures answer (`.output()`), so the
 * wire shape is checked where it leaves, not only trusted from the feature's inferred type. tRPC
 * already refuses at compile time a handler whose result does not fit its schema; z.object drops
 * any field a schema does not name, so a field added to a feature must be added here to reach the
 * client (the router integration tests read the fields the screens use).
 * clients.* and proposals.* keep theirs in their features' schema.ts.
 */

export const okOutput = z.object({ ok: z.literal(true) });

const planName = z.enum(["basic", "stardard", "premium"]);
const accessReason = z.enum(["paid", "grace", "pending", "overdue", "suspended", "cancelled"]);
const accountAccess = z.object({ active: z.boolean(), reason: accessReason });
const personRef = z.object({ name: z.string(), email: z.string() });

// auth ------------------------------------------------------------------------------------------

export const currentUserOutput = z.object({
  id: z.string(),
  name: z.string(),
  /** How the app greets the person ("Ana Luísa" for "Ana Luísa Ferraz"), derived on the server. */
  call_name: z.string(),
  email: z.string(),
  role: z.enum(Role),
  theme: z.enum(Theme),
  color_slider: z.string().nullable(),
  color_badge: z.string().nullable(),
  avatar_white: z.string().nullable(),
  avatar_black: z.string().nullable(),
  avatar_mark: z.string().nullable(),
  brand_name: z.string().nullable(),
  brand_short_name: z.string().nullable(),
  terms: z.boolean(),
  active: z.boolean(),
  plan: planName,
  account: z.object({ id: z.string(), name: z.string(), status: z.enum(AccountStatus) }),
});

export const apiTokenOutput = z.object({ token: z.string(), expiresAt: z.date() });

export const liveSessionsOutput = z.array(
  z.object({
    id: z.string(),
    userName: z.string(),
    kind: z.enum(SessionKind),
    device: z.string(),
    lastSeenAt: z.date(),
    startedAt: z.date(),
    mine: z.boolean(),
    current: z.boolean(),
  }),
);

export const outboxOutput = z.array(
  z.object({ id: z.string(), createdAt: z.date(), to: z.string(), subject: z.string(), text: z.string() }),
);

// users -----------------------------------------------------------------------------------------

export const termsOutput = z.object({ terms: z.literal(true) });
export const themeOutput = z.object({ theme: z.enum(Theme) });

export const teamMemberOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(Role),
  createdAt: z.date(),
  emailVerifiedAt: z.date().nullable(),
});

export const deletedOutput = z.object({ deleted: z.enum(["user", "account"]) });

/** The LGPD export's job row as the seller polls it (the JSON itself comes from /api/users/export/<id>). */
export const dataExportOutput = z.object({
  id: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  processed: z.number().int(),
  total: z.number().int(),
  expiresAt: z.date(),
});

// settings and uploads --------------------------------------------------------------------------

const proposalFields = z.object({
  group: z.string(),
  isSelected: z.boolean(),
  modalitiesSelected: z.boolean(),
  monthTableSelected: z.boolean(),
});
const modalityOutput = z.object({
  key: z.enum(MODALITY_KEYS),
  percent: z.number(),
  title: z.string(),
  description: z.string(),
  source: z.string().nullish(),
  readOn: z.string().nullish(),
});
// Written out: the compiler then checks every stored modality field is here, with its type.
const modalityFields = {
  modalidadesPorcentSorteio: z.number(),
  modalidadesTitleSorteio: z.string(),
  modalidadesDescriptionSorteio: z.string(),
  modalidadesPorcentFixo: z.number(),
  modalidadesTitleFixo: z.string(),
  modalidadesDescriptionFixo: z.string(),
  modalidadesPorcentFidelidade1: z.number(),
  modalidadesTitleFidelidade1: z.string(),
  modalidadesDescriptionFidelidade1: z.string(),
  modalidadesPorcentFidelidade2: z.number(),
  modalidadesTitleFidelidade2: z.string(),
  modalidadesDescriptionFidelidade2: z.string(),
  modalidadesPorcentFidelidade3: z.number(),
  modalidadesTitleFidelidade3: z.string(),
  modalidadesDescriptionFidelidade3: z.string(),
  modalidadesPorcentEspecial50: z.number(),
  modalidadesTitleEspecial50: z.string(),
  modalidadesDescriptionEspecial50: z.string(),
} satisfies { [K in keyof ModalityFields]: ModalityFields[K] extends number ? z.ZodNumber : z.ZodString };

export const settingsOutput = z.object({
  name: z.string(),
  avatar_black: z.string().nullable(),
  avatar_white: z.string().nullable(),
  avatar_mark: z.string().nullable(),
  color_slider: z.string(),
  color_badge: z.string(),
  emphasis_people: z.string(),
  emphasis_people_shadow: z.string(),
  whatsapp: z.string().nullable(),
  nome_curto: z.string().nullable(),
  administradora_nome: z.string().nullable(),
  modalidadesFonte: z.string().nullable(),
  modalidadesData: z.string().nullable(),
  administradora_cnpj: z.string().nullable(),
  // The engine's own schemas: every stored default was resolved through them before it is answered.
  imovel: z.intersection(imovelParamsSchema, proposalFields),
  veiculo: z.intersection(veiculoParamsSchema, proposalFields),
  ...modalityFields,
});

const sections = z.object({ scenarios: z.boolean(), modalities: z.boolean(), monthTable: z.boolean() });

export const simulatorDefaultsOutput = z.object({
  imovel: imovelParamsSchema,
  veiculo: veiculoParamsSchema,
  modalities: z.array(modalityOutput),
  sections: z.object({ imovel: sections, veiculo: sections }),
});

export const pdfImagesOutput = z.array(
  z.object({
    id: z.string(),
    kind: z.enum(UploadKind),
    url: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    position: z.number().int(),
  }),
);

// payments and admin ----------------------------------------------------------------------------

const plan = z.enum(Plan);
const paymentRow = z.object({
  mpPaymentId: z.string(),
  amountCents: z.number().int(),
  paidAt: z.date(),
  periodEnd: z.date(),
});

export const pricesOutput = z.object({
  two_users: z.number().int(),
  five_users: z.number().int(),
  ten_users: z.number().int(),
});
export const checkoutOutput = z.object({ init_point: z.string() });
export const cancelOutput = z.object({ cancelAt: z.date() });

export const billingStatusOutput = z.object({
  plan,
  planName,
  seats: z.union([z.literal(2), z.literal(5), z.literal(10)]),
  priceCents: z.number().int(),
  seatsInUse: z.number().int(),
  status: z.enum(AccountStatus),
  access: accountAccess,
  paidThrough: z.date().nullable(),
  cancelAt: z.date().nullable(),
  owner: personRef.nullable(),
  payments: z.array(paymentRow),
});

export const adminAccountsOutput = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    document: z.string(),
    plan,
    status: z.enum(AccountStatus),
    paidThrough: z.date().nullable(),
    cancelAt: z.date().nullable(),
    createdAt: z.date(),
    owner: personRef.nullable(),
    seatsInUse: z.number().int(),
    access: accountAccess,
  }),
);

export const adminAccountOutput = z.object({
  id: z.string(),
  name: z.string(),
  payments: z.array(paymentRow),
  termsAcceptances: z.array(
    z.object({
      document: z.enum(LegalDocument),
      version: z.string(),
      acceptedAt: z.date(),
      ip: z.string().nullable(),
      user: z.object({ email: z.string() }),
    }),
  ),
  events: z.array(
    z.object({
      kind: z.string(),
      detail: z.string().nullable(),
      actorName: z.string().nullable(),
      createdAt: z.date(),
    }),
  ),
  subscriptions: z.array(
    z.object({ id: z.string(), plan, amountCents: z.number().int(), status: z.string(), createdAt: z.date() }),
  ),
});

const adjustment = {
  id: z.string(),
  createdAt: z.date(),
  effectiveFrom: z.date(),
  basisPoints: z.number().int(),
  createdById: z.string(),
  createdByName: z.string(),
};
const planPrice = z.object({ plan, priceCents: z.number().int() });

export const adjustmentsOutput = z.object({
  history: z.array(z.object({ ...adjustment, prices: z.array(planPrice) })),
  prices: z.array(planPrice),
});

export const appliedAdjustmentOutput = z.object({
  ...adjustment,
  prices: z.array(planPrice.extend({ id: z.string(), effectiveFrom: z.date(), adjustmentId: z.string() })),
});
