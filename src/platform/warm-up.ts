/*
 * Next.js loads a route's code on its first request. The first sign-in after a start loaded ~85 MB of
 * code on the event loop while every other request waited: `npm run bench:abuse` measured
 * /api/health's p99 at 317 ms during 60 wrong logins on a fresh server and 141 ms on the same burst a
 * minute later. So the server asks itself, once, for one request of each heavy route before it
 * says it is ready (/api/health/ready answers 503 {"status":"warming"} meanwhile): a load balancer
 * sends its first client to a server whose code is loaded. Each request is refused or not found
 * (no session, an empty body, an unknown link): nothing is written, no e-mail, no login attempt.
 */

type WarmUpRequest = { method: "GET" | "POST"; path: string; body?: string };

/** An address no proposal can have (tokens are longer): answers 404. */
const NO_PROPOSAL = "/public/propostas/aquecimento";

export const WARM_UP_REQUESTS: readonly WarmUpRequest[] = [
  { method: "GET", path: "/" },
  { method: "POST", path: "/api/auth/token", body: "{}" },
  { method: "GET", path: "/api/auth/csrf" },
  { method: "GET", path: "/api/auth/me" },
  { method: "GET", path: "/api/trpc/auth.me" },
  { method: "GET", path: "/dashboard" },
  { method: "GET", path: NO_PROPOSAL },
  { method: "GET", path: `${NO_PROPOSAL}/opengraph-image` },
  { method: "GET", path: `${NO_PROPOSAL}/pdf` },
];

/** The longest a start waits to be ready because of the warm-up; past it the server is ready anyway. */
export const WARM_UP_LIMIT_MS = 30_000;

let warming = false;

/** Whether the server is still loading its routes' code (readiness waits for it). */
export function isWarmingUp(): boolean {
  return warming;
}

/**
 * Asks `origin` (this server, on loopback) once for each request, one after another, as soon as it
 * answers; resolves with the statuses when done or when `limitMs` has passed. Never throws.
 */
export async function warmUp(
  origin: string,
  { requests = WARM_UP_REQUESTS, limitMs = WARM_UP_LIMIT_MS } = {},
): Promise<{ path: string; status: number | null }[]> {
  warming = true;
  const deadline = Date.now() + limitMs;
  const left = () => Math.max(1, deadline - Date.now());
  const answered: { path: string; status: number | null }[] = [];
  try {
    // The server listens a moment after instrumentation runs.
    while (Date.now() < deadline) {
      const up = await fetch(`${origin}/api/health/live`, { signal: AbortSignal.timeout(Math.min(1_000, left())) })
        .then((r) => r.ok)
        .catch(() => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const request of requests) {
      if (Date.now() >= deadline) break;
      const status = await fetch(`${origin}${request.path}`, {
        method: request.method,
        body: request.body,
        headers: request.body ? { "content-type": "application/json" } : {},
        redirect: "manual",
        signal: AbortSignal.timeout(left()),
      })
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => null);
      answered.push({ path: request.path, status });
    }
  } finally {
    warming = false;
  }
  return answered;
}
