import { formatPercent } from "~/lib/format";
import { saoPauloDay } from "~/lib/sao-paulo-day";
import { SGS_BASE_URL, sgsUrl } from "./sgs";
import { keysOf } from "~/lib/json";

/*
 * The market reference of each kind of bem: the Banco Central's average rate on new loans to
 * individuals, monthly, in % a.a. (effective). The verdict states its first claim at this rate when the
 * typed one is far above it.
 *
 * The series. Their codes and titles were NOT read from the BCB's own metadata here (this machine has
 * no internet); they are as public material that fetches them quotes them:
 * - 20772 "Taxa média de juros das operações de crédito com recursos direcionados - Pessoas físicas -
 *   Financiamento imobiliário com taxas de mercado" (% a.a., mensal). The imóvel reference: what a bank
 *   charges on housing outside the regulated rates.
 * - 20773 the same, "Financiamento imobiliário com taxas reguladas" (% a.a., mensal): the SFH's loans,
 *   shown beside it under the simulator's rate fields (usually lower).
 *   Both titles as a public script quotes them ("códigos e nomes conferidos no portal de dados abertos do
 *   Banco Central", fetching api.bcb.gov.br/dados/serie/bcdata.sgs.<code>); 20772 as the market-rate
 *   mortgage series, distinct from the regulated one, also in the tests of a public BCB collector.
 * - 20749 "Taxa média de juros das operações de crédito com recursos livres - Pessoas físicas -
 *   Aquisição de veículos" (% a.a., mensal): github.com/pCruvinel/octoapps,
 *   src/content/help/analise-previa-veiculos.md; github.com/SidneyBissoli/bcb-br-mcp, src/tools.ts
 *   ("Taxa média de juros - Aquisição de veículos - PF").
 * - 25471, the same modality in % a.m. (the monthly twin of 20749, in the 254xx block of the same
 *   modalities in % a.m.). Its points are shown with their effective annual equivalent,
 *   (1 + i)^12 − 1: 1,97 % a.m. = 26,38 % a.a.
 * Anyone can check them on the metadata pages:
 * https://www3.bcb.gov.br/sgspub/consultarmetadados/consultarMetadadosSeries.do?method=consultarMetadadosSeriesInternet&hdOidSerieSelecionada=<code>
 *
 * The release ships the last published point it knows of each (SHIPPED), so a fresh install, an
 * offline server and the tests have one; the daily job (./refresh.ts) stores newer points and the
 * newest wins. A reference older than STALE_AFTER_MONTHS says its age wherever it is named
 * ("de jul/2026, há 4 meses"): referenceWhen() is the one wording every surface uses.
 */

export type MarketKind = "imovel" | "veiculo";
export type MarketSeries = "housingMarket" | "housingRegulated" | "vehicle" | "vehicleMonthly";

export const MARKET_SERIES = {
  housingMarket: { code: 20772, label: "taxa média do financiamento imobiliário a taxas de mercado (pessoas físicas)" },
  housingRegulated: {
    code: 20773,
    label: "taxa média do financiamento imobiliário a taxas reguladas, SFH (pessoas físicas)",
  },
  vehicle: { code: 20749, label: "taxa média do financiamento de veículos (pessoas físicas)" },
  vehicleMonthly: { code: 25471, label: "taxa média do financiamento de veículos, %\u00a0a.m. (pessoas físicas)" },
} as const satisfies Record<MarketSeries, { code: number; label: string }>;

/** Every market series (the OfficialRate rows' `series`). */
export const MARKET_SERIES_KEYS: MarketSeries[] = keysOf(MARKET_SERIES);

/**
 * The series each kind's verdict is stated against: the newest point among them wins. A vehicle has
 * two, the % a.a. series and its % a.m. twin (the BCB sometimes publishes one ahead of the other); on
 * the same month the % a.a. one wins, as published, with no conversion.
 */
export const REFERENCE_SERIES: Record<MarketKind, readonly MarketSeries[]> = {
  imovel: ["housingMarket"],
  veiculo: ["vehicle", "vehicleMonthly"],
};

/** The series published in % a.m. (their points are stored as published and converted to % a.a. here). */
const MONTHLY_SERIES: ReadonlySet<MarketSeries> = new Set(["vehicleMonthly"]);

/** The SGS address of a series' last point, where anyone can check the figure. */
export const sgsSourceUrl = (code: number) => sgsUrl(SGS_BASE_URL, code, 1);

/**
 * The last published point of each series this release knows, as published (% a.a., or % a.m. for
 * the monthly twin), from ../shared/data/bcb-reference-rates.md, which names the capture each came
 * from:
 * - housingMarket (20772): 14,28 % a.a. in jul/2026, a stored capture of the API's own answer (with
 *   mai/2026 14,33 and jun/2026 14,31).
 * - housingRegulated (20773): 10,92 % a.a. in jul/2026, a table quoting the series.
 * - vehicle (20749): 27,3 % a.a. in ago/2025, the BCB's monthly note of 29/09/2025 as the press
 *   reported it; no 2026 point of this series was found, so the % a.m. twin is the newer reference.
 * - vehicleMonthly (25471): 1,97 % a.m. in jun/2026 (26,38 % a.a.), notes of calls to the live API.
 */
export const SHIPPED: Record<MarketSeries, { value: number; refMonth: string }> = {
  housingMarket: { value: 14.28, refMonth: "2026-07" },
  housingRegulated: { value: 10.92, refMonth: "2026-07" },
  vehicle: { value: 27.3, refMonth: "2025-08" },
  vehicleMonthly: { value: 1.97, refMonth: "2026-06" },
};

/** The BCB publishes a month's averages about four weeks later: older than this, the value is stale. */
export const STALE_AFTER_MONTHS = 3;

/** Structurally the engine's MarketReference (the verdict takes it as is), plus what the surfaces print. */
export interface MarketRate {
  /** Effective annual rate, % a.a. */
  annualPct: number;
  /** The month the rate refers to, "yyyy-mm". */
  refMonth: string;
  series: number;
  sourceUrl: string;
  key: MarketSeries;
  label: string;
  /** True when the reference month is more than STALE_AFTER_MONTHS before today. */
  stale: boolean;
  /** "release": the value shipped with this version; "bcb": a point the job stored. */
  origin: "release" | "bcb";
  /** The published % a.m. when the series is a monthly one (annualPct is its (1 + i)^12 − 1); else null. */
  monthlyPct: number | null;
}

/** A stored point of a market series (OfficialRate rows), newest first or in any order. */
export interface StoredPoint {
  series: string;
  refDate: Date;
  value: number;
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** "2025-08" → "ago/2025". */
export function referenceMonthLabel(refMonth: string): string {
  const [year, month] = refMonth.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? "?"}/${year}`;
}

const monthIndex = (refMonth: string) => {
  const [year, month] = refMonth.split("-").map(Number);
  return (year ?? 0) * 12 + (month ?? 1) - 1;
};

/** São Paulo's current month as "yyyy-mm". */
export const saoPauloMonth = (now: Date) => saoPauloDay(now).slice(0, 7);

/** Whole months from the reference month to São Paulo's current month (jul/2026 seen in nov/2026: 4). */
export function referenceAgeMonths(refMonth: string, now: Date): number {
  return monthIndex(saoPauloMonth(now)) - monthIndex(refMonth);
}

export function isStale(refMonth: string, now: Date): boolean {
  return referenceAgeMonths(refMonth, now) > STALE_AFTER_MONTHS;
}

const annualOf = (monthlyPct: number) => ((1 + monthlyPct / 100) ** 12 - 1) * 100;

/** The newest of the stored points and the shipped value of one series. */
export function marketRate(key: MarketSeries, stored: readonly StoredPoint[] = [], now = new Date()): MarketRate {
  const { code, label } = MARKET_SERIES[key];
  const newest = stored
    .filter((p) => p.series === key && Number.isFinite(p.value) && p.value > 0)
    .reduce<StoredPoint | null>((best, p) => (best === null || p.refDate > best.refDate ? p : best), null);
  const storedMonth = newest ? newest.refDate.toISOString().slice(0, 7) : null;
  const useStored =
    newest !== null && storedMonth !== null && monthIndex(storedMonth) >= monthIndex(SHIPPED[key].refMonth);
  const value = useStored ? newest.value : SHIPPED[key].value;
  const refMonth = useStored ? storedMonth : SHIPPED[key].refMonth;
  const monthly = MONTHLY_SERIES.has(key);
  return {
    key,
    label,
    series: code,
    refMonth,
    sourceUrl: sgsSourceUrl(code),
    stale: isStale(refMonth, now),
    annualPct: monthly ? annualOf(value) : value,
    monthlyPct: monthly ? value : null,
    origin: useStored ? "bcb" : "release",
  };
}

/** The reference a kind's verdict is stated against: the newest of its series (the first on a tie). */
export function marketReferenceFor(
  kind: MarketKind,
  stored: readonly StoredPoint[] = [],
  now = new Date(),
): MarketRate {
  return REFERENCE_SERIES[kind]
    .map((key) => marketRate(key, stored, now))
    .reduce((best, rate) => (monthIndex(rate.refMonth) > monthIndex(best.refMonth) ? rate : best));
}

/**
 * When the reference is from, as every surface that names it says it: "de jul/2026", and its age once
 * it is more than STALE_AFTER_MONTHS old, "de jul/2026, há 4 meses" (São Paulo's month).
 */
export function referenceWhen(rate: Pick<MarketRate, "refMonth">, now = new Date()): string {
  const age = referenceAgeMonths(rate.refMonth, now);
  const month = referenceMonthLabel(rate.refMonth);
  return age > STALE_AFTER_MONTHS ? `de ${month}, há ${age}\u00a0meses` : `de ${month}`;
}

/** The rate as published: "14,28 % a.a.", or "26,38 % a.a. (1,97 % a.m.)" for a monthly series. */
export function referenceRate(rate: Pick<MarketRate, "annualPct"> & { monthlyPct?: number | null }): string {
  const annual = `${formatPercent(rate.annualPct)}\u00a0a.a.`;
  return rate.monthlyPct == null ? annual : `${annual} (${formatPercent(rate.monthlyPct)}\u00a0a.m.)`;
}

/** "14,28 % a.a. (Banco Central, SGS 20772, de jul/2026)", with its age when old. */
export function referenceText(rate: MarketRate, now = new Date()): string {
  return `${referenceRate(rate)} (Banco Central, SGS ${rate.series}, ${referenceWhen(rate, now)})`;
}
