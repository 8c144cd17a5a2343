import { formatPercentShort, formatRate, NBSP } from "~/lib/format";
import { formatRefDate, monthlyFromAnnualPct } from "./compare";
import type { RatePresets } from "./schema";

/*
 * The BCB's series as presets of the simulators' other rates: the annual correction takes an
 * index's 12-month figure (INCC for imóvel, IPCA for both; a fixed % stays typed), the rent's
 * readjustment the IGP-M's, and the aplicação (% a.m.) and the rentabilidade (% a.a.) the Selic. Each
 * value goes in rounded to 4 decimals, as a seller would type it, so the proposal can later say which
 * preset a saved value came from (./sources.ts).
 */
type Official = RatePresets["official"][number];
type Kind = "imovel" | "veiculo";

export interface OfficialPreset {
  id: string;
  /** The option's text, with the value, its source and reference date. */
  label: string;
  /** What it puts in the form. */
  fields: Record<string, number | string>;
}

const round4 = (x: number) => Number(x.toFixed(4));

/** The correction indices each kind offers, the usual one first. */
const CORRECTION_SERIES: Record<Kind, readonly ("incc" | "ipca")[]> = { imovel: ["incc", "ipca"], veiculo: ["ipca"] };
const INDEX_OF = { incc: "INCC", ipca: "IPCA", igpm: "IGPM" } as const;

/** "INCC-DI 5,12 % em 12 meses (BCB, referência 01/10/2025)". */
export function twelveMonthsText(rate: Official): string {
  return `${rate.label} ${formatPercentShort(rate.twelveMonthsPct ?? Number.NaN)} em 12${NBSP}meses (BCB, referência ${formatRefDate(rate.refDate)})`;
}

/** The value a preset puts in each field, by the series it comes from. */
export function presetValue(
  rate: Official,
  field: "correction" | "igpm" | "aplicacao" | "rentabilidadeAnual",
): number | null {
  if (field === "aplicacao") return rate.series === "selic" ? round4(monthlyFromAnnualPct(rate.value)) : null;
  if (field === "rentabilidadeAnual") return rate.series === "selic" ? round4(rate.value) : null;
  return rate.twelveMonthsPct === null ? null : round4(rate.twelveMonthsPct);
}

export function correctionPresets(official: readonly Official[], kind: Kind): OfficialPreset[] {
  return CORRECTION_SERIES[kind].flatMap((series) => {
    const rate = official.find((o) => o.series === series);
    const value = rate && presetValue(rate, "correction");
    if (!rate || value === null || value === undefined) return [];
    return [
      {
        id: `correction-${series}`,
        label: twelveMonthsText(rate),
        fields: { correctionIndex: INDEX_OF[series], correction: value },
      },
    ];
  });
}

/** Presets of the scenarios' rates, only for the fields the simulator has. */
export function scenarioPresets(official: readonly Official[], fieldNames: readonly string[]): OfficialPreset[] {
  const out: OfficialPreset[] = [];
  const igpm = official.find((o) => o.series === "igpm");
  const igpmValue = igpm && presetValue(igpm, "igpm");
  if (fieldNames.includes("igpm") && igpm && igpmValue !== null && igpmValue !== undefined) {
    out.push({ id: "igpm", label: `Reajuste do aluguel: ${twelveMonthsText(igpm)}`, fields: { igpm: igpmValue } });
  }
  const selic = official.find((o) => o.series === "selic");
  if (selic) {
    const selicText = `Selic ${formatRate(selic.value, "a.a.", 2)} (BCB, ${formatRefDate(selic.refDate)})`;
    if (fieldNames.includes("aplicacao")) {
      out.push({
        id: "aplicacao",
        label: `Rendimento da aplicação: ${selicText}, ${formatRate(presetValue(selic, "aplicacao") ?? 0, "a.m.", 4)}`,
        fields: { aplicacao: presetValue(selic, "aplicacao") ?? 0 },
      });
    }
    if (fieldNames.includes("rentabilidadeAnual")) {
      out.push({
        id: "rentabilidadeAnual",
        label: `Rentabilidade do investimento: ${selicText}`,
        fields: { rentabilidadeAnual: presetValue(selic, "rentabilidadeAnual") ?? 0 },
      });
    }
  }
  return out;
}
