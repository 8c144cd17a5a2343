import { env } from "~/env";
import { databaseAnswers } from "./health-connection";

// The proxy's question while the server believes the database is down: "does it answer again?".
// Asked over /api/health's own kept connection (./health-connection.ts: outside the app's pool,
// concurrent asks share one query), and at most once a second per database, whatever the traffic.

const PROBE_EVERY_MS = 1000;
const last = new Map<string, { at: number; up: boolean }>();

export async function probeDatabase(connectionString = env.DATABASE_URL): Promise<boolean> {
  const seen = last.get(connectionString);
  if (seen && Date.now() - seen.at < PROBE_EVERY_MS) return seen.up;
  const up = await databaseAnswers(connectionString, 1500);
  last.set(connectionString, { at: Date.now(), up });
  return up;
}
