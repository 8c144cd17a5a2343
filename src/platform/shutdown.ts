import http from "node:http";

// Graceful shutdown of a web server (src/instrumentation.ts installs it). On SIGTERM the server
// answers /api/health/ready with 503, stops accepting connections (a load balancer then sends new
// requests to the other servers), finishes the requests in flight (up to 10 s), closes its
// keep-alive connections, runs the stop hooks (pg-boss, Prisma) and exits 0. State lives on
// globalThis: instrumentation and the route handlers are separate bundles in one process.

const KEY = Symbol.for("consorcio.shutdown");
const GRACE_MS = 10_000;

type State = { draining: boolean; servers: Set<http.Server>; inFlight: number; hooks: Array<() => Promise<unknown>> };

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= { draining: false, servers: new Set(), inFlight: 0, hooks: [] };
  return holder[KEY];
}

/** True once SIGTERM arrived: readiness answers 503. */
export function draining(): boolean {
  return state().draining;
}

/** From now on readiness answers 503 (the first step of the drain). */
export function markDraining(): void {
  state().draining = true;
}

/** Something to stop before the process exits (run in order, after the last request). */
export function onShutdown(hook: () => Promise<unknown>): void {
  state().hooks.push(hook);
}

/** Counts requests in flight per process and remembers the HTTP servers they arrive on. */
function trackRequests(): void {
  const proto = http.Server.prototype as http.Server & { [KEY]?: true };
  if (proto[KEY]) return;
  proto[KEY] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const s = state();
      s.servers.add(this);
      s.inFlight += 1;
      const res = args[1] as http.ServerResponse;
      // While draining, each answer closes its connection instead of keeping it for the next request.
      if (s.draining) res.shouldKeepAlive = false;
      res.once("close", () => {
        s.inFlight -= 1;
      });
    } else if (event === "listening") {
      state().servers.add(this);
    }
    return emit.apply(this, [event, ...args] as unknown as Parameters<typeof emit>);
  } as typeof proto.emit;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drain(log: (message: string) => void): Promise<number> {
  const s = state();
  markDraining();
  log(`[shutdown] SIGTERM: ${s.inFlight} pedido(s) em andamento; parando de aceitar conexões`);
  for (const server of s.servers) {
    server.close();
    server.closeIdleConnections();
  }
  const deadline = Date.now() + GRACE_MS;
  while (s.inFlight > 0 && Date.now() < deadline) {
    await sleep(50);
    for (const server of s.servers) server.closeIdleConnections();
  }
  const left = s.inFlight;
  for (const server of s.servers) server.closeAllConnections();
  for (const hook of s.hooks) await hook().catch((error: unknown) => log(`[shutdown] ${String(error)}`));
  return left;
}

/**
 * Takes SIGTERM and SIGINT over from Next.js (whose own handler exits at once, cutting requests
 * off) and drains instead; exits 0, or 1 when requests were still running after 10 s.
 */
export function installGracefulShutdown(log: (message: string) => void = console.info): void {
  trackRequests();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => {
      void drain(log).then((left) => process.exit(left ? 1 : 0));
    });
  }
}
