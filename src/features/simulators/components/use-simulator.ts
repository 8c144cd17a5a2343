"use client";

import { useCallback, useEffect, useState } from "react";
import { readCurrentSimulation, saveCurrentSimulation, type ParamsOf, type SimulatorKind } from "../current-simulation";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "../engine";
import { createFormStore, type FormStore } from "../form-store";
import { imovelParamsSchema, veiculoParamsSchema } from "../schema";
import { markInput } from "../update-timing";
import { useSimulatorDefaults } from "./use-simulator-defaults";

/**
 * The form store of a simulator page. Starts from the model's defaults (what the server renders),
 * then, after mount: this tab's current simulation if there is one (back from /modalities, the
 * seller finds the figures they left), else the seller's defaults once they arrive — unless the
 * seller has started typing. Every valid change is saved as the tab's current simulation.
 */
export function useSimulator<K extends SimulatorKind>(kind: K) {
  const settings = useSimulatorDefaults();
  const defaults = (kind === "imovel" ? settings.imovel : settings.veiculo) as ParamsOf<K>;
  const [store] = useState(() => {
    const store = kind === "imovel"
      ? createFormStore(imovelParamsSchema, IMOVEL_DEFAULT_PARAMS)
      : createFormStore(veiculoParamsSchema, VEICULO_DEFAULT_PARAMS);
    return store as unknown as FormStore<ParamsOf<K>>;
  });
  const [restored, setRestored] = useState<boolean | null>(null);

  useEffect(() => {
    const stored = readCurrentSimulation(kind);
    if (stored) store.reset(stored);
    // sessionStorage is read after mount so the server render matches: one extra render, by design.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(stored !== null);
    saveCurrentSimulation(kind, store.getSnapshot().valid);
    let saved = store.getSnapshot().valid;
    return store.subscribe(() => {
      const { valid } = store.getSnapshot();
      if (valid === saved) return;
      saved = valid;
      saveCurrentSimulation(kind, valid);
    });
  }, [kind, store]);

  useEffect(() => {
    if (restored === false && settings.data && !store.getSnapshot().touched) store.reset(defaults);
  }, [restored, settings.data, defaults, store]);

  const resetToDefaults = useCallback(() => {
    markInput();
    store.reset(defaults);
  }, [store, defaults]);

  return { store, defaults, resetToDefaults };
}
