import type http from "node:http";
import { logger } from "~/platform/log/logger";

// Graceful shutdown. Next.js' own SIGTERM handler (off when NEXT_MANUAL_SIG_HANDLE is set, as
// scripts/start.ts and the image set it) closes the server without a time limit and exits 143;
// ours drains instead: readiness answers 503, the listening sockets close, in-flight requests get up
// to SHUTDOWN_GRACE_MS, then the registered hooks run, last registered first (pg-boss, then Prisma), and
// the process exits 0.
// State lives on globalThis: instrumentation, the proxy and the routes are separate bundles.

export const SHUTDOWN_GRACE_MS = 10_000;

type Hook = { name: string; run: () => Promise<unknown> };
type State = {
  draining: boolean;
  inFlight: number;
  responses: Set<http.ServerResponse>;
  servers: Set<http.Server>;
  hooks: Hook[];
  done?: Promise<void>;
};
declare global {
  var __consorcioLifecycle: State | undefined;
}

function state(): State {
  return (globalThis.__consorcioLifecycle ??= {
    draining: false,
    inFlight: 0,
    responses: new Set(),
    servers: new Set(),
    hooks: [],
  });
}

export function isDraining(): boolean {
  return state().draining;
}

/**
 * Something to close after the last request (a pool, a job queue). They run in reverse registration
 * order, as `defer` does: what was set up later (pg-boss, which runs jobs on Prisma's pool) closes
 * before what it depends on (Prisma, registered when db.ts is first imported).
 */
export function onShutdown(name: string, run: () => Promise<unknown>): void {
  state().hooks.push({ name, run });
}

/** Called by the HTTP observer for each request Node's server receives. */
export function trackRequest(server: http.Server, response: http.ServerResponse): void {
  const s = state();
  s.servers.add(server);
  s.inFlight += 1;
  s.responses.add(response);
  // Keep-alive connections would otherwise carry new requests after the drain started.
  if (s.draining && !response.headersSent) response.setHeader("connection", "close");
  response.once("close", () => {
    s.inFlight -= 1;
    s.responses.delete(response);
  });
}

type Log = (message: string) => void;

/** Drains and closes; resolves with the number of requests still running when the grace ran out. */
const shutdownLog = logger("shutdown");

export function shutdown({
  graceMs = SHUTDOWN_GRACE_MS,
  log = (message: string) => shutdownLog.info(message),
}: { graceMs?: number; log?: Log } = {}): Promise<number> {
  const s = state();
  if (s.done) return s.done.then(() => s.inFlight);
  s.draining = true;
  let cut = 0;
  s.done = (async () => {
    log(`drenando: ${s.inFlight} requisição(ões) em andamento, até ${graceMs} ms`);
    // The answers still to come say "Connection: close", so their keep-alive clients open a new
    // connection (to another server) for their next request instead of sending it on a socket we
    // are about to close (a reset on their side).
    for (const response of s.responses) if (!response.headersSent) response.setHeader("connection", "close");
    for (const server of s.servers) server.close();
    const deadline = Date.now() + graceMs;
    while (s.inFlight > 0 && Date.now() < deadline) {
      // A keep-alive socket whose answer already went out (streamed before the drain) is closed as
      // soon as it is idle, not left for a next request to arrive on.
      for (const server of s.servers) server.closeIdleConnections();
      await new Promise((r) => setTimeout(r, 25));
    }
    cut = s.inFlight;
    for (const server of s.servers) server.closeAllConnections();
    for (const hook of [...s.hooks].reverse()) {
      await hook
        .run()
        .catch((error: unknown) =>
          log(`${hook.name} falhou: ${error instanceof Error ? error.message : String(error)}`),
        );
    }
    log(
      cut
        ? `encerrado com ${cut} requisição(ões) interrompida(s) após ${graceMs} ms`
        : "encerrado sem requisições interrompidas",
    );
  })();
  return s.done.then(() => cut);
}

/** SIGTERM / SIGINT → shutdown() → exit 0. Only when Next.js leaves the signals to us. */
export function installSignalHandlers({ exit = (code: number) => process.exit(code) } = {}): void {
  const onSignal = () => void shutdown().then(() => exit(0));
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
