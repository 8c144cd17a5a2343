import "server-only";
import type { Db } from "~/platform/db";
import { SGS_BASE_URL, SGS_SERIES, SGS_SERIES_KEYS, accumulated12MonthsPct, parseSgs, sgsUrl, type SgsSeries } from "./sgs";
import { logger } from "~/platform/log/logger";

const log = logger("rates");

/*
 * Official rates, dated: the daily job reads the last point of each SGS series and keeps
 * it with its reference date. When the Banco Central does not answer (or answers nonsense), nothing
 * is deleted: the last value stored stays the one shown, with its own date.
 */
const TIMEOUT_MS = 10_000;

export type RefreshOutcome = Record<SgsSeries, "ok" | "failed">;

export async function refreshOfficialRates(
  db: Db, { baseUrl = SGS_BASE_URL, fetchImpl = fetch, now = new Date() }: { baseUrl?: string; fetchImpl?: typeof fetch; now?: Date } = {},
): Promise<RefreshOutcome> {
  const outcome = {} as RefreshOutcome;
  for (const series of SGS_SERIES_KEYS) {
    const { code, unit, window } = SGS_SERIES[series];
    try {
      const response = await fetchImpl(sgsUrl(baseUrl, code, window), { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`SGS ${code}: HTTP ${response.status}`);
      const points = parseSgs(await response.json());
      for (const point of points) {
        await db.officialRate.upsert({
          where: { series_refDate: { series, refDate: point.refDate } },
          create: { series, refDate: point.refDate, value: point.value, unit, fetchedAt: now },
          update: { value: point.value, unit, fetchedAt: now },
        });
      }
      outcome[series] = "ok";
    } catch (error) {
      log.warn({ series, err: error }, "mantido o último valor");
      outcome[series] = "failed";
    }
  }
  return outcome;
}

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
    ...MONTHLY_INDICES.map((series) => db.officialRate.findMany({ where: { series }, orderBy: { refDate: "desc" }, take: 12, select: { refDate: true, value: true } })),
  ]);
  const twelve = new Map(MONTHLY_INDICES.map((series, i) => [series, accumulated12MonthsPct(histories[i] ?? [])]));
  return rows.flatMap((row) => {
    const series = row.series as SgsSeries;
    if (!(series in SGS_SERIES)) return [];
    return [{
      series, label: SGS_SERIES[series].label, value: row.value, unit: row.unit, refDate: row.refDate,
      twelveMonthsPct: twelve.get(series) ?? null, fetchedAt: row.fetchedAt, source: "BCB" as const,
    }];
  });
}
