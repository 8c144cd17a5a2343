// Runs once when the server boots: validating the environment here makes a missing or malformed
// variable stop start-up instead of failing the first request. The billing worker (pg-boss) starts
// in the Node.js runtime only; each app server may run one, pg-boss shares the work among them.
export async function register() {
  // Fail closed: an invalid environment (in production: any missing production variable) ends the
  // process with one line per problem, instead of a server that answers with the wrong setup.
  const { env } = await import("./env").catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  // Next inlines NEXT_RUNTIME at build time: this literal check keeps pg-boss out of an edge bundle,
  // and no worker starts while `next build` collects pages.
  // eslint-disable-next-line no-restricted-syntax -- see above; src/env.ts still validates everything else
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // The socket's address for clientIp() and the in-flight count for the drain (see http-server.ts).
  const { installHttpObserver } = await import("./platform/http-server");
  installHttpObserver();
  // With NEXT_MANUAL_SIG_HANDLE Next.js leaves SIGTERM to us: drain, stop pg-boss, disconnect, exit 0.
  const { installSignalHandlers, onShutdown } = await import("./platform/lifecycle");
  if (env.NEXT_MANUAL_SIG_HANDLE) installSignalHandlers();
  else if (env.NODE_ENV === "production") console.warn("[shutdown] NEXT_MANUAL_SIG_HANDLE não definida: o SIGTERM fica com o Next.js (sem drenagem, código 143)");
  const { billingWorkerEnabled, startBillingWorker } = await import("./features/billing/jobs");
  if (!billingWorkerEnabled() || !env.DATABASE_URL) return;
  // The daily fetch of the Banco Central's official rates (issue 23), under the same switch. It starts
  // after the billing worker: two pg-boss instances installing their schema at once on a new
  // database race each other.
  const { startRatesWorker } = await import("./features/rates/server");
  // The clients' morning digest (issue 22) runs on the billing worker's pg-boss.
  const { registerClientJobs } = await import("./features/clients/server");
  startBillingWorker()
    .then((boss) => {
      onShutdown("pg-boss", () => boss.stop({ graceful: true, timeout: 10_000, wait: true }));
      return registerClientJobs(boss);
    })
    .catch((error: unknown) => console.error("[billing] worker não iniciou:", error))
    .then(() => startRatesWorker())
    .then((boss) => onShutdown("pg-boss (taxas)", () => boss.stop({ graceful: true, timeout: 10_000, wait: true })))
    .catch((error: unknown) => console.error("[rates] worker não iniciou:", error));
}
