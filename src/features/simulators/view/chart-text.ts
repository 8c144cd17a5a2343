import { formatBRL } from "~/lib/format";

/**
 * What a screen reader gets instead of a chart: a one-paragraph summary and a table, both built
 * from the very points the chart draws (the downsampled series), with every value read as money.
 */

export type TextSeries<K extends string> = { key: K; label: string };
type Point<K extends string> = { month: number } & { [P in K]?: number | null };

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** "Consórcio: de R$ 1.000,00 no mês 1 a R$ 0,00 no mês 200; maior valor R$ 1.500,00 no mês 50." */
export function chartSummary<K extends string>(points: readonly Point<K>[], series: readonly TextSeries<K>[]): string {
  const parts: string[] = [];
  for (const { key, label } of series) {
    const present = points.flatMap((p) => {
      const value = p[key];
      return isNumber(value) ? [{ month: p.month, value }] : [];
    });
    const first = present[0];
    const last = present.at(-1);
    if (!first || !last) {
      parts.push(`${label}: sem valores.`);
      continue;
    }
    const peak = present.reduce((best, p) => (p.value > best.value ? p : best), first);
    parts.push(
      `${label}: de ${formatBRL(first.value)} no mês ${first.month} a ${formatBRL(last.value)} no mês ${last.month}; ` +
        `maior valor ${formatBRL(peak.value)} no mês ${peak.month}.`,
    );
  }
  return parts.join(" ");
}

/** `header` heads each row (read with every cell), `head` the columns, the first one over the headers. */
export type ChartTable = { head: string[]; rows: { header: string; cells: string[] }[] };

/** One row per drawn point: the month, then each series as "R$ 1.234,56" ("—" where none is drawn). */
export function chartTable<K extends string>(
  points: readonly Point<K>[],
  series: readonly TextSeries<K>[],
): ChartTable {
  return {
    head: ["Mês", ...series.map((s) => s.label)],
    rows: points.map((p) => ({
      header: `mês ${p.month}`,
      cells: series.map(({ key }) => {
        const value = p[key];
        return isNumber(value) ? formatBRL(value) : "—";
      }),
    })),
  };
}
