import { SimulationValidationError } from "./errors";

/**
 * Contemplation odds from a group's recent assemblies, as typed by the seller from the
 * administradora's statement. The model is deliberately simple so anyone can check it by hand:
 *
 *   pDraw = Σ drawWinners / Σ activeCotas                       (pooled draw rate)
 *   k     = assemblies with bidWinners > 0 and lowestWinningBidPct ≤ bidPct
 *   pBid  = k / n, with the Wilson score interval at 80 % (z = 1.2815515655446004)
 *   p     = pDraw + (1 − pDraw) · pBid                           (per assembly; same for each end)
 *   P(m)  = 1 − (1 − p)^m                                         (one assembly a month)
 *   medianMonth = the first month with P(m) ≥ 0.5, or null
 *
 * Assumptions (shown to the client in one sentence, CONTEMPLATION_ASSUMPTIONS):
 * - the group is stationary: the next assemblies look like the recorded ones (same draw rate, same
 *   lowest winning bids);
 * - assemblies are independent of one another, one a month;
 * - the client offers the same bid (as % of the credit) in every assembly until contemplated, and a
 *   bid at or above an assembly's lowest winning bid would have won that assembly.
 * An assembly where someone won by bid but the lowest winning bid was not recorded never counts as a
 * bid this client would have won (it cannot be checked); a lowest bid typed for an assembly with no
 * bid winner is ignored.
 */

export const MIN_ASSEMBLIES = 6;
export const WILSON_Z_80 = 1.2815515655446004;
export const MAX_ODDS_MONTHS = 600;

export const CONTEMPLATION_ASSUMPTIONS =
  "Estimativa supondo que o grupo continue como nas assembleias registradas, que cada assembleia mensal seja independente e que você ofereça este mesmo lance todos os meses.";

export interface AssemblyRecord {
  /** ISO date (yyyy-mm-dd) of the assembly; the model does not use it beyond counting. */
  date: string;
  activeCotas: number;
  drawWinners: number;
  bidWinners: number;
  /** % of the credit; null when nobody won by bid (or it was not recorded). */
  lowestWinningBidPct: number | null;
}

export interface ContemplationOddsInput {
  history: readonly AssemblyRecord[];
  bidPct: number;
  months: number;
}

export interface OddsPoint {
  month: number;
  probability: number;
  low: number;
  high: number;
}

export interface ContemplationOdds {
  perMonth: OddsPoint[];
  pDraw: number;
  pBid: number;
  pBidLow: number;
  pBidHigh: number;
  medianMonth: number | null;
}

/** Refusal the UI explains: too few assemblies to say anything honest. */
export class InsufficientHistoryError extends Error {
  readonly code = "INSUFFICIENT_HISTORY" as const;
  readonly assemblies: number;
  readonly minimum = MIN_ASSEMBLIES;

  constructor(assemblies: number) {
    super(`São necessárias pelo menos ${MIN_ASSEMBLIES} assembleias para estimar as chances; há ${assemblies}.`);
    this.name = "InsufficientHistoryError";
    this.assemblies = assemblies;
  }
}

export function isInsufficientHistoryError(error: unknown): error is InsufficientHistoryError {
  return error instanceof InsufficientHistoryError;
}

function checkCount(value: number, field: string, label: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new SimulationValidationError(field, `${label} deve ser um número inteiro maior ou igual a zero.`);
  }
}

function checkAssembly(a: AssemblyRecord, index: number): void {
  const at = `history[${index}]`;
  checkCount(a.activeCotas, `${at}.activeCotas`, "O número de cotas ativas aptas");
  checkCount(a.drawWinners, `${at}.drawWinners`, "O número de contemplados por sorteio");
  checkCount(a.bidWinners, `${at}.bidWinners`, "O número de contemplados por lance");
  if (a.drawWinners + a.bidWinners > a.activeCotas) {
    throw new SimulationValidationError(`${at}.drawWinners`, "Os contemplados não podem passar do número de cotas ativas aptas.");
  }
  const bid = a.lowestWinningBidPct;
  if (bid !== null && !(Number.isFinite(bid) && bid >= 0 && bid <= 100)) {
    throw new SimulationValidationError(`${at}.lowestWinningBidPct`, "O menor lance vencedor deve estar entre 0 % e 100 % do crédito.");
  }
}

/** Wilson score interval for k successes in n trials, clamped to [0, 1] and around k/n. */
export function wilsonInterval(k: number, n: number, z = WILSON_Z_80): { low: number; high: number } {
  const phat = k / n;
  const z2n = (z * z) / n;
  const centre = (phat + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((phat * (1 - phat)) / n + (z * z) / (4 * n * n));
  // k = 0 and k = n give ends of exactly 0 and 1 on paper; floating point can miss by 1e-17.
  const low = k === 0 ? 0 : Math.min(phat, Math.max(0, centre - half));
  const high = k === n ? 1 : Math.max(phat, Math.min(1, centre + half));
  return { low, high };
}

/** P(contemplated by month m) = 1 − (1 − p)^m. */
const byMonth = (p: number, m: number) => 1 - (1 - p) ** m;

/** A chance per assembly (and its band's ends), as the chance by each month m = 1…months: 1 − (1 − p)^m. */
export interface AssemblyOdds {
  probability: number;
  low: number;
  high: number;
}

/**
 * The curve from one assembly's odds: month 1 of a curve is the per-assembly chance itself, so a
 * page can carry that one point and draw the whole curve (the public page does, instead of shipping
 * every month twice: in the HTML and in the island's props).
 */
export function oddsByMonth({ probability, low, high }: AssemblyOdds, months: number): OddsPoint[] {
  return Array.from({ length: months }, (_, i) => ({
    month: i + 1,
    probability: byMonth(probability, i + 1),
    low: byMonth(low, i + 1),
    high: byMonth(high, i + 1),
  }));
}

/** The engine's rule on a history whose assemblies add up to no active cota: no draw rate exists. */
export const NO_ACTIVE_COTAS_MESSAGE = "As assembleias registradas não têm nenhuma cota ativa apta.";

export function contemplationOdds({ history, bidPct, months }: ContemplationOddsInput): ContemplationOdds {
  if (history.length < MIN_ASSEMBLIES) throw new InsufficientHistoryError(history.length);
  if (!(Number.isFinite(bidPct) && bidPct >= 0 && bidPct <= 100)) {
    throw new SimulationValidationError("bidPct", "O lance deve estar entre 0 % e 100 % do crédito.");
  }
  if (!Number.isInteger(months) || months < 1 || months > MAX_ODDS_MONTHS) {
    throw new SimulationValidationError("months", `O número de meses deve estar entre 1 e ${MAX_ODDS_MONTHS}.`);
  }
  history.forEach(checkAssembly);

  const cotas = history.reduce((s, a) => s + a.activeCotas, 0);
  if (cotas === 0) {
    throw new SimulationValidationError("history", NO_ACTIVE_COTAS_MESSAGE);
  }
  const pDraw = history.reduce((s, a) => s + a.drawWinners, 0) / cotas;

  const n = history.length;
  const k = history.filter((a) => a.bidWinners > 0 && a.lowestWinningBidPct !== null && a.lowestWinningBidPct <= bidPct).length;
  const pBid = k / n;
  const { low: pBidLow, high: pBidHigh } = wilsonInterval(k, n);

  const perAssembly = (bid: number) => pDraw + (1 - pDraw) * bid;
  const p = perAssembly(pBid);
  const pLow = perAssembly(pBidLow);
  const pHigh = perAssembly(pBidHigh);

  const perMonth = oddsByMonth({ probability: p, low: pLow, high: pHigh }, months);
  const medianMonth = perMonth.find((point) => point.probability >= 0.5)?.month ?? null;
  return { perMonth, pDraw, pBid, pBidLow, pBidHigh, medianMonth };
}

/** The months a printed odds table shows (PDF, public page), kept within the term. */
export const ODDS_TABLE_MONTHS = [6, 12, 24, 36, 60] as const;
