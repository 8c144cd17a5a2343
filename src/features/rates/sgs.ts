/*
 * The Banco Central do Brasil's public time series (SGS, Sistema Gerenciador de Séries Temporais), as
 * the live API behaves (../shared/data/bcb-reference-rates.md):
 * - GET {base}/dados/serie/bcdata.sgs.{code}/dados/ultimos/{n}?formato=json answers
 *   [{ "data": "01/07/2026", "valor": "14.28" }, …]: both strings, the date dd/mm/yyyy (monthly
 *   series on the 1st), the value with a decimal point. A blank `valor` happens: that point is skipped.
 * - `ultimos/N` refuses N > 20 with HTTP 400; a date range
 *   (…/dados?formato=json&dataInicial=dd/MM/aaaa&dataFinal=dd/MM/aaaa) has no cap.
 * - A range with no points answers 404 ("Value(s) not found"): no new data, not a failure.
 * Pure: URLs, parsing and the series this product uses (./refresh.ts does the calls).
 */
import { keysOf, recordOf } from "~/lib/json";
export const SGS_BASE_URL = "https://api.bcb.gov.br";

/** The most points `ultimos/N` gives (a larger N answers 400). */
export const SGS_MAX_LAST = 20;

/** `window`: the points fetched each day; the monthly indices keep 12, to state their 12-month figure. */
export const SGS_SERIES = {
  selic: { code: 432, label: "Selic (meta)", unit: "% a.a.", window: 1 },
  tr: { code: 226, label: "TR", unit: "% a.m.", window: 1 },
  ipca: { code: 433, label: "IPCA", unit: "% a.m.", window: 12 },
  incc: { code: 192, label: "INCC-DI", unit: "% a.m.", window: 12 },
  igpm: { code: 189, label: "IGP-M", unit: "% a.m.", window: 12 },
  // The verdict's market references (./market-reference.ts says what each series is and where it was checked).
  housingMarket: { code: 20772, label: "Financiamento imobiliário, taxas de mercado", unit: "% a.a.", window: 1 },
  housingRegulated: {
    code: 20773,
    label: "Financiamento imobiliário, taxas reguladas (SFH)",
    unit: "% a.a.",
    window: 1,
  },
  vehicle: { code: 20749, label: "Aquisição de veículos", unit: "% a.a.", window: 1 },
  vehicleMonthly: { code: 25471, label: "Aquisição de veículos (% a.m.)", unit: "% a.m.", window: 1 },
} as const;

export type SgsSeries = keyof typeof SGS_SERIES;
export const SGS_SERIES_KEYS: SgsSeries[] = keysOf(SGS_SERIES);

const seriesUrl = (base: string, code: number) => `${base.replace(/\/$/, "")}/dados/serie/bcdata.sgs.${code}/dados`;

/** The last `last` points (1–SGS_MAX_LAST: the API refuses more). */
export function sgsUrl(base: string, code: number, last = 1): string {
  if (!Number.isInteger(last) || last < 1 || last > SGS_MAX_LAST)
    throw new RangeError(`SGS: ultimos/${last} fora de 1–${SGS_MAX_LAST}`);
  return `${seriesUrl(base, code)}/ultimos/${last}?formato=json`;
}

const ddmmyyyy = (day: Date) =>
  `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;

/** The points from `from` to `to`, both days inclusive (dates at 00:00 UTC of the day; no cap). */
export function sgsRangeUrl(base: string, code: number, from: Date, to: Date): string {
  return `${seriesUrl(base, code)}?formato=json&dataInicial=${ddmmyyyy(from)}&dataFinal=${ddmmyyyy(to)}`;
}

export interface SgsPoint {
  /** The reference date, at 00:00 UTC of that day. */
  refDate: Date;
  value: number;
}

const DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The SGS answer's points; a point with a blank `valor` is skipped (never read as 0). Throws on
 * anything else (an HTML error page, a changed format, a value that is not a number).
 */
export function parseSgs(body: unknown): SgsPoint[] {
  if (!Array.isArray(body) || body.length === 0) throw new Error("SGS: resposta sem pontos");
  return body.flatMap((item: unknown) => {
    const { data, valor } = recordOf(item);
    const day = typeof data === "string" ? DAY.exec(data) : null;
    if (day !== null && (valor === null || (typeof valor === "string" && valor.trim() === ""))) return [];
    if (day === null || typeof valor !== "string" || !NUMBER.test(valor))
      throw new Error(`SGS: ponto ilegível ${JSON.stringify(item)}`);
    const refDate = new Date(Date.UTC(Number(day[3]), Number(day[2]) - 1, Number(day[1])));
    if (refDate.getUTCDate() !== Number(day[1])) throw new Error(`SGS: data inválida ${data}`);
    return [{ refDate, value: Number(valor) }];
  });
}

/**
 * A monthly index's figure for the 12 months ending at its latest point, annualised the way the IBGE
 * and the FGV state it: Π (1 + v/100) − 1, in %. Null unless the 12 latest points are 12 consecutive
 * months (a gap in what was stored would state a wrong year).
 */
export function accumulated12MonthsPct(points: readonly SgsPoint[]): number | null {
  const latest = [...points].sort((a, b) => b.refDate.getTime() - a.refDate.getTime()).slice(0, 12);
  if (latest.length < 12) return null;
  const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
  const first = monthIndex(latest[0]!.refDate);
  if (latest.some((p, i) => monthIndex(p.refDate) !== first - i)) return null;
  return (latest.reduce((acc, p) => acc * (1 + p.value / 100), 1) - 1) * 100;
}
