import { formatRefDate, monthlyFromAnnualPct } from "./compare";
import type { RatePresets } from "./schema";

/*
 * Each rate a proposal uses, with its source and date (issue 23): "TR 2,06 % a.a.: BCB, TR de 0,17 %
 * a.m. em 28/11/2025". A rate is attributed to a preset when it is the value the simulator's preset
 * puts in the field (4 decimals); anything else was typed, and says so. Written when the proposal is
 * saved, from the presets of that moment, so the proposal keeps saying where its figures came from.
 */
const MATCH = 5e-5;
const pt = (x: number, digits = 4) => x.toLocaleString("pt-BR", { maximumFractionDigits: digits });
const annualOf = (monthlyPct: number) => ((1 + monthlyPct / 100) ** 12 - 1) * 100;

export function rateSources(params: Record<string, unknown>, kind: "imovel" | "veiculo", presets: RatePresets): string[] {
  const paths: Array<["price" | "sac", string]> = kind === "imovel" ? [["price", "PRICE"], ["sac", "SAC"]] : [["price", "PRICE"]];
  const tr = presets.official.find((o) => o.series === "tr");
  const banks = presets.banks.filter((b) => b.kind === kind);
  const lines: string[] = [];
  for (const [prefix, name] of paths) {
    const juros = params[`${prefix}Juros`];
    if (typeof juros === "number") {
      const bank = banks.find((b) => Math.abs(monthlyFromAnnualPct(b.annualRatePct) - juros) < MATCH);
      lines.push(bank
        ? `Juros do ${name} ${pt(juros)} % a.m.: ${bank.bank}, a partir de ${pt(bank.annualRatePct, 2)} % a.a., conferida em ${formatRefDate(bank.checkedAt)}`
        : `Juros do ${name} ${pt(juros)} % a.m.: informada pelo vendedor`);
    }
    const trValue = params[`${prefix}Tr`];
    if (typeof trValue === "number") {
      lines.push(tr && Math.abs(annualOf(tr.value) - trValue) < MATCH
        ? `TR do ${name} ${pt(trValue)} % a.a.: BCB, TR de ${pt(tr.value)} % a.m. em ${formatRefDate(tr.refDate)}`
        : `TR do ${name} ${pt(trValue)} % a.a.: informada pelo vendedor`);
    }
  }
  return lines;
}
