/*
 * The Banco Central do Brasil's public time series (SGS, Sistema Gerenciador de Séries Temporais):
 * GET {base}/dados/serie/bcdata.sgs.{code}/dados/ultimos/{n}?formato=json answers
 * [{ "data": "01/11/2016", "valor": "0.1430" }, …], the reference date as dd/mm/yyyy and the value
 * with a decimal point. Pure: parsing and the series this product uses.
 */
export const SGS_BASE_URL = "https://api.bcb.gov.br";

/** `window`: the points fetched each day; the monthly indices keep 12, to state their 12-month figure. */
export const SGS_SERIES = {
  selic: { code: 432, label: "Selic (meta)", unit: "% a.a.", window: 1 },
  tr: { code: 226, label: "TR", unit: "% a.m.", window: 1 },
  ipca: { code: 433, label: "IPCA", unit: "% a.m.", window: 12 },
  incc: { code: 192, label: "INCC-DI", unit: "% a.m.", window: 12 },
  igpm: { code: 189, label: "IGP-M", unit: "% a.m.", window: 12 },
  // The verdict's market references (./market-reference.ts says what each series is and where it was checked).
  housingMarket: { code: 20772, label: "Financiamento imobiliário, taxas de mercado", unit: "% a.a.", window: 1 },
  housingRegulated: { code: 20773, label: "Financiamento imobiliário, taxas reguladas (SFH)", unit: "% a.a.", window: 1 },
  vehicle: { code: 20749, label: "Aquisição de veículos", unit: "% a.a.", window: 1 },
} as const;

export type SgsSeries = keyof typeof SGS_SERIES;
export const SGS_SERIES_KEYS = Object.keys(SGS_SERIES) as SgsSeries[];

export function sgsUrl(base: string, code: number, last = 1): string {
  return `${base.replace(/\/$/, "")}/dados/serie/bcdata.sgs.${code}/dados/ultimos/${last}?formato=json`;
}

export interface SgsPoint {
  /** The reference date, at 00:00 UTC of that day. */
  refDate: Date;
  value: number;
}

const DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The SGS answer's points; throws on anything else (an HTML error page, a changed format). */
export function parseSgs(body: unknown): SgsPoint[] {
  if (!Array.isArray(body) || body.length === 0) throw new Error("SGS: resposta sem pontos");
  return body.map((item: unknown) => {
    const { data, valor } = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
    const day = typeof data === "string" ? DAY.exec(data) : null;
    if (day === null || typeof valor !== "string" || !NUMBER.test(valor)) throw new Error(`SGS: ponto ilegível ${JSON.stringify(item)}`);
    const refDate = new Date(Date.UTC(Number(day[3]), Number(day[2]) - 1, Number(day[1])));
    if (refDate.getUTCDate() !== Number(day[1])) throw new Error(`SGS: data inválida ${data}`);
    return { refDate, value: Number(valor) };
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
