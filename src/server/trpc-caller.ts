import "server-only";
import { dehydrate, HydrationBoundary, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { headers } from "next/headers";
import { cache, createElement } from "react";
import { appRouter, createCaller } from "~/server/api/root";
import { createContextFromHeaders } from "~/server/auth/session";
import { makeQueryClient } from "~/trpc/query-client";

/** Context for server components: the same plain data the route handler builds. */
export const getServerContext = cache(async () => createContextFromHeaders(new Headers(await headers())));

export async function serverCaller() {
  return createCaller(await getServerContext());
}

/*
 * Server prefetch + hydration: a signed-in page asks for its first query while it renders on the
 * server, and the client's useQuery finds the answer in the HTML instead of fetching it after
 * hydration (no spinner, one round trip fewer). The pattern, for any (app) page:
 *
 *   export default async function Page() {
 *     await prefetch(trpc.auth.sessions.queryOptions());   // same options the client's useQuery uses
 *     return <HydrateClient><Screen /></HydrateClient>;
 *   }
 *
 * One QueryClient per request (React cache), shared by the layout and the page; the procedures run
 * in-process through the router with the request's context, on the same procedure ladder.
 */
export const getQueryClient = cache(makeQueryClient);

export const trpc = createTRPCOptionsProxy({ ctx: getServerContext, router: appRouter, queryClient: getQueryClient });

/**
 * Runs a query into the request's QueryClient. Awaited, so the data is in the page's HTML; a failed
 * query is not dehydrated and the client's useQuery fetches (and reports) it as before.
 */
export async function prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  await getQueryClient().prefetchQuery(options);
}

/** Hands what the server fetched to the client's QueryClient. */
export function HydrateClient({ children }: { children: React.ReactNode }) {
  return createElement(HydrationBoundary, { state: dehydrate(getQueryClient()) }, children);
}

/** The signed-in user (auth.session), fetched once per request into the QueryClient the shell hydrates from. */
export async function getViewer() {
  return getQueryClient().fetchQuery(trpc.auth.session.queryOptions());
}
