import pg from "pg";
import { env } from "~/env";

// One short connection to ask "is the database back?", for the proxy while the server believes it
// is down. At most one probe a second, whatever the traffic.

const PROBE_EVERY_MS = 1000;
let last: { at: number; up: boolean } | null = null;

export async function probeDatabase(): Promise<boolean> {
  if (last && Date.now() - last.at < PROBE_EVERY_MS) return last.up;
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 1500, query_timeout: 1500 });
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
  last = { at: Date.now(), up };
  return up;
}
