"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { marketReferenceFor, type MarketRate } from "~/features/rates";
import { useTRPC } from "~/trpc/react";

/**
 * The BCB's market reference of a kind in the browser: the newest point the daily job stored (the
 * simulators' presets carry it), else the release's value, so the verdict has one while they load.
 */
export function useMarketReference(kind: "imovel" | "veiculo"): MarketRate {
  const trpc = useTRPC();
  const presets = useQuery({ ...trpc.rates.presets.queryOptions(), staleTime: 5 * 60_000, retry: 1 });
  const official = presets.data?.official;
  return useMemo(() => marketReferenceFor(kind, official ?? []), [kind, official]);
}
