import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createTRPCClient } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "~/trpc/app-router";
import { TRPCProvider, useTRPC } from "~/trpc/react";
import { useMarketReference } from "./use-market-reference";

// The link answers nothing: the presets come only from what the test puts in the cache.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const trpcClient = createTRPCClient<AppRouter>({ links: [() => () => observable(() => undefined)] });
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      {children}
    </TRPCProvider>
  </QueryClientProvider>
);

const point = (value: number) => ({ series: "housingMarket", refDate: new Date("2026-09-01T03:00:00Z"), value });

describe("useMarketReference", () => {
  it("keeps the same object for an equal copy of the presets, and follows new figures", async () => {
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return { reference: useMarketReference("imovel"), key: useTRPC().rates.presets.queryOptions().queryKey };
      },
      { wrapper },
    );
    const { key } = result.current;
    const presets = (official: ReturnType<typeof point>[]) => ({ official, banks: [] }) as never;
    // React Query tells its observers on a timer: awaited inside act.
    await act(async () => queryClient.setQueryData(key, presets([point(12.5)])));
    await waitFor(() => expect(result.current.reference.annualPct).toBe(12.5));
    const first = result.current.reference;
    expect(first.origin).toBe("bcb");

    // The same figures in new objects (the hydration boundary hydrating the server's copy again).
    const before = renders;
    await act(async () => queryClient.setQueryData(key, presets([point(12.5)])));
    await waitFor(() => expect(renders).toBeGreaterThan(before));
    expect(result.current.reference).toBe(first);

    await act(async () => queryClient.setQueryData(key, presets([point(13.1)])));
    await waitFor(() => expect(result.current.reference.annualPct).toBe(13.1));
    expect(result.current.reference).not.toBe(first);
  });
});
