import pg from "pg";
import { env } from "~/env";

// One short connection of its own (outside the app's pool) to ask "does the database answer?": for
// the proxy while the server believes it is down, and for /api/health when the pool is too busy to
// say. At most one probe a second per database, whatever the traffic.

const PROBE_EVERY_MS = 1000;
const last = new Map<string, { at: number; up: boolean }>();

export async function probeDatabase(connectionString = env.DATABASE_URL): Promise<boolean> {
  const seen = last.get(connectionString);
  if (seen && Date.now() - seen.at < PROBE_EVERY_MS) return seen.up;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1500, query_timeout: 1500 });
  client.on("error", () => {});
  let up: boolean;
  try {
    await client.connect();
    await client.query("select 1");
    up = true;
  } catch {
    up = false;
  } finally {
    void client.end().catch(() => {});
  }
  last.set(connectionString, { at: Date.now(), up });
  return up;
}
