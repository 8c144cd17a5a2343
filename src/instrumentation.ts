import type { Instrumentation } from "next";

// Runs once when the server boots: validating the environment here makes a missing or malformed
// variable stop start-up instead of failing the first request. The billing worker (pg-boss) starts
// in the Node.js runtime only; each app server may run one, pg-boss shares the work among them.
export async function register() {
  // Fail closed: an invalid environment (in production: any missing production variable) ends the
  // process with one line per problem, instead of a server that answers with the wrong setup.
  const { env } = await import("./env").catch((error: unknown) => {
    // Before the logger (it reads the environment): one plain line per problem.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  // Next inlines NEXT_RUNTIME at build time: this literal check keeps pg-boss out of an edge bundle,
  // and no worker starts while `next build` collects pages.
  // eslint-disable-next-line no-restricted-syntax -- see above; src/env.ts still validates everything else
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
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
  else if (env.NODE_ENV === "production") logger("shutdown").warn("NEXT_MANUAL_SIG_HANDLE não definida: o SIGTERM fica com o Next.js (sem drenagem, código 143)");
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

/**
 * A page, route handler or server action that threw (Next.js calls this; its own console line
 * follows): one JSON error line under the request's id, with the digest the error page gets, so
 * either code finds the other.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // eslint-disable-next-line no-restricted-syntax -- the same build-time literal as in register()
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("./platform/log/logger");
  const { acceptRequestId, currentRequest, REQUEST_ID_HEADER } = await import("./platform/request-scope");
  const { loggedPath } = await import("./platform/http-server");
  const digest = error && typeof error === "object" && "digest" in error ? String(error.digest) : undefined;
  logger("next").error(
    { reqId: acceptRequestId(request.headers[REQUEST_ID_HEADER] ?? currentRequest()?.requestId), method: request.method, path: loggedPath(request.path), route: context.routePath, kind: context.routeType, digest, err: error },
    "erro não tratado",
  );
};
