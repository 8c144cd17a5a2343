import "server-only";
import PgBoss from "pg-boss";
import { env } from "~/env";
import { db } from "~/platform/db";
import { refreshOfficialRates } from "./refresh";
import { logger } from "~/platform/log/logger";

const log = logger("rates");

// The daily fetch of the official rates on pg-boss (one run across the cluster, 09:15 São Paulo,
// after the Banco Central publishes the day's TR).
const QUEUE = "official-rates";

export async function startRatesWorker(): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: env.DATABASE_URL, schema: "pgboss", max: 2 });
  boss.on("error", (error) => log.error({ err: error }, "pg-boss"));
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: "singleton" });
  await boss.schedule(QUEUE, "15 9 * * *", {}, { tz: "America/Sao_Paulo" });
  await boss.work(QUEUE, async () => {
    log.info({ outcome: await refreshOfficialRates(db) }, "taxas oficiais");
  });
  return boss;
}
