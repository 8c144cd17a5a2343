"use client";

import { useEffect, useState } from "react";
import { readCurrentSimulation, type ParamsOf, type SimulatorKind } from "~/features/simulators/current-simulation";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "~/features/simulators/engine";
import { createFormStore, type FormStore } from "~/features/simulators/form-store";
import { imovelParamsSchema, veiculoParamsSchema } from "~/features/simulators/schema";
import { useSimulatorDefaults } from "~/features/simulators/components/use-simulator-defaults";

export type ParamsSource = "settings" | "simulator" | "saved";

/**
 * The generator's parameters: the proposal being edited, else this tab's current simulation when the
 * seller came from a simulator's "Gerar proposta", else the seller's settings. Unlike the simulator
 * pages it never writes the tab's current simulation: a draft proposal is not a simulation.
 */
export function useProposalSimulation<K extends SimulatorKind>(kind: K, source: ParamsSource, saved: ParamsOf<K> | null) {
  const settings = useSimulatorDefaults();
  const defaults = (kind === "imovel" ? settings.imovel : settings.veiculo) as ParamsOf<K>;
  const [store] = useState(() => {
    const initial = saved ?? (kind === "imovel" ? IMOVEL_DEFAULT_PARAMS : VEICULO_DEFAULT_PARAMS);
    const s = kind === "imovel"
      ? createFormStore(imovelParamsSchema, initial as ParamsOf<"imovel">)
      : createFormStore(veiculoParamsSchema, initial as ParamsOf<"veiculo">);
    return s as unknown as FormStore<ParamsOf<K>>;
  });
  // null until this tab's storage has been read (only after mount: the server has no sessionStorage).
  const [fromSimulator, setFromSimulator] = useState<boolean | null>(source === "simulator" ? null : false);

  useEffect(() => {
    if (source !== "simulator") return;
    const current = readCurrentSimulation(kind);
    if (current) store.reset(current);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the result of reading the tab's storage after mount
    setFromSimulator(current !== null);
  }, [kind, source, store]);

  useEffect(() => {
    if (source !== "saved" && fromSimulator === false && settings.data && !store.getSnapshot().touched) store.reset(defaults);
  }, [source, fromSimulator, settings.data, defaults, store]);

  return { store, defaults, fromSimulator: fromSimulator === true };
}
