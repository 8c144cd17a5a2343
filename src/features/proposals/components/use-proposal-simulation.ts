"use client";

import { useEffect, useState } from "react";
import {
  type ParamsOf,
  type SimulatorKind,
  createFormStore,
  type FormStore,
  loadCurrentSimulation,
  loadParamsSchema,
} from "~/features/simulators";
import { useSimulatorDefaults } from "~/features/simulators/components";
import { overlay } from "~/lib/json";

export type ParamsSource = "settings" | "simulator" | "saved";

/**
 * The generator's parameters: the proposal being edited, else this tab's current simulation when the
 * seller came from a simulator's "Gerar proposta", else the seller's settings. Unlike the simulator
 * pages it never writes the tab's current simulation: a draft proposal is not a simulation.
 */
export function useProposalSimulation<K extends SimulatorKind>(
  kind: K,
  source: ParamsSource,
  saved: Record<string, unknown> | null,
) {
  const settings = useSimulatorDefaults();
  const byKind: { [S in SimulatorKind]: ParamsOf<S> } = settings;
  const defaults = byKind[kind];
  // The seller's defaults when the page brought them (the server renders the same), else the model's.
  const [store] = useState<FormStore<ParamsOf<K>>>(() =>
    createFormStore(loadParamsSchema(kind), saved ? overlay(defaults, saved) : defaults),
  );
  // null until this tab's storage has been read (only after mount: the server has no sessionStorage).
  const [fromSimulator, setFromSimulator] = useState<boolean | null>(source === "simulator" ? null : false);

  useEffect(() => {
    if (source !== "simulator") return;
    let cancelled = false;
    // Reading the tab's storage validates with the schema, which loads after the page.
    void loadCurrentSimulation().then(({ readCurrentSimulation }) => {
      if (cancelled) return;
      const current = readCurrentSimulation(kind);
      if (current && !store.getSnapshot().touched) store.reset(current);
      setFromSimulator(current !== null);
    });
    return () => {
      cancelled = true;
    };
  }, [kind, source, store]);

  useEffect(() => {
    if (source !== "saved" && fromSimulator === false && settings.data && !store.getSnapshot().touched)
      store.reset(defaults);
  }, [source, fromSimulator, settings.data, defaults, store]);

  return { store, defaults, fromSimulator: fromSimulator === true };
}
