import * as z from "zod";
import { plainText } from "~/lib/control-chars";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Informe a data em que a taxa foi conferida." });

export const bankRateInputSchema = z.object({
  bank: z
    .string()
    .trim()
    .min(2, { error: "Informe o banco." })
    .max(40, { error: "Nome do banco muito longo (até 40 caracteres)." })
    .superRefine(plainText()),
  kind: z.enum(["imovel", "veiculo"], { error: "Escolha imóvel ou veículo." }),
  annualRatePct: z
    .number({ error: "Informe a taxa em %\u00a0a.a., por exemplo 10,99." })
    .gt(0, { error: "A taxa deve ser maior que zero." })
    .max(60, { error: "Taxa acima de 60\u00a0%\u00a0a.a.: confira o valor digitado." }),
  checkedAt: isoDay,
  sourceUrl: z
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/, error: "Informe o endereço da página do banco (https://…)." }).max(300),
    ])
    .optional(),
});
export type BankRateInput = z.input<typeof bankRateInputSchema>;

export const bankRateSchema = z.object({
  id: z.string(),
  bank: z.string(),
  kind: z.enum(["imovel", "veiculo"]),
  annualRatePct: z.number(),
  checkedAt: z.date(),
  sourceUrl: z.string().nullable(),
});
export type BankRate = z.infer<typeof bankRateSchema>;

export const officialRateSchema = z.object({
  series: z.enum([
    "selic",
    "tr",
    "ipca",
    "incc",
    "igpm",
    "housingMarket",
    "housingRegulated",
    "vehicle",
    "vehicleMonthly",
  ]),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  refDate: z.date(),
  /** A monthly index (IPCA, INCC, IGP-M) over the 12 months to refDate, %; null for the others. */
  twelveMonthsPct: z.number().nullable(),
  source: z.literal("BCB"),
});

export const ratePresetsSchema = z.object({ official: z.array(officialRateSchema), banks: z.array(bankRateSchema) });
export type RatePresets = z.infer<typeof ratePresetsSchema>;
