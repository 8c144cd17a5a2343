import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

// One request as the server log follows it: its id (the load balancer's X-Request-Id, or one made
// up), and the account it turned out to act for. The HTTP observer (./http-server.ts) opens the
// scope as Node's server receives the request, before Next.js reads it; src/proxy.ts then decides
// the id (keeps a valid incoming one or makes one) and adopts it here; everything that request runs
// afterwards (route handlers, tRPC, Prisma callbacks) sees the same scope, so every log line it
// writes carries the id. Kept on globalThis: instrumentation, the proxy and the routes are separate bundles.

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * `queries`: SQL statements the request sent through the app's pool (src/platform/db.ts), shown on
 * its access line; `npm run check:perf` holds the public page and /api/auth/me to their counts.
 */
export type RequestScope = { requestId: string; accountId: string | null; queries?: number };

declare global {
  var __consorcioRequestScope: AsyncLocalStorage<RequestScope> | undefined;
}

function storage(): AsyncLocalStorage<RequestScope> {
  return (globalThis.__consorcioRequestScope ??= new AsyncLocalStorage<RequestScope>());
}

// What we accept from outside as an id: nginx's 32 hex digits, a UUID (Mercado Pago's), ours. Anything
// else (too long, spaces, line breaks that would forge a log line) is replaced by a fresh id.
const VALID_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function newRequestId(): string {
  return crypto.randomBytes(6).toString("hex");
}

/** The caller's id when it is one we accept, otherwise a new one. */
export function acceptRequestId(value: string | string[] | null | undefined): string {
  const id = Array.isArray(value) ? value[0] : value;
  return id && VALID_ID.test(id) ? id : newRequestId();
}

/** The id src/proxy.ts forwarded on the request (null outside a server, as in tests and scripts). */
export function requestIdFrom(headers: Headers): string | null {
  const id = headers.get(REQUEST_ID_HEADER);
  return id && VALID_ID.test(id) ? id : null;
}

/** src/proxy.ts's id for this request: the one its log lines carry from here on. */
export function adoptRequestId(requestId: string): void {
  const scope = currentRequest();
  if (scope) scope.requestId = requestId;
}

/** Opens the scope for the rest of the current execution and everything it starts. */
export function enterRequestScope(scope: RequestScope): void {
  storage().enterWith(scope);
}

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage().run(scope, run);
}

export function currentRequest(): RequestScope | undefined {
  return storage().getStore();
}

/** The account the request acts for, once its session is known (for the access line). */
export function noteAccount(accountId: string): void {
  const scope = currentRequest();
  if (scope) scope.accountId = accountId;
}

/** One SQL statement sent for the current request (nothing outside a request: jobs, scripts). */
export function countQuery(): void {
  const scope = currentRequest();
  if (scope) scope.queries = (scope.queries ?? 0) + 1;
}
