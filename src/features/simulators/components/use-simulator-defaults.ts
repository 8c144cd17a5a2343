"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTRPC } from "~/trpc/react";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS, type Modality } from "../engine";

// Apart from use-simulator.ts so /modalities, which needs only these, does not load the form's schemas.
/**
 * The seller's defaults (settings.simulatorDefaults); the model's until the query answers, or when
 * it fails, so a simulator is usable at once and offline from the server.
 */
export function useSimulatorDefaults() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.settings.simulatorDefaults.queryOptions(), staleTime: 60_000, retry: 1 });
  useEffect(() => {
    if (query.error) console.error("Erro da API:", query.error.message);
  }, [query.error]);
  const modalities: readonly Modality[] = query.data?.modalities ?? DEFAULT_MODALITIES;
  return {
    data: query.data ?? null,
    imovel: query.data?.imovel ?? IMOVEL_DEFAULT_PARAMS,
    veiculo: query.data?.veiculo ?? VEICULO_DEFAULT_PARAMS,
    modalities,
    fromSettings: query.data !== undefined,
    settled: query.isFetched,
  };
}
