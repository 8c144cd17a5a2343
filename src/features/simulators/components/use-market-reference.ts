"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { marketReferenceFor, type MarketRate } from "~/features/rates";
import { useTRPC } from "~/trpc/react";

/**
 * The BCB's market reference of a kind in the browser: the newest point the daily job stored (the
 * simulators' presets carry it), else the release's value, so the verdict has one while they load.
 * The same object while its figures are the same: the presets' data can be replaced by an equal copy
 * (the hydration boundary hydrating the server's copy once more, now and then, as the page loads),
 * and a new reference would compute every result again and replace the server's markup of the
 * detail sections for nothing.
 */
export function useMarketReference(kind: "imovel" | "veiculo"): MarketRate {
  const trpc = useTRPC();
  const presets = useQuery({ ...trpc.rates.presets.queryOptions(), staleTime: 5 * 60_000, retry: 1 });
  const official = presets.data?.official;
  const reference = useMemo(() => marketReferenceFor(kind, official ?? []), [kind, official]);
  const [kept, setKept] = useState(reference);
  const same = kept === reference || JSON.stringify(kept) === JSON.stringify(reference);
  if (!same) setKept(reference);
  return same ? kept : reference;
}
