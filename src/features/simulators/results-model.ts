import { formatBRL } from "~/lib/format";
import type { ImovelComparisonData, PathSummary, Savings, VeiculoComparisonData } from "./engine";

/*
 * The comparison objects reshaped for the result cards, the comparison table and the wealth chart,
 * so the imóvel and veículo pages share one set of components (the veículo has no SAC and no rent).
 */

export type PathKey = "consorcio" | "price" | "sac";

export interface PathResult {
  key: PathKey;
  label: string;
  summary: PathSummary;
  /** What the consórcio saves over this path (financing only). */
  savings: Savings | null;
}

export interface WealthBar {
  key: string;
  label: string;
  value: number;
  month: number;
}

/** Live from the engine or read from a stored snapshot: the components read no typed columns. */
export type Comparison = ImovelComparisonData | VeiculoComparisonData;

export const PATH_LABELS: Record<PathKey, string> = {
  consorcio: "Consórcio",
  price: "Financiamento PRICE",
  sac: "Financiamento SAC",
};

/**
 * Each path's line pattern on every chart (simulator, public page, PDF): the lines differ by dash as
 * well as by colour, so they stay apart in grey print and for any colour vision. SVG dash arrays.
 */
export const PATH_DASH: Record<PathKey, string | undefined> = { consorcio: undefined, price: "8 4", sac: "2 3" };

/** Column headings, legends and bars, where the path's full name does not fit. */
export const PATH_SHORT_LABELS: Record<PathKey, string> = { consorcio: "Consórcio", price: "PRICE", sac: "SAC" };

export function hasSac(comparison: Comparison): comparison is ImovelComparisonData {
  return "sac" in comparison;
}

export function pathResults(comparison: Comparison): PathResult[] {
  const paths: PathResult[] = [
    { key: "consorcio", label: PATH_LABELS.consorcio, summary: comparison.consorcio.summary, savings: null },
    {
      key: "price",
      label: PATH_LABELS.price,
      summary: comparison.price.summary,
      savings: comparison.savings.overPrice,
    },
  ];
  if (hasSac(comparison)) {
    paths.push({
      key: "sac",
      label: PATH_LABELS.sac,
      summary: comparison.sac.summary,
      savings: comparison.savings.overSac,
    });
  }
  return paths;
}

export interface ComparisonRow {
  label: string;
  kind: "money" | "month";
  /** One value per path, in pathResults order; for "Patrimônio ao final" the month goes beside it. */
  values: number[];
  months?: number[];
  /** Which way is better for the client, to highlight the best path; null: not a ranking. */
  better: "lower" | "higher" | null;
  /** A line under a path's value (the rent a total leaves out), in pathResults order. */
  notes?: (string | null)[];
}

/*
 * The rows rank by what the verdict measures: what leaves the client's pocket. "Total pago" and
 * "Custo além do bem" leave out the rent the consórcio's client pays until the contemplation, so
 * while there is rent they are no ranking (a consórcio "best" there sat under "O consórcio custa
 * mais"), and the consórcio's figure says the rent beside it; "Desembolso total" is the verdict's own
 * measure and ranks.
 */
export function comparisonRows(paths: readonly PathResult[], withRent: boolean): ComparisonRow[] {
  const pick = (f: (s: PathSummary) => number) => paths.map((p) => f(p.summary));
  const rent = withRent ? Math.max(0, ...pick((s) => s.rentPaidWhileWaiting)) : 0;
  const withoutRent =
    rent > 0
      ? paths.map((p) =>
          p.summary.rentPaidWhileWaiting > 0 ? `sem ${formatBRL(p.summary.rentPaidWhileWaiting)} de aluguel` : null,
        )
      : undefined;
  const rows: ComparisonRow[] = [
    { label: "Parcela inicial", kind: "money", values: pick((s) => s.firstInstalment), better: "lower" },
    { label: "Maior parcela", kind: "money", values: pick((s) => s.highestInstalment), better: "lower" },
    { label: "Último pagamento (mês)", kind: "month", values: pick((s) => s.lastPaymentMonth), better: null },
    {
      label: "Total pago",
      kind: "money",
      values: pick((s) => s.totalPaid),
      better: rent > 0 ? null : "lower",
      notes: withoutRent,
    },
    {
      label: "Custo além do bem",
      kind: "money",
      values: pick((s) => s.costBeyondBem),
      better: rent > 0 ? null : "lower",
      notes: withoutRent,
    },
  ];
  if (withRent)
    rows.push({
      label: "Aluguel pago na espera",
      kind: "money",
      values: pick((s) => s.rentPaidWhileWaiting),
      better: null,
    });
  rows.push(
    { label: "Desembolso total", kind: "money", values: pick((s) => s.totalOutlay), better: "lower" },
    {
      label: "Patrimônio ao final",
      kind: "money",
      values: pick((s) => s.wealthAtEnd),
      months: pick((s) => s.wealthMonth),
      better: "higher",
    },
  );
  return rows;
}

/**
 * The paths end in different months (a financing term other than the group's, or a bid that shortens
 * the consórcio): the sentence that says so beside "Patrimônio ao final", so a bar of month 180 is not
 * read as comparable to one of month 220. Null when every path ends in the same month.
 */
export function differentEndsNote(paths: readonly PathResult[]): string | null {
  const months = paths.map((p) => p.summary.wealthMonth);
  if (months.every((m) => m === months[0])) return null;
  const parts = paths.map((p) => `${PATH_SHORT_LABELS[p.key]} no mês ${p.summary.wealthMonth}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}` : parts.join("");
  return `Os caminhos terminam em meses diferentes (${list}): o patrimônio ao final de cada um é o do seu último mês, não do mesmo mês.`;
}

/** Index of the best value of a row, or null when it is no ranking or every path ties. */
export function bestIndex(row: ComparisonRow): number | null {
  if (row.better === null || row.values.length < 2) return null;
  const sign = row.better === "lower" ? 1 : -1;
  let best = 0;
  for (let i = 1; i < row.values.length; i += 1) if (sign * (row.values[i]! - row.values[best]!) < 0) best = i;
  const tie = row.values.filter((v) => Math.abs(v - row.values[best]!) < 0.005).length > 1;
  return tie ? null : best;
}

export function wealthBars(comparison: Comparison): WealthBar[] {
  const bars: WealthBar[] = pathResults(comparison).map((p) => ({
    key: p.key,
    label: PATH_SHORT_LABELS[p.key],
    value: p.summary.wealthAtEnd,
    month: p.summary.wealthMonth,
  }));
  const invest = comparison.scenarios.investInstead;
  if (invest)
    bars.push({
      key: "investInstead",
      label: "Investir em vez de comprar",
      value: invest.balanceAtEnd,
      month: invest.endMonth,
    });
  return bars;
}

/*
 * The headline (the hero card, the generator's save bar, the public page's intro and the PDF) and the
 * path cards share one basis: the engine's savings compare each path's total outlay, which adds the
 * rent the client pays until the contemplation to the consórcio. The cards show that same total, and
 * the words say so, so a headline never contradicts the cards below it.
 */
export interface HeadlineFigure {
  key: PathKey;
  amount: number;
  pct: number | null;
  saves: boolean;
  /** "a menos que o financiamento PRICE" / "a mais que o financiamento PRICE" */
  text: string;
}

export interface Headline {
  /** saves: the consórcio costs less than every financing; costsMore: than none; mixed otherwise. */
  tone: "saves" | "costsMore" | "mixed";
  title: string;
  figures: HeadlineFigure[];
  /** Whether the consórcio's total includes rent paid while waiting. */
  withRent: boolean;
  /** The basis in the client's words. */
  basis: string;
}

export const RENT_BASIS = "incluindo o aluguel até a contemplação";

/** Whether the consórcio's outlay carries rent paid until the contemplation. */
export function outlayHasRent(paths: readonly PathResult[]): boolean {
  return paths.some((p) => p.summary.rentPaidWhileWaiting > 0);
}

export function headline(paths: readonly PathResult[]): Headline {
  const withRent = outlayHasRent(paths);
  const figures = paths.flatMap((p): HeadlineFigure[] => {
    if (!p.savings) return [];
    const saves = p.savings.amount >= 0;
    return [
      {
        key: p.key,
        amount: Math.abs(p.savings.amount),
        pct: p.savings.pct === null ? null : Math.abs(p.savings.pct),
        saves,
        text: `${saves ? "a menos" : "a mais"} que o financiamento ${PATH_SHORT_LABELS[p.key]}`,
      },
    ];
  });
  const saving = figures.filter((f) => f.saves).length;
  const tone = saving === figures.length ? "saves" : saving === 0 ? "costsMore" : "mixed";
  const title =
    tone === "saves"
      ? "Economia com o consórcio"
      : tone === "costsMore"
        ? "O consórcio custa mais"
        : "Consórcio × financiamento";
  const basis = `Desembolso total de cada caminho${withRent ? `, ${RENT_BASIS}` : ""}.`;
  return { tone, title, figures, withRent, basis };
}

/** The carta and the credit in hand, each with its month, so a credit in hand never stands above a smaller carta. */
export interface CartaFigures {
  /** The carta as contracted (month 1). */
  today: number;
  /** The carta at the contemplation, corrected by the group's index. */
  atContemplation: number;
  contemplationMonth: number | null;
  embutido: number;
  /** atContemplation − embutido: what buys the bem. */
  inHand: number;
}

export function cartaFigures(schedule: {
  rows: readonly { month: number; credit: number; bid: number }[];
  totals: { creditReceived: number; embutido?: number };
}): CartaFigures {
  const { rows, totals } = schedule;
  const embutido = totals.embutido ?? 0;
  const month =
    rows.find((r) => r.bid > 0)?.month ??
    rows.find((r) => Math.abs(r.credit - totals.creditReceived) < 0.005)?.month ??
    null;
  return {
    today: rows[0]?.credit ?? totals.creditReceived,
    atContemplation: totals.creditReceived,
    contemplationMonth: month,
    embutido,
    inHand: totals.creditReceived - embutido,
  };
}

/** "Carta hoje R$ 780.000,00 · no mês 50 R$ 996.677,00 · você recebe R$ 847.176,00" (the embutido leaves the carta). */
export function cartaSentence(carta: CartaFigures): string {
  const atMonth =
    carta.contemplationMonth !== null && Math.abs(carta.atContemplation - carta.today) >= 0.005
      ? ` · no mês ${carta.contemplationMonth} ${formatBRL(carta.atContemplation)}`
      : "";
  return `Carta hoje ${formatBRL(carta.today)}${atMonth} · você recebe ${formatBRL(carta.inHand)}`;
}
