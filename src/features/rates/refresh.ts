import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import * as z from "zod";
import type { Db } from "~/platform/db";
import { isOneOf } from "~/lib/json";
import { logger } from "~/platform/log/logger";
import { saoPauloDay } from "~/lib/sao-paulo-day";
import {
  SGS_BASE_URL,
  SGS_MAX_LAST,
  SGS_SERIES,
  SGS_SERIES_KEYS,
  accumulated12MonthsPct,
  parseSgs,
  sgsRangeUrl,
  sgsUrl,
  type SgsPoint,
  type SgsSeries,
} from "./sgs";

const log = logger("rates");

/*
 * Official rates, dated: the daily job reads each SGS series and keeps its points with their
 * reference dates, following how the API behaves (./sgs.ts):
 * - a series with nothing stored asks for its last `window` points (`ultimos/N`, N ≤ 20: more answers
 *   400); one with points asks for the date range from its latest stored point (or the start of its
 *   window, for the monthly indices) to today, São Paulo's day: ranges have no cap, so a missed month
 *   is filled, and the latest point is read again in case the BCB revised it;
 * - 404 "Value(s) not found" is no new data ("no-data"), not a failure; a point with a blank value is
 *   skipped, never stored as 0;
 * - every call has its own timeout (an unknown series hangs instead of failing) and the calls are
 *   spaced; a 502/503/504/429 or a dropped connection is retried after a wait that doubles, a timeout
 *   is not (it would hang again); the whole refresh has a time budget, past which the remaining series
 *   fail without a call.
 * When the Banco Central does not answer (or answers nonsense), nothing is deleted: the last value
 * stored stays the one shown, with its own date.
 */
export interface RefreshOptions {
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  now?: Date;
  /** Each call's limit. */
  timeoutMs?: number;
  /** The pause between two calls (rapid successive calls answer 502). */
  spacingMs?: number;
  /** Further attempts after a 502/503/504/429 or a dropped connection. */
  retries?: number;
  /** The wait before the first retry; doubled before each next one. */
  retryDelayMs?: number;
  /** The whole refresh's limit. */
  budgetMs?: number;
}

export const REFRESH_DEFAULTS = {
  timeoutMs: 10_000,
  spacingMs: 1_000,
  retries: 2,
  retryDelayMs: 5_000,
  budgetMs: 180_000,
} as const;

const SERIES_OUTCOMES = ["ok", "no-data", "failed"] as const;
export type SeriesOutcome = (typeof SERIES_OUTCOMES)[number];
export type RefreshOutcome = Record<SgsSeries, SeriesOutcome>;

const RETRY_STATUS = new Set([429, 502, 503, 504]);
const NOT_FOUND = /Value\(s\) not found/i;

class SgsError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** Midnight UTC of São Paulo's day (the SGS dates are days, stored at 00:00 UTC). */
const today = (now: Date) => new Date(`${saoPauloDay(now)}T00:00:00Z`);
const monthsBefore = (day: Date, months: number) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - months, 1));

/** The URL of the points a series needs: its last window, or the range from what is stored to today. */
function requestUrl(baseUrl: string, series: SgsSeries, latest: Date | null, now: Date): string {
  const { code, window } = SGS_SERIES[series];
  if (latest === null) return sgsUrl(baseUrl, code, Math.min(window, SGS_MAX_LAST));
  // A monthly index keeps its last 12 months: the range reaches back past them (publication lags).
  const windowStart = monthsBefore(today(now), window + 2);
  const from = window > 1 && windowStart < latest ? windowStart : latest;
  return sgsRangeUrl(baseUrl, code, from, today(now));
}

/** One call: the points (none: no new data), or an SgsError saying whether a retry may help. */
async function fetchPoints(fetchImpl: typeof fetch, url: string, timeoutMs: number): Promise<SgsPoint[]> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new SgsError(
      timedOut
        ? `sem resposta em ${timeoutMs} ms`
        : `conexão falhou (${error instanceof Error ? error.message : String(error)})`,
      !timedOut,
    );
  }
  if (response.status === 404 && NOT_FOUND.test(text)) return [];
  if (!response.ok) throw new SgsError(`HTTP ${response.status}`, RETRY_STATUS.has(response.status));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SgsError("resposta não é JSON", false);
  }
  return parseSgs(body);
}

export async function refreshOfficialRates(db: Db, options: RefreshOptions = {}): Promise<RefreshOutcome> {
  const { baseUrl = SGS_BASE_URL, fetchImpl = fetch, now = new Date() } = options;
  const {
    timeoutMs = REFRESH_DEFAULTS.timeoutMs,
    spacingMs = REFRESH_DEFAULTS.spacingMs,
    retries = REFRESH_DEFAULTS.retries,
    retryDelayMs = REFRESH_DEFAULTS.retryDelayMs,
    budgetMs = REFRESH_DEFAULTS.budgetMs,
  } = options;
  const deadline = Date.now() + budgetMs;
  const outcome = new Map<SgsSeries, SeriesOutcome>();
  let calls = 0;
  for (const series of SGS_SERIES_KEYS) {
    const { code, unit } = SGS_SERIES[series];
    try {
      const latest = await db.officialRate.findFirst({
        where: { series },
        orderBy: { refDate: "desc" },
        select: { refDate: true },
      });
      const url = requestUrl(baseUrl, series, latest?.refDate ?? null, now);
      let points: SgsPoint[] | null = null;
      for (let attempt = 0; points === null; attempt++) {
        // Spaced: after the previous call, or after a wait that doubles before each retry.
        const pause = attempt === 0 ? (calls > 0 ? spacingMs : 0) : retryDelayMs * 2 ** (attempt - 1);
        const remaining = deadline - Date.now() - pause;
        if (remaining <= 0) throw new SgsError(`tempo da atualização esgotado (${budgetMs} ms)`, false);
        if (pause > 0) await sleep(pause);
        calls++;
        try {
          points = await fetchPoints(fetchImpl, url, Math.min(timeoutMs, remaining));
        } catch (error) {
          if (!(error instanceof SgsError && error.retry && attempt < retries)) throw error;
          log.info({ series, attempt: attempt + 1, err: error.message }, "SGS: nova tentativa");
        }
      }
      for (const point of points) {
        await db.officialRate.upsert({
          where: { series_refDate: { series, refDate: point.refDate } },
          create: { series, refDate: point.refDate, value: point.value, unit, fetchedAt: now },
          update: { value: point.value, unit, fetchedAt: now },
        });
      }
      outcome.set(series, points.length > 0 ? "ok" : "no-data");
    } catch (error) {
      log.warn({ series, code, err: error instanceof Error ? error.message : error }, "mantido o último valor");
      outcome.set(series, "failed");
    }
  }
  // Every series went through the loop above: the record keyed by the series has each of them.
  return outcomeSchema.parse(Object.fromEntries(outcome));
}

const outcomeSchema = z.record(z.enum(SGS_SERIES_KEYS), z.enum(SERIES_OUTCOMES));

export interface OfficialRate {
  series: SgsSeries;
  label: string;
  value: number;
  unit: string;
  refDate: Date;
  /** A monthly index's 12 months to refDate, % (null for Selic and TR, or while 12 months are not stored). */
  twelveMonthsPct: number | null;
  fetchedAt: Date;
  source: "BCB";
}

const MONTHLY_INDICES = SGS_SERIES_KEYS.filter((series) => SGS_SERIES[series].window === 12);

/** The latest stored value of each series (the ones never fetched are absent). */
export async function latestOfficialRates(db: Db): Promise<OfficialRate[]> {
  const [rows, ...histories] = await Promise.all([
    db.officialRate.findMany({ distinct: ["series"], orderBy: [{ series: "asc" }, { refDate: "desc" }] }),
    ...MONTHLY_INDICES.map((series) =>
      db.officialRate.findMany({
        where: { series },
        orderBy: { refDate: "desc" },
        take: 12,
        select: { refDate: true, value: true },
      }),
    ),
  ]);
  const twelve = new Map(MONTHLY_INDICES.map((series, i) => [series, accumulated12MonthsPct(histories[i] ?? [])]));
  return rows.flatMap((row) => {
    const series = row.series;
    if (!isOneOf(SGS_SERIES_KEYS, series)) return [];
    return [
      {
        series,
        label: SGS_SERIES[series].label,
        value: row.value,
        unit: row.unit,
        refDate: row.refDate,
        twelveMonthsPct: twelve.get(series) ?? null,
        fetchedAt: row.fetchedAt,
        source: "BCB" as const,
      },
    ];
  });
}
