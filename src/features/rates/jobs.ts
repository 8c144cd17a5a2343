import "server-only";
import { db } from "~/platform/db";
import { defineJob, type JobDefinition } from "~/platform/jobs";
import { logger } from "~/platform/log/logger";
import { metrics } from "~/platform/metrics";
import { env } from "~/env";
import { refreshOfficialRates, type RefreshOptions } from "./refresh";
import { SGS_SERIES_KEYS } from "./sgs";

const log = logger("rates");

// The daily fetch of the official rates (src/platform/jobs.ts runs it): once across the cluster,
// 09:15 São Paulo, after the Banco Central publishes the day's TR.
export const RATES_QUEUE = "official-rates";

/**
 * A series the Banco Central did not give keeps its last value, and the failure is reported: a log
 * line per series (refresh.ts), `official_rates_failed_total{series}`, and the job fails (counted in
 * jobs_failed_total, retried by pg-boss with backoff) so a source that is down is noticed.
 */
async function refresh(options: RefreshOptions) {
  const outcome = await refreshOfficialRates(db, options);
  const failed = Object.entries(outcome)
    .filter(([, result]) => result === "failed")
    .map(([series]) => series);
  for (const series of failed) metrics().officialRatesFailed.inc({ series });
  if (failed.length > 0)
    throw new Error(`Taxas oficiais não atualizadas: ${failed.join(", ")} (mantidos os últimos valores)`);
  log.info({ outcome }, "taxas oficiais");
}

/**
 * `sgs`: where and how the refresh calls the SGS; by default SGS_BASE_URL (src/env.ts, the Banco
 * Central's address unless set: the cluster and the tests point it at a local fake) with the refresh's
 * own timings (the integration tests shorten them).
 */
export function ratesJobs({ sgs = {} }: { sgs?: RefreshOptions } = {}): JobDefinition[] {
  const options = { baseUrl: env.SGS_BASE_URL, ...sgs };
  return [
    defineJob({
      queue: RATES_QUEUE,
      policy: "singleton",
      cron: "15 9 * * *",
      retry: { retryLimit: 3, retryDelay: 600, retryBackoff: true },
      run: () => refresh(options),
      // A fresh database (or one from before a series was added) lacks rates until the next 09:15:
      // fetch them once now. The refresh upserts, so two workers starting together and both
      // enqueueing it do no harm.
      onStart: async (send) => {
        const stored = await db.officialRate.findMany({ distinct: ["series"], select: { series: true } });
        const missing = SGS_SERIES_KEYS.filter((series) => !stored.some((row) => row.series === series));
        if (missing.length === 0) return;
        await send();
        log.info({ missing }, "taxas oficiais ausentes: atualização enfileirada");
      },
    }),
  ];
}
