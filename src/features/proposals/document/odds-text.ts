import { formatPercent, formatPercentShort } from "~/lib/format";

/** Beside any contemplation odds (page and PDF): no date is ever promised. */
export const NO_GUARANTEE = "Não há garantia de data de contemplação.";

/** Above this, a chance (or a band's end) prints as "mais de 95 %": a finite history never promises. */
export const ODDS_CAP = 0.95;

/** A chance as the client reads it: "37 %", "mais de 95 %", "menos de 1 %"; never "100 %" nor "0 %". */
export function oddsPct(p: number): string {
  if (p > ODDS_CAP) return `mais de ${formatPercentShort(95)}`;
  if (p < 0.01) return `menos de ${formatPercentShort(1)}`;
  return formatPercentShort(Math.round(p * 100));
}

/** The 80 % band: "12 % a 61 %", "62 % a mais de 95 %", or only "mais de 95 %" when both ends are above it. */
export function oddsBand(low: number, high: number): string {
  return low > ODDS_CAP ? oddsPct(low) : `${oddsPct(low)} a ${oddsPct(high)}`;
}

/** When half the chances are reached, in plain words: the first month with 50 % or more. */
export function oddsHeadline(firstMonth: number, medianMonth: number | null, lastMonth: number): string {
  if (medianMonth === null) return `Menos de 50\u00a0% de chance até o mês ${lastMonth}.`;
  if (medianMonth === 1) return `${oddsPct(firstMonth)} de chance já na próxima assembleia.`;
  return `50\u00a0% de chance até o mês ${medianMonth}.`;
}

/** The recorded lowest winning bids, as few decimals as they were typed with: 35,1 %, 38,55 %. */
const bidText = (v: number) => formatPercent(v, Math.abs(v * 10 - Math.round(v * 10)) < 1e-9 ? 1 : 2);

/** What the history says about bids, and how many of them this bid reaches. */
export interface RecordedBids {
  assemblies: number;
  /** Assemblies won by bid with their lowest winning bid recorded. */
  count: number;
  min: number;
  max: number;
  reached: number;
}

/** "Menor lance vencedor: entre 35,1 % e 44,0 % nas 6 assembleias; este lance o teria alcançado em 2 delas." */
export function recordedBidsText({ assemblies, count, min, max, reached }: RecordedBids): string {
  if (count === 0)
    return `Nenhuma das ${assemblies} assembleias teve lance vencedor registrado: a chance é a do sorteio.`;
  const where =
    count === assemblies
      ? `nas ${assemblies} assembleias`
      : `em ${count} das ${assemblies} assembleias (as outras sem lance vencedor registrado)`;
  const range = min === max ? `${bidText(min)} ${where}` : `entre ${bidText(min)} e ${bidText(max)} ${where}`;
  const reach =
    reached === 0
      ? "não o teria alcançado em nenhuma delas"
      : `o teria alcançado ${reached === count ? (count === 1 ? "nela" : `em todas as ${count}`) : reached === 1 ? "em uma delas" : `em ${reached} delas`}`;
  return `Menor lance vencedor: ${range}; este lance ${reach}.`;
}

/** Under SHORT_HISTORY assemblies: the band is wide, and the page says why. */
export function shortHistoryText(assemblies: number, enough: number): string {
  return `Histórico curto (${assemblies} assembleias; o ideal são ${enough} ou mais): a faixa de incerteza é larga.`;
}
