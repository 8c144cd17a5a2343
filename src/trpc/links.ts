import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "~/server/api/root";

/**
 * The browser's tRPC client, without React Query: the login page (/, 170 kB first-load budget)
 * calls a few procedures imperatively and does without the query cache (~25 kB gzip). The React
 * provider builds its client with this same function.
 */
export function createBrowserClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: "/api/trpc", transformer: superjson })],
  });
}
