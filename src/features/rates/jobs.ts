import "server-only";
import PgBoss from "pg-boss";
import { env } from "~/env";
import { SAO_PAULO } from "~/lib/format";
import { db } from "~/platform/db";
import { refreshOfficialRates } from "./refresh";
import { SGS_SERIES_KEYS } from "./sgs";
import { logger } from "~/platform/log/logger";

const log = logger("rates");

// The daily fetch of the official rates on pg-boss (one run across the cluster, 09:15 São Paulo,
// after the Banco Central publishes the day's TR).
const QUEUE = "official-rates";

/** `sgsBaseUrl`: the Banco Central's address by default (the integration tests pass a fake SGS). */
export async function startRatesWorker({ sgsBaseUrl }: { sgsBaseUrl?: string } = {}): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: env.DATABASE_URL, schema: "pgboss", max: 2 });
  boss.on("error", (error) => log.error({ err: error }, "pg-boss"));
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: "singleton" });
  await boss.schedule(QUEUE, "15 9 * * *", {}, { tz: SAO_PAULO });
  await boss.work(QUEUE, async () => {
    log.info({ outcome: await refreshOfficialRates(db, { baseUrl: sgsBaseUrl }) }, "taxas oficiais");
  });
  // A fresh database (or one from before a series was added) lacks rates until the next 09:15: fetch
  // them once now. The refresh upserts, so two servers starting together and both enqueueing it do no harm.
  const stored = await db.officialRate.findMany({ distinct: ["series"], select: { series: true } });
  const missing = SGS_SERIES_KEYS.filter((series) => !stored.some((row) => row.series === series));
  if (missing.length > 0) {
    await boss.send(QUEUE, {});
    log.info({ missing }, "taxas oficiais ausentes: atualização enfileirada");
  }
  return boss;
}
