import * as z from "zod";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included
import { PLAN_IDS } from "~/features/plans";

export const planInputSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Plano inválido: use two_users, five_users ou ten_users." }),
});

export const accountSearchSchema = z.object({
  query: z.string().trim().max(120).default(""),
});

export const accountIdSchema = z.object({ accountId: z.string().min(1).max(64) });

export const adjustmentSchema = z.object({
  /** The index in percent with up to two decimals (4,62 → 4.62). */
  percent: z
    .number({ error: "Informe o índice em %." })
    .min(-20, { error: "O índice deve estar entre −20\u00a0% e 50\u00a0%." })
    .max(50, { error: "O índice deve estar entre −20\u00a0% e 50\u00a0%." })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: "Use no máximo duas casas decimais." }),
  /** yyyy-mm-dd (America/Sao_Paulo), at least 30 days ahead so clients get the notice. */
  effectiveFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Informe a data de vigência." }),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;
