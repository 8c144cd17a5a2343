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
  const { billingWorkerEnabled, startBillingWorker } = await import("./features/billing/jobs");
  if (!billingWorkerEnabled() || !env.DATABASE_URL) return;
  startBillingWorker().catch((error: unknown) => console.error("[billing] worker não iniciou:", error));
  // The daily fetch of the Banco Central's official rates (issue 23), under the same switch.
  const { startRatesWorker } = await import("./features/rates/server");
  startRatesWorker().catch((error: unknown) => console.error("[rates] worker não iniciou:", error));
}
