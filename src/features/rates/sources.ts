import { formatRefDate, monthlyFromAnnualPct } from "./compare";
import { formatRate } from "~/lib/format";
import { presetValue, twelveMonthsText } from "./official-presets";
import type { RatePresets } from "./schema";

/*
 * Each rate a proposal uses, with its source and date: "TR 2,06 % a.a.: BCB, TR de 0,17 %
 * a.m. em 28/11/2025". A rate is attributed to a preset when it is the value the simulator's preset
 * puts in the field (4 decimals); anything else was typed, and says so. Written when the proposal is
 * saved, from the presets of that moment, so the proposal keeps saying where its figures came from.
 * Besides the financing's juros and TR: the consórcio's correction (the 12-month figure of the index
 * it names), the rent's readjustment (IGP-M), the aplicação and the rentabilidade (Selic).
 */
const MATCH = 5e-5;
const annualOf = (monthlyPct: number) => ((1 + monthlyPct / 100) ** 12 - 1) * 100;

export function rateSources(
  params: Record<string, unknown>,
  kind: "imovel" | "veiculo",
  presets: RatePresets,
): string[] {
  const paths: Array<["price" | "sac", string]> =
    kind === "imovel"
      ? [
          ["price", "PRICE"],
          ["sac", "SAC"],
        ]
      : [["price", "PRICE"]];
  const tr = presets.official.find((o) => o.series === "tr");
  const banks = presets.banks.filter((b) => b.kind === kind);
  const lines: string[] = [];
  for (const [prefix, name] of paths) {
    const juros = params[`${prefix}Juros`];
    if (typeof juros === "number") {
      const bank = banks.find((b) => Math.abs(monthlyFromAnnualPct(b.annualRatePct) - juros) < MATCH);
      lines.push(
        bank
          ? `Juros do ${name} ${formatRate(juros, "a.m.", 4)}: ${bank.bank}, a partir de ${formatRate(bank.annualRatePct, "a.a.", 2)}, conferida em ${formatRefDate(bank.checkedAt)}`
          : `Juros do ${name} ${formatRate(juros, "a.m.", 4)}: informada pelo vendedor`,
      );
    }
    const trValue = params[`${prefix}Tr`];
    if (typeof trValue === "number") {
      lines.push(
        tr && Math.abs(annualOf(tr.value) - trValue) < MATCH
          ? `TR do ${name} ${formatRate(trValue, "a.a.", 4)}: BCB, TR de ${formatRate(tr.value, "a.m.", 4)} em ${formatRefDate(tr.refDate)}`
          : `TR do ${name} ${formatRate(trValue, "a.a.", 4)}: informada pelo vendedor`,
      );
    }
  }
  return [...lines, ...otherRateLines(params, presets)];
}

const INDEX_SERIES: Record<string, "incc" | "ipca" | "igpm"> = { INCC: "incc", IPCA: "ipca", IGPM: "igpm" };
const INDEX_NAMES: Record<string, string> = { INCC: "INCC", IPCA: "IPCA", IGPM: "IGP-M", fixo: "percentual fixo" };

function otherRateLines(params: Record<string, unknown>, presets: RatePresets): string[] {
  const official = (series: string) => presets.official.find((o) => o.series === series);
  const line = (
    name: string,
    value: unknown,
    unit: "a.a." | "a.m.",
    series: string | undefined,
    field: Parameters<typeof presetValue>[1],
  ) => {
    if (typeof value !== "number") return [];
    const rate = series ? official(series) : undefined;
    const preset = rate ? presetValue(rate, field) : null;
    const head = `${name} ${formatRate(value, unit, 4)}`;
    if (!rate || preset === null || Math.abs(preset - value) >= MATCH) return [`${head}: informada pelo vendedor`];
    return [
      field === "aplicacao" || field === "rentabilidadeAnual"
        ? `${head}: BCB, ${rate.label} de ${formatRate(rate.value, "a.a.", 2)} em ${formatRefDate(rate.refDate)}`
        : `${head}: ${twelveMonthsText(rate)}`,
    ];
  };
  const index = String(params.correctionIndex ?? "");
  return [
    ...line(
      `Correção anual (${INDEX_NAMES[index] ?? "índice do contrato"})`,
      params.correction,
      "a.a.",
      INDEX_SERIES[index],
      "correction",
    ),
    ...line("Reajuste do aluguel (IGP-M)", params.igpm, "a.a.", "igpm", "igpm"),
    ...line("Rendimento da aplicação", params.aplicacao, "a.m.", "selic", "aplicacao"),
    ...line("Rentabilidade do investimento", params.rentabilidadeAnual, "a.a.", "selic", "rentabilidadeAnual"),
  ];
}
