"use client";

import { useCallback, useEffect, useState } from "react";
import type { ParamsOf, SimulatorKind } from "../current-simulation";
import { createFormStore, type FormStore } from "../form-store";
import { loadParamsSchema } from "../schema-loader";
import { toast } from "~/lib/lazy-toast";
import { markInput } from "../update-timing";
import { saveCurrentSimulation, storedSimulationText } from "../simulation-storage";
import { useSimulatorDefaults } from "./use-simulator-defaults";

/**
 * The form store of a simulator page. Starts from the seller's defaults when the page brought them
 * (prefetched with it, so the server renders the same figures), else the model's; then, after mount: this tab's current simulation if there is one (back from /modalities, the
 * seller finds the figures they left), else the seller's defaults once they arrive — unless the
 * seller has started typing. Every valid change is saved as the tab's current simulation.
 */
export function useSimulator<K extends SimulatorKind>(kind: K) {
  const settings = useSimulatorDefaults();
  const byKind: { [S in SimulatorKind]: ParamsOf<S> } = settings;
  const defaults = byKind[kind];
  const [store] = useState<FormStore<ParamsOf<K>>>(() => createFormStore(loadParamsSchema(kind), defaults));
  const [restored, setRestored] = useState<boolean | null>(null);

  useEffect(() => {
    // sessionStorage is read after mount so the server render matches: one extra render, by design.
    // Reading it back validates with the schema (zod), loaded only when this tab keeps other figures
    // than the page shows: on a plain visit, or back with the same figures, the page loads no zod
    // while it loads (the form loads it when reached for).
    let unsubscribe = () => {};
    let cancelled = false;
    const text = storedSimulationText(kind);
    const reading =
      text === null || text === JSON.stringify(store.getSnapshot().valid)
        ? Promise.resolve(null)
        : import("../current-simulation").then((m) => m.readCurrentSimulation(kind));
    void reading.then((stored) => {
      if (cancelled) return;
      // What the seller typed meanwhile wins over the stored figures.
      if (stored && !store.getSnapshot().touched) store.reset(stored);
      setRestored(stored !== null);
      saveCurrentSimulation(kind, store.getSnapshot().valid);
      let saved = store.getSnapshot().valid;
      unsubscribe = store.subscribe(() => {
        const { valid } = store.getSnapshot();
        if (valid === saved) return;
        saved = valid;
        saveCurrentSimulation(kind, valid);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [kind, store]);

  useEffect(() => {
    if (restored === false && settings.data && !store.getSnapshot().touched) store.reset(defaults);
  }, [restored, settings.data, defaults, store]);

  // "Restaurar padrões" wipes every field: the toast offers the figures back (the last valid ones,
  // what the results were showing) for its 5 seconds.
  const resetToDefaults = useCallback(() => {
    markInput();
    const before = store.getSnapshot().valid;
    store.reset(defaults);
    if (before === defaults) return;
    toast.success("Valores padrão restaurados.", {
      action: {
        label: "Desfazer",
        onClick: () => {
          markInput();
          store.reset(before);
        },
      },
    });
  }, [store, defaults]);

  return { store, defaults, resetToDefaults };
}
