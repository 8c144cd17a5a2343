/*
 * The Banco Central do Brasil's public time series (SGS, Sistema Gerenciador de Séries Temporais):
 * GET {base}/dados/serie/bcdata.sgs.{code}/dados/ultimos/{n}?formato=json answers
 * [{ "data": "01/11/2016", "valor": "0.1430" }, …], the reference date as dd/mm/yyyy and the value
 * with a decimal point. Pure: parsing and the series this product uses (issue 23).
 */
export const SGS_BASE_URL = "https://api.bcb.gov.br";

export const SGS_SERIES = {
  selic: { code: 432, label: "Selic (meta)", unit: "% a.a." },
  tr: { code: 226, label: "TR", unit: "% a.m." },
  ipca: { code: 433, label: "IPCA", unit: "% a.m." },
  incc: { code: 192, label: "INCC-DI", unit: "% a.m." },
  igpm: { code: 189, label: "IGP-M", unit: "% a.m." },
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
