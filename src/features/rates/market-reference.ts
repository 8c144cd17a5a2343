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
 *   ("Taxa média de juros - Aquisição de veículos - PF"). Its % a.m. twin is 25471 (the 254xx block of
 *   the same modalities in % a.m.); the product reads the % a.a. one and derives the monthly rate.
 * Anyone can check them on the metadata pages:
 * https://www3.bcb.gov.br/sgspub/consultarmetadados/consultarMetadadosSeries.do?method=consultarMetadadosSeriesInternet&hdOidSerieSelecionada=<code>
 *
 * The release ships the last value it knows of each (SHIPPED), so a fresh install, an offline server
 * and the tests have one; the daily job (./refresh.ts) stores newer points and the newest wins. A value
 * older than STALE_AFTER_MONTHS says so ("última taxa conhecida, de ago/2025"), and a shipped value
 * that is an estimate, not a point read from the series, says that instead.
 */

export type MarketKind = "imovel" | "veiculo";
export type MarketSeries = "housingMarket" | "housingRegulated" | "vehicle";

export const MARKET_SERIES = {
  housingMarket: { code: 20772, label: "taxa média do financiamento imobiliário a taxas de mercado (pessoas físicas)" },
  housingRegulated: { code: 20773, label: "taxa média do financiamento imobiliário a taxas reguladas, SFH (pessoas físicas)" },
  vehicle: { code: 20749, label: "taxa média do financiamento de veículos (pessoas físicas)" },
} as const satisfies Record<MarketSeries, { code: number; label: string }>;

/** Every market series (the OfficialRate rows' `series`). */
export const MARKET_SERIES_KEYS = Object.keys(MARKET_SERIES) as MarketSeries[];

/** The series each kind's verdict is stated against. */
export const REFERENCE_SERIES: Record<MarketKind, MarketSeries> = { imovel: "housingMarket", veiculo: "vehicle" };

/** The SGS address of a series' last point, where anyone can check the figure. */
export const sgsSourceUrl = (code: number) => `https://api.bcb.gov.br/dados/serie/bcdata.sgs.${code}/dados/ultimos/1?formato=json`;

/**
 * The last values this release knows, and whether each is a published figure or an estimate.
 * - vehicle: 27,3 % a.a. in ago/2025, published: the BCB's Estatísticas Monetárias e de Crédito of
 *   29/09/2025 as the press reported it ("O juro médio no crédito para aquisição de veículos permaneceu
 *   em 27,3 %", Estadão Conteúdo on bol.uol.com.br, 29/09/2025) — the modality series 20749 measures.
 * - housingMarket (20772) and housingRegulated (20773): NOT VERIFIED. No published value of either series
 *   for any month was found in the material searched (the BCB's notes as reported give the total and
 *   free-credit averages, not these; bank price lists of 2025 quote 11–12,2 % a.a. + TR for new loans).
 *   12 and 10,1 % a.a. are estimates of the level around ago/2025, flagged `estimated`: the surfaces
 *   say "estimativa", never "Banco Central's figure", until the job stores the series' own points.
 */
export const SHIPPED: Record<MarketSeries, { annualPct: number; refMonth: string; estimated: boolean }> = {
  housingMarket: { annualPct: 12, refMonth: "2025-08", estimated: true },
  housingRegulated: { annualPct: 10.1, refMonth: "2025-08", estimated: true },
  vehicle: { annualPct: 27.3, refMonth: "2025-08", estimated: false },
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
  /** A shipped estimate, not a point read from the series (see SHIPPED). */
  estimated: boolean;
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
function currentMonth(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" }).formatToParts(now);
  return `${parts.find((p) => p.type === "year")?.value}-${parts.find((p) => p.type === "month")?.value}`;
}

export function isStale(refMonth: string, now: Date): boolean {
  return monthIndex(currentMonth(now)) - monthIndex(refMonth) > STALE_AFTER_MONTHS;
}

/** The newest of the stored points and the shipped value of one series. */
export function marketRate(key: MarketSeries, stored: readonly StoredPoint[] = [], now = new Date()): MarketRate {
  const { code, label } = MARKET_SERIES[key];
  const newest = stored
    .filter((p) => p.series === key && Number.isFinite(p.value) && p.value > 0)
    .reduce<StoredPoint | null>((best, p) => (best === null || p.refDate > best.refDate ? p : best), null);
  const storedMonth = newest ? newest.refDate.toISOString().slice(0, 7) : null;
  const useStored = newest !== null && storedMonth !== null && monthIndex(storedMonth) >= monthIndex(SHIPPED[key].refMonth);
  const annualPct = useStored ? newest.value : SHIPPED[key].annualPct;
  const refMonth = useStored ? storedMonth : SHIPPED[key].refMonth;
  return {
    key, label, series: code, annualPct, refMonth, sourceUrl: sgsSourceUrl(code), stale: isStale(refMonth, now),
    origin: useStored ? "bcb" : "release",
    estimated: !useStored && SHIPPED[key].estimated,
  };
}

/** The reference a kind's verdict is stated against. */
export function marketReferenceFor(kind: MarketKind, stored: readonly StoredPoint[] = [], now = new Date()): MarketRate {
  return marketRate(REFERENCE_SERIES[kind], stored, now);
}

/** "de ago/2025", "última taxa conhecida, de ago/2025" when stale, or the estimate said as such. */
export function referenceWhen(rate: Pick<MarketRate, "refMonth" | "stale" | "estimated">): string {
  return rate.estimated
    ? `estimativa para ${referenceMonthLabel(rate.refMonth)}, ainda não lida da série`
    : `${rate.stale ? "última taxa conhecida, " : ""}de ${referenceMonthLabel(rate.refMonth)}`;
}

/** "12 % a.a. (BCB, SGS 20772, de ago/2025)", with "última taxa conhecida" when stale. */
export function referenceText(rate: MarketRate): string {
  const pct = rate.annualPct.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
  const when = referenceWhen(rate);
  return `${pct} % a.a. (Banco Central, SGS ${rate.series}, ${when})`;
}
