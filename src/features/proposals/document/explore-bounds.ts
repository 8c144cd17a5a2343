import { z } from "zod";
import { formatBRL, formatMonths, formatPercentShort } from "~/lib/format";
import { maxBidPct, type ImovelParams, type VeiculoParams } from "~/features/simulators";

/** What the client may change on the public proposal, and within which limits. */
export interface ExploreBounds {
  /** Total bid, % of the credit. */
  bidMinPct: number;
  bidMaxPct: number;
  embutidoMaxPct: number;
  /** FGTS in the bid (imóvel only). */
  fgts: boolean;
  /** The proposal's term; fixed unless `term` is set. */
  prazo: number;
  term: { min: number; max: number } | null;
}

/** The client's choice: the bid's parts and the term. */
export const exploreVariantSchema = z.object({
  bidPct: z
    .number({ error: "Informe o lance em % do crédito." })
    .min(0, { error: "O lance não pode ser negativo." })
    .max(200, { error: "O lance deve ser de no máximo 200\u00a0% do crédito." }),
  embutidoPct: z
    .number({ error: "Informe o lance embutido em % do crédito." })
    .min(0, { error: "O lance embutido não pode ser negativo." })
    .max(100, { error: "O lance embutido deve ser de no máximo 100\u00a0% do crédito." }),
  fgtsLance: z
    .number({ error: "Informe o FGTS em reais." })
    .min(0, { error: "O FGTS não pode ser negativo." })
    .max(100_000_000, { error: "O FGTS deve ser de no máximo R$\u00a0100.000.000,00." }),
  prazo: z
    .number({ error: "Informe o prazo em meses." })
    .int({ error: "O prazo deve ser um número inteiro de meses." })
    .min(1, { error: "O prazo deve ser de pelo menos 1\u00a0mês." })
    .max(420, { error: "O prazo deve ser de no máximo 420\u00a0meses." }),
});
export type ExploreVariant = z.infer<typeof exploreVariantSchema>;

/**
 * What the seller lets the client change, saved with the proposal (absent: the bid from 0 up to what
 * the simulation allows, the term fixed).
 */
export const exploreLimitsSchema = z
  .object({
    bidMinPct: z
      .number()
      .min(0, { error: "O lance mínimo não pode ser negativo." })
      .max(100, { error: "O lance mínimo deve ser de no máximo 100\u00a0%." }),
    bidMaxPct: z
      .number()
      .min(0, { error: "O lance máximo não pode ser negativo." })
      .max(100, { error: "O lance máximo deve ser de no máximo 100\u00a0%." }),
    termMin: z.number().int().min(1).max(420).nullable(),
    termMax: z.number().int().min(1).max(420).nullable(),
  })
  .refine((l) => l.bidMinPct <= l.bidMaxPct, {
    path: ["bidMaxPct"],
    error: "O lance máximo deve ser maior ou igual ao mínimo.",
  })
  .refine((l) => l.termMin === null || l.termMax === null || l.termMin <= l.termMax, {
    path: ["termMax"],
    error: "O prazo máximo deve ser maior ou igual ao mínimo.",
  });
export type ExploreLimits = z.infer<typeof exploreLimitsSchema>;

/** The highest total bid the simulation allows, % of the credit (the saldo at contemplation). */
export function maxBidPctOfCredit(params: ImovelParams | VeiculoParams): number {
  return Math.min(100, maxBidPct(params.ta, params.prazo, params.prazoAc));
}

/** Floors to two decimals, so a bound shown as "71,74 %" is a value the engine accepts. */
const floor2 = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

export function exploreBounds(
  kind: "imovel" | "veiculo",
  params: ImovelParams | VeiculoParams,
  limits?: ExploreLimits | null,
): ExploreBounds {
  const ceiling = floor2(maxBidPctOfCredit(params));
  const term =
    limits && limits.termMin !== null && limits.termMax !== null ? { min: limits.termMin, max: limits.termMax } : null;
  return {
    bidMinPct: Math.min(limits?.bidMinPct ?? 0, ceiling),
    bidMaxPct: Math.min(limits?.bidMaxPct ?? ceiling, ceiling),
    embutidoMaxPct: params.embutidoMax,
    fgts: kind === "imovel",
    prazo: params.prazo,
    term,
  };
}

const pctText = (value: number) => formatPercentShort(value);

/** The chosen variant in one pt-BR line: the answer's message, the timeline and the seller's list. */
export function describeVariant(variant: ExploreVariant): string {
  const parts = [
    variant.embutidoPct > 0 ? `embutido ${pctText(variant.embutidoPct)}` : null,
    variant.fgtsLance > 0 ? `FGTS ${formatBRL(variant.fgtsLance)}` : null,
  ].filter(Boolean);
  return `Quero esta opção: lance de ${pctText(variant.bidPct)} do crédito${parts.length ? ` (${parts.join(", ")})` : ""}, prazo de ${formatMonths(variant.prazo)}.`;
}

/** The variant's hidden fields of the no-JavaScript form (./interesse); undefined for "Tenho interesse". */
export function variantFromForm(form: URLSearchParams): ExploreVariant | undefined {
  if (!form.has("bidPct")) return undefined;
  const read = (name: string) => (form.get(name)?.trim() ? Number(form.get(name)) : Number.NaN);
  return {
    bidPct: read("bidPct"),
    embutidoPct: read("embutidoPct"),
    fgtsLance: read("fgtsLance"),
    prazo: read("prazo"),
  };
}
