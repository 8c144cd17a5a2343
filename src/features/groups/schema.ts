import { z } from "zod";
import { plainText } from "~/lib/control-chars";
import { saoPauloDay } from "~/lib/sao-paulo-day";
import { NO_ACTIVE_COTAS_MESSAGE } from "~/features/simulators";

/**
 * A group's history as the seller types it (features/groups): the assemblies read from the
 * administradora's statement, where they were read and when. Shared by the form and the procedures.
 */

export const MAX_ASSEMBLIES = 120;

const isoDay = (label: string) =>
  z
    .string({ error: `${label}: informe a data (DD/MM/AAAA).` })
    // Empty is "not filled", not "invalid": one message, the others not run.
    .min(1, { error: `${label}: informe a data (DD/MM/AAAA).`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}: data inválida (use DD/MM/AAAA).`, abort: true })
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) && new Date(`${day}T12:00:00Z`).toISOString().startsWith(day),
      {
        error: `${label}: data inválida.`,
      },
    )
    .refine((day) => day <= saoPauloDay(new Date()), { error: `${label}: a data não pode estar no futuro.` });

const count = (label: string) =>
  z
    .number({ error: `${label} deve ser um número inteiro maior ou igual a zero.` })
    .int({ error: `${label} deve ser um número inteiro maior ou igual a zero.` })
    .min(0, { error: `${label} deve ser um número inteiro maior ou igual a zero.` })
    .max(1_000_000, { error: `${label} deve ser no máximo 1.000.000.` });

/** An assembly's number as the administradora publishes it (101, 102 …). */
const assemblyNumber = z
  .number({ error: "O número da assembleia deve ser um número inteiro maior que zero." })
  .int({ error: "O número da assembleia deve ser um número inteiro maior que zero." })
  .min(1, { error: "O número da assembleia deve ser um número inteiro maior que zero." })
  .max(100_000, { error: "O número da assembleia deve ser no máximo 100.000." });

export const assemblySchema = z
  .object({
    /** The assembly's number, its date, or both (at least one). */
    number: assemblyNumber.nullable().default(null),
    date: isoDay("Assembleia").nullable().default(null),
    activeCotas: count("O número de cotas ativas aptas"),
    drawWinners: count("O número de contemplados por sorteio"),
    bidWinners: count("O número de contemplados por lance"),
    lowestWinningBidPct: z
      .number({ error: "O menor lance vencedor deve ser um número entre 0\u00a0% e 100\u00a0%." })
      .min(0, { error: "O menor lance vencedor deve estar entre 0\u00a0% e 100\u00a0% do crédito." })
      .max(100, { error: "O menor lance vencedor deve estar entre 0\u00a0% e 100\u00a0% do crédito." })
      .nullable(),
  })
  .superRefine((a, ctx) => {
    if (a.number === null && a.date === null) {
      ctx.addIssue({ code: "custom", path: ["number"], message: "Informe o número ou a data da assembleia." });
    }
    if (a.drawWinners + a.bidWinners > a.activeCotas) {
      ctx.addIssue({
        code: "custom",
        path: ["bidWinners"],
        message: "Os contemplados (sorteio + lance) não podem passar das cotas ativas aptas.",
      });
    }
    if (a.bidWinners === 0 && a.lowestWinningBidPct !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["lowestWinningBidPct"],
        message: "Sem contemplados por lance, deixe o menor lance vencedor vazio.",
      });
    }
  });

export const groupHistoryInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Informe o grupo (como na proposta)." })
    .max(60, { error: "O grupo pode ter no máximo 60 caracteres." })
    .superRefine(plainText()),
  source: z
    .string()
    .trim()
    .min(1, { error: 'Informe a fonte (por exemplo, "extrato da administradora" ou o endereço da página).' })
    .max(300, { error: "A fonte pode ter no máximo 300 caracteres." })
    .superRefine(plainText()),
  readOn: isoDay("Data da leitura"),
  assemblies: z
    .array(assemblySchema)
    .min(1, { error: "Registre pelo menos uma assembleia." })
    .max(MAX_ASSEMBLIES, { error: `Registre no máximo ${MAX_ASSEMBLIES} assembleias.` })
    .superRefine((rows, ctx) => {
      const dates = new Set<string>();
      const numbers = new Set<number>();
      rows.forEach((row, index) => {
        if (row.date !== null && dates.has(row.date))
          ctx.addIssue({
            code: "custom",
            path: [index, "date"],
            message: "Assembleia repetida: já há outra nesta data.",
          });
        if (row.number !== null && numbers.has(row.number))
          ctx.addIssue({
            code: "custom",
            path: [index, "number"],
            message: "Assembleia repetida: já há outra com este número.",
          });
        if (row.date !== null) dates.add(row.date);
        if (row.number !== null) numbers.add(row.number);
      });
      // The engine's rule: with no active cota in any assembly there is no draw rate, so no odds.
      if (rows.length > 0 && rows.every((row) => row.activeCotas === 0)) {
        ctx.addIssue({
          code: "custom",
          path: [],
          message: `${NO_ACTIVE_COTAS_MESSAGE} Informe as cotas ativas aptas de cada assembleia, como no extrato.`,
        });
      }
    }),
});

export type GroupHistoryInput = z.output<typeof groupHistoryInputSchema>;

export const groupHistoryIdSchema = z.object({ id: z.string().min(1).max(40) });
export const saveGroupHistorySchema = groupHistoryInputSchema.extend({ id: z.string().min(1).max(40).optional() });

export const groupHistorySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  readOn: z.string(),
  assemblyCount: z.number().int(),
  /** The latest assembly's date and number (either may be null). */
  lastAssembly: z.object({ number: z.number().int().nullable(), date: z.string().nullable() }).nullable(),
  updatedAt: z.date(),
});
export type GroupHistorySummary = z.infer<typeof groupHistorySummarySchema>;

export const groupHistoryDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  readOn: z.string(),
  assemblies: z.array(
    z.object({
      number: z.number().int().nullable(),
      date: z.string().nullable(),
      activeCotas: z.number().int(),
      drawWinners: z.number().int(),
      bidWinners: z.number().int(),
      lowestWinningBidPct: z.number().nullable(),
    }),
  ),
});
export type GroupHistoryDetail = z.infer<typeof groupHistoryDetailSchema>;

export { assemblyLabel, groupKey } from "./names";
