import "server-only";
import { env } from "~/env";
import { saoPauloDay } from "~/lib/sao-paulo-day";
import { db as appDb, type Db } from "~/platform/db";
import { defineJob, type JobDefinition } from "~/platform/jobs";
import { logger } from "~/platform/log/logger";
import { metrics } from "~/platform/metrics";
import { importBcbZip } from "./import";

const log = logger("bcb");

/*
 * The job that keeps the BCB's consórcio data current: it asks the Banco Central's address for the
 * months newer than the newest stored one, newest first, and imports the first it finds. A month not
 * yet published answers 404 (the files appear 6–10 weeks after their data-base): that is no error, the
 * next run asks again. Every call has a timeout; anything else (5xx, a hang, a file refused) fails
 * the job, which pg-boss retries. After every run the gauges say how old the newest stored month is.
 */

export const BCB_QUEUE = "bcb-consorcios";
/** A real ZIP is ~100–450 KB. */
const MAX_DOWNLOAD_BYTES = 30 * 1024 * 1024;
/** How far back a run looks for an unpublished or missed month (the quarterly file lags more). */
const LOOK_BACK_MONTHS = { monthly: 4, quarterly_uf: 6 };

const monthIndex = (dataBase: string) => Number(dataBase.slice(0, 4)) * 12 + Number(dataBase.slice(4, 6)) - 1;
const fromIndex = (index: number) => `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, "0")}`;
const currentMonth = (now: Date) => saoPauloDay(now).slice(0, 7).replace("-", "");

export function monthlyUrl(base: string, dataBase: string): string {
  return `${base.replace(/\/$/, "")}/dados-consolidados/${dataBase}Consorcios.zip`;
}

export function quarterlyUrl(base: string, dataBase: string): string {
  return `${base.replace(/\/$/, "")}/dados-por-unidade-da-federacao/${dataBase}Consorcios_UF.zip`;
}

type Options = { baseUrl?: string; timeoutMs?: number; now?: Date; fetchImpl?: typeof fetch };

/** The ZIP at `url`, or null on a 404 (not yet published). Throws on anything else. */
async function download(
  url: string,
  { timeoutMs, fetchImpl }: Required<Pick<Options, "timeoutMs" | "fetchImpl">>,
): Promise<Buffer | null> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: "application/zip" },
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) throw new Error(`Banco Central: ${url} respondeu ${response.status}`);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_DOWNLOAD_BYTES) throw new Error(`Banco Central: ${url} tem ${declared} bytes, acima do limite`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_DOWNLOAD_BYTES) {
      await reader.cancel();
      throw new Error(`Banco Central: ${url} passou do limite de tamanho`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function newestStored(db: Db, kind: "monthly" | "quarterly_uf"): Promise<string | null> {
  const row = await db.bcbImport.findFirst({
    where: { kind, state: "current" },
    orderBy: { dataBase: "desc" },
    select: { dataBase: true },
  });
  return row?.dataBase ?? null;
}

/** Sets the staleness gauges from what is stored; returns the months behind (null: nothing stored). */
export async function reportStaleness(db: Db, now = new Date()): Promise<number | null> {
  const newest = await newestStored(db, "monthly");
  const behind = newest === null ? null : monthIndex(currentMonth(now)) - monthIndex(newest);
  metrics().bcbMonthsBehind.set(behind ?? -1);
  metrics().bcbStale.set(behind === null || behind > 3 ? 1 : 0);
  return behind;
}

export type FetchOutcome = { monthly: string | null; quarterly: string | null; monthsBehind: number | null };

/**
 * One run: the newest published monthly month newer than the stored one, and the newest quarter-end
 * UF file likewise. `monthly`/`quarterly`: the data-base imported, or null when nothing new was published.
 */
export async function fetchNewestBcbMonth(
  db: Db,
  {
    baseUrl = env.BCB_CONSORCIOS_URL,
    timeoutMs = env.BCB_TIMEOUT_MS,
    now = new Date(),
    fetchImpl = fetch,
  }: Options = {},
): Promise<FetchOutcome> {
  const current = monthIndex(currentMonth(now));
  const outcome: FetchOutcome = { monthly: null, quarterly: null, monthsBehind: null };
  try {
    for (const kind of ["monthly", "quarterly_uf"] as const) {
      const stored = await newestStored(db, kind);
      const floor = Math.max(current - LOOK_BACK_MONTHS[kind], stored === null ? -Infinity : monthIndex(stored) + 1);
      for (let index = current - 1; index >= floor; index--) {
        const dataBase = fromIndex(index);
        if (kind === "quarterly_uf" && Number(dataBase.slice(4)) % 3 !== 0) continue;
        const url = kind === "monthly" ? monthlyUrl(baseUrl, dataBase) : quarterlyUrl(baseUrl, dataBase);
        const zip = await download(url, { timeoutMs, fetchImpl });
        if (zip === null) {
          log.info({ url }, "bcb: mês ainda não publicado");
          continue;
        }
        const file = url.split("/").pop()!;
        await importBcbZip(db, zip, { file, origin: "job" });
        if (kind === "monthly") outcome.monthly = dataBase;
        else outcome.quarterly = dataBase;
        break;
      }
    }
  } finally {
    outcome.monthsBehind = await reportStaleness(db, now);
  }
  return outcome;
}

/** `baseUrl`: the Banco Central's address by default (the integration tests pass a local fake). */
export function bcbJobs({ baseUrl, db = appDb }: { baseUrl?: string; db?: Db } = {}): JobDefinition[] {
  return [
    defineJob({
      queue: BCB_QUEUE,
      policy: "singleton",
      // Daily at 07:40 São Paulo: each month is imported once, on the first run after the BCB publishes it.
      cron: "40 7 * * *",
      retry: { retryLimit: 3, retryDelay: 900, retryBackoff: true },
      run: async () => {
        const outcome = await fetchNewestBcbMonth(db, { baseUrl });
        log.info(outcome, "bcb: verificação mensal");
      },
      // An empty database fetches at once; otherwise the gauges are set and the schedule does the rest.
      onStart: async (send) => {
        if ((await reportStaleness(db)) === null) await send();
      },
    }),
  ];
}
