// The Node.js part of src/instrumentation.ts, run once when the server boots: validating the environment here makes a missing or malformed
// variable stop start-up instead of failing the first request. The billing worker (pg-boss) starts
// in the Node.js runtime only; each app server may run one, pg-boss shares the work among them.
export async function registerNode() {
  // Fail closed: an invalid environment (in production: any missing production variable) ends the
  // process with one line per problem, instead of a server that answers with the wrong setup.
  const { env, configuredOrigin } = await import("./env").catch((error: unknown) => {
    // Before the logger (it reads the environment): one plain line per problem.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  // No worker starts while `next build` collects pages.
  if (env.NEXT_PHASE === "phase-production-build") return;
  // JSON lines in production, readable ones in development (docs/operations.md).
  const { configureLogger, logger, routeConsoleToLog } = await import("./platform/log/logger");
  configureLogger({ level: env.LOG_LEVEL, format: env.NODE_ENV === "development" ? "pretty" : "json" });
  if (env.NODE_ENV === "production") routeConsoleToLog();
  // The socket's address for clientIp() and the in-flight count for the drain (see http-server.ts).
  const { installHttpObserver } = await import("./platform/http-server");
  installHttpObserver();
  // With NEXT_MANUAL_SIG_HANDLE Next.js leaves SIGTERM to us: drain, stop pg-boss, disconnect, exit 0.
  const { installSignalHandlers } = await import("./platform/lifecycle");
  if (env.NEXT_MANUAL_SIG_HANDLE) installSignalHandlers();
  else if (env.NODE_ENV === "production")
    logger("shutdown").warn(
      "NEXT_MANUAL_SIG_HANDLE não definida: o SIGTERM fica com o Next.js (sem drenagem, código 143)",
    );
  // Each heavy route's code loaded once before /api/health/ready says ready (platform/warm-up.ts).
  if (env.NODE_ENV === "production" && env.WARM_UP !== "off") {
    const { warmUp } = await import("./platform/warm-up");
    const started = Date.now();
    void warmUp(configuredOrigin()).then((answered) =>
      logger("warm-up").info(
        { ms: Date.now() - started, answered: answered.map((a) => `${a.path} ${a.status ?? "sem resposta"}`) },
        "rotas carregadas",
      ),
    );
  }
  // The background jobs (billing, the clients' digest, the official rates, e-mail, account deletions) on this process's
  // one pg-boss: every process knows the queues (to send to them); only PROCESS_ROLE "all" (the
  // default outside tests) runs them here; "web" leaves them to `npm run worker`.
  const { allJobs } = await import("./server/jobs");
  const { declareJobs, runsJobs, startJobs } = await import("./platform/jobs");
  const jobs = allJobs();
  declareJobs(jobs);
  if (!runsJobs() || !env.DATABASE_URL) return;
  startJobs(jobs).catch((error: unknown) => logger("jobs").error({ err: error }, "worker não iniciou"));
}
