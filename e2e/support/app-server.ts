// A second (or third) standalone server of the same build, for the specs that need more than the one
// server scripts/e2e.ts starts: two app servers over one database, or a server whose database
// connection runs through a TCP relay the spec can cut.
import net from "node:net";
import path from "node:path";
import { freePort, startProcess, waitForHttp } from "../../scripts/lib/processes.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export type AppServer = { url: string; stop: () => Promise<void>; log: () => string };

/** The standalone server on a free port with the spec's environment (same secret), DATABASE_URL overridable. */
export async function startAppServer({
  databaseUrl,
  publicUrl,
}: { databaseUrl?: string; publicUrl?: string } = {}): Promise<AppServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // The standalone server scripts/e2e.ts prepared (next.config.ts `output: "standalone"`).
  const proc = startProcess("app", process.execPath, [path.join(ROOT, ".next", "standalone", "server.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "::",
      DATABASE_URL: databaseUrl ?? process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL,
      NEXTAUTH_URL: publicUrl ?? url,
    },
  });
  const stop = async () => void (await proc.stop("SIGTERM"));
  try {
    await waitForHttp(`${url}/api/health`, { proc, timeoutMs: 60_000, ok: (r) => r.status > 0 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, log: proc.output };
}

export type Relay = { url: string; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> };

/**
 * A TCP relay in front of PostgreSQL: the app's DATABASE_URL points at it. `cut()` drops every
 * connection and refuses new ones (the database is gone, as far as the app can tell); `restore()`
 * accepts again.
 */
export async function startDatabaseRelay(databaseUrl: string): Promise<Relay> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await listen();
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return { url: url.toString(), cut, restore: listen, close: cut };
}
