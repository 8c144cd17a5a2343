import { SimulationValidationError } from "./errors";

/**
 * Contemplation odds from a group's recent assemblies, as typed by the seller from the
 * administradora's statement (docs/contemplation-odds.md says it in a seller's words):
 *
 *   d     = the draw-only chance per assembly: an input of its own (drawChanceFromHistory by default:
 *           (Σ drawWinners + ½) / (Σ activeCotas + 1), the Jeffreys estimate, never exactly 0)
 *   L₁…L_r = the recorded lowest winning bids (assemblies with bidWinners > 0 and a typed bid)
 *   h     = the smoothing width, Silverman's rule 0.9 · sd(L) · r^(−1/5) kept within [1,5; 3] points
 *   k(b)  = Σ Φ((b − Lᵢ) / h)   the assemblies a bid b "would have won", smoothed: each recorded
 *           lowest bid becomes a normal bell of width h instead of a hard step
 *   pBid  = k(b) / (n + 1)      as if one more assembly had been held that the bid would not win, so
 *           no finite history gives a bid a sure win; the 80 % band is the Wilson score interval of
 *           k(b) in n + 1 (z = 1.2815515655446004)
 *   p     = d + (1 − d) · pBid                                   (per assembly; same for each end)
 *   P(m)  = 1 − (1 − p)^m                                         (one assembly a month)
 *   medianMonth = the first month with P(m) ≥ 0.5, or null
 *
 * Why this shape: the chance moves smoothly with the bid (no jump of 60 points across half a point),
 * a bid far under every recorded lowest bid keeps the draw's chance (normal tails: 15 points under
 * them adds less than 0.01 point; a heavy-tailed choice such as Student's t would add several points),
 * and neither end of the chance or the band reaches 0 or 1.
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
/** Bounds of the smoothing width of the recorded lowest winning bids, in points of the credit. */
export const BID_SPREAD_MIN = 1.5;
export const BID_SPREAD_MAX = 3;
/** Under this many assemblies the page says the history is short and the band wide. */
export const SHORT_HISTORY = 12;

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
  /** The chance per assembly of being drawn; default drawChanceFromHistory(history). */
  drawChance?: number;
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
  /** The recorded lowest winning bids at or under this bid (the hard count, before smoothing). */
  reached: number;
  /** The recorded lowest winning bids, ascending. */
  recordedBids: number[];
  /** The smoothing width used, in points. */
  spread: number;
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
    throw new SimulationValidationError(
      `${at}.drawWinners`,
      "Os contemplados não podem passar do número de cotas ativas aptas.",
    );
  }
  const bid = a.lowestWinningBidPct;
  if (bid !== null && !(Number.isFinite(bid) && bid >= 0 && bid <= 100)) {
    throw new SimulationValidationError(
      `${at}.lowestWinningBidPct`,
      "O menor lance vencedor deve estar entre 0\u00a0% e 100\u00a0% do crédito.",
    );
  }
}

/**
 * Wilson score interval for k successes in n trials (k may be a smoothed, fractional count),
 * clamped to [0, 1] and around k/n.
 */
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

/** erfc(x) for x ≥ 0, Numerical Recipes' erfcc: a Chebyshev fit with a relative error under 1.2e-7 everywhere. */
function erfcFit(x: number): number {
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  return t * Math.exp(-x * x + poly);
}
/** The fit gives 1.00000003 at 0: dividing by it makes the two halves of Φ meet at exactly ½, so Φ never steps back. */
const ERFC_AT_ZERO = erfcFit(0);

/**
 * Φ, the standard normal distribution function. Its far tails keep their relative precision instead
 * of rounding to 0 at once, and it rises without a step back (checked on a grid of 10⁻⁵ over ±40; the unit test walks 10⁻⁴).
 */
export function normalCdf(z: number): number {
  const tail = (0.5 * erfcFit(Math.abs(z) / Math.SQRT2)) / ERFC_AT_ZERO;
  return z >= 0 ? 1 - tail : tail;
}

/** The largest double under 1: a chance from a finite history never prints as a sure thing. */
const ALMOST_ONE = 1 - Number.EPSILON / 2;

/** P(contemplated by month m) = 1 − (1 − p)^m, without the rounding of 1 − p for a small p. */
const byMonth = (p: number, m: number) => Math.min(ALMOST_ONE, -Math.expm1(m * Math.log1p(-p)));

/** The draw-only chance per assembly from the history: (Σ draw winners + ½) / (Σ cotas + 1). */
export function drawChanceFromHistory(history: readonly AssemblyRecord[]): number {
  const cotas = history.reduce((s, a) => s + a.activeCotas, 0);
  if (cotas === 0) {
    throw new SimulationValidationError("history", "As assembleias registradas não têm nenhuma cota ativa apta.");
  }
  return (history.reduce((s, a) => s + a.drawWinners, 0) + 0.5) / (cotas + 1);
}

/** The recorded lowest winning bids, ascending: assemblies won by bid whose lowest bid was typed. */
export function recordedLowestBids(history: readonly AssemblyRecord[]): number[] {
  return history
    .flatMap((a) => (a.bidWinners > 0 && a.lowestWinningBidPct !== null ? [a.lowestWinningBidPct] : []))
    .sort((a, b) => a - b);
}

/** Silverman's rule of thumb, 0.9 · sd · r^(−1/5), within [BID_SPREAD_MIN, BID_SPREAD_MAX]; the widest with under two bids. */
export function bidSpread(bids: readonly number[]): number {
  const r = bids.length;
  if (r < 2) return BID_SPREAD_MAX;
  const mean = bids.reduce((s, b) => s + b, 0) / r;
  const sd = Math.sqrt(bids.reduce((s, b) => s + (b - mean) ** 2, 0) / (r - 1));
  return Math.min(BID_SPREAD_MAX, Math.max(BID_SPREAD_MIN, 0.9 * sd * r ** -0.2));
}

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

export function contemplationOdds({ history, bidPct, months, drawChance }: ContemplationOddsInput): ContemplationOdds {
  if (history.length < MIN_ASSEMBLIES) throw new InsufficientHistoryError(history.length);
  if (!(Number.isFinite(bidPct) && bidPct >= 0 && bidPct <= 100)) {
    throw new SimulationValidationError("bidPct", "O lance deve estar entre 0\u00a0% e 100\u00a0% do crédito.");
  }
  if (!Number.isInteger(months) || months < 1 || months > MAX_ODDS_MONTHS) {
    throw new SimulationValidationError("months", `O número de meses deve estar entre 1 e ${MAX_ODDS_MONTHS}.`);
  }
  history.forEach(checkAssembly);

  if (drawChance === undefined && history.every((a) => a.activeCotas === 0)) {
    throw new SimulationValidationError("history", NO_ACTIVE_COTAS_MESSAGE);
  }
  const pDraw = drawChance ?? drawChanceFromHistory(history);
  if (!(Number.isFinite(pDraw) && pDraw > 0 && pDraw < 1)) {
    throw new SimulationValidationError("drawChance", "A chance de sorteio por assembleia deve estar entre 0 e 1.");
  }

  const n = history.length;
  const recordedBids = recordedLowestBids(history);
  const spread = bidSpread(recordedBids);
  const k = recordedBids.reduce((s, bid) => s + normalCdf((bidPct - bid) / spread), 0);
  const pBid = k / (n + 1);
  const { low: pBidLow, high: pBidHigh } = wilsonInterval(k, n + 1);

  const perAssembly = (bid: number) => pDraw + (1 - pDraw) * bid;
  const p = perAssembly(pBid);
  const pLow = perAssembly(pBidLow);
  const pHigh = perAssembly(pBidHigh);

  const perMonth = oddsByMonth({ probability: p, low: pLow, high: pHigh }, months);
  const medianMonth = perMonth.find((point) => point.probability >= 0.5)?.month ?? null;
  const reached = recordedBids.filter((bid) => bid <= bidPct).length;
  return { perMonth, pDraw, pBid, pBidLow, pBidHigh, medianMonth, reached, recordedBids, spread };
}

/** The months a printed odds table shows (PDF, public page), kept within the term. */
export const ODDS_TABLE_MONTHS = [6, 12, 24, 36, 60] as const;
