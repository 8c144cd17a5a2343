// Runs once when the server boots: validating the environment here makes a missing or malformed
// variable stop start-up instead of failing the first request. The billing worker (pg-boss) starts
// in the Node.js runtime only; each app server may run one, pg-boss shares the work among them.
export async function register() {
  const { env } = await import("./env");
  // Next inlines NEXT_RUNTIME at build time: this literal check keeps pg-boss out of an edge bundle,
  // and no worker starts while `next build` collects pages.
  // eslint-disable-next-line no-restricted-syntax -- see above; src/env.ts still validates everything else
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // The socket's address for clientIp(): Next.js gives route handlers none (see request-info.ts).
  const { installSocketAddressStamp } = await import("./server/http/socket-address");
  installSocketAddressStamp();
  // SIGTERM drains a production server (src/platform/shutdown.ts): the last hooks stop pg-boss and
  // Prisma. `next dev` keeps its own handlers.
  const { installGracefulShutdown, onShutdown } = await import("./platform/shutdown");
  if (env.NODE_ENV === "production") installGracefulShutdown();
  const { billingWorkerEnabled, startBillingWorker } = await import("./features/billing/jobs");
  if (billingWorkerEnabled() && env.DATABASE_URL) {
    const started = startBillingWorker();
    started.catch((error: unknown) => console.error("[billing] worker não iniciou:", error));
    onShutdown(() => started.then((boss) => boss.stop({ graceful: true, timeout: 10_000, wait: true }), () => undefined));
  }
  const { db } = await import("./platform/db");
  onShutdown(() => db.$disconnect());
}
