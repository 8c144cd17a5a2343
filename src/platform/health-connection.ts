import pg from "pg";
import { env } from "~/env";

/*
 * /api/health's own connection to PostgreSQL, outside the app's pool: a burst that holds every pooled
 * connection (60 logins, 80 og:images) must not make health wait behind it, nor say "down" when the
 * pool is only busy. Opened on the first ask and kept; dropped on any error or timeout (a query cut
 * off mid-way would leave the connection busy) and opened again by the next ask. Concurrent asks
 * share the one in flight, so a flood of health checks is still one query at a time.
 */

type Link = { client: pg.Client; ready: Promise<unknown>; drop: () => void };
type Shared = { links: Map<string, Link>; inFlight: Map<string, Promise<boolean>> };

// Kept on globalThis: the proxy (its database probe) and the routes (/api/health) are separate
// bundles in one process, and they share the one connection and the one query in flight.
declare global {
  var __consorcioHealthConnection: Shared | undefined;
}
const shared = (globalThis.__consorcioHealthConnection ??= { links: new Map(), inFlight: new Map() });
const { links, inFlight } = shared;

function link(connectionString: string, timeoutMs: number): Link {
  const open = links.get(connectionString);
  if (open) return open;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, application_name: "health" });
  let dropped = false;
  const drop = () => {
    if (dropped) return;
    dropped = true;
    if (links.get(connectionString) === created) links.delete(connectionString);
    void client.end().catch(() => {});
  };
  const created: Link = { client, ready: client.connect(), drop };
  client.on("error", drop);
  client.on("end", drop);
  created.ready.catch(drop);
  links.set(connectionString, created);
  return created;
}

async function ask(connectionString: string, timeoutMs: number): Promise<boolean> {
  const current = link(connectionString, timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = (async () => {
    await current.ready;
    await current.client.query("select 1");
    return true;
  })().catch(() => false);
  try {
    const up = await Promise.race([answered, timeout]);
    if (!up) current.drop();
    return up;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the database answers `select 1` over health's own connection within `timeoutMs`. */
export function databaseAnswers(connectionString = env.DATABASE_URL, timeoutMs = 1_000): Promise<boolean> {
  const running = inFlight.get(connectionString);
  if (running) return running;
  const asked = ask(connectionString, timeoutMs).finally(() => inFlight.delete(connectionString));
  inFlight.set(connectionString, asked);
  return asked;
}
