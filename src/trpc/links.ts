import { createTRPCClient, httpBatchLink, httpLink, splitLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "./app-router";
import { MAX_BATCH_CALLS, travelsAlone } from "./batching";

/**
 * A call whose tRPC context says `keepalive: true` is sent alone with `fetch(…, { keepalive: true })`:
 * the browser finishes it even when the page is left or reloaded right after (a theme switched just
 * before F5). Only for small inputs: the browser caps keepalive bodies at 64 kB in all.
 */
export const KEEPALIVE_CONTEXT = { keepalive: true } as const;

const keepaliveFetch: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true });

/**
 * The browser's tRPC client, without React Query: the login page (/, 170 kB first-load budget)
 * calls a few procedures imperatively and does without the query cache. The React
 * provider builds its client with this same function. `auth.*` calls and the import go alone (the server refuses
 * them in a batch); others are batched up to the server's limit.
 */
export function createBrowserClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.context.keepalive === true,
        true: httpLink({ url: "/api/trpc", transformer: superjson, fetch: keepaliveFetch }),
        false: splitLink({
          condition: (op) => travelsAlone(op.path),
          true: httpLink({ url: "/api/trpc", transformer: superjson }),
          false: httpBatchLink({ url: "/api/trpc", transformer: superjson, maxItems: MAX_BATCH_CALLS }),
        }),
      }),
    ],
  });
}
