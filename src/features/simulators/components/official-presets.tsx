"use client";

import { useQuery } from "@tanstack/react-query";
import { correctionPresets, scenarioPresets } from "~/features/rates";
import { useTRPC } from "~/trpc/react";
import type { FormStore } from "../form-store";
import { markInput } from "../update-timing";

/*
 * The BCB's stored series as presets of the consórcio's correction (an index's 12-month
 * figure: INCC for imóvel, IPCA) and of the scenarios' rates (IGP-M for the rent, Selic for the
 * aplicação and the rentabilidade), each option with its value, source and reference date. Picking
 * one fills the fields; anything typed after it stays the seller's. Same height while loading.
 */
export function OfficialPresets<P>({
  store,
  kind,
  target,
  fieldNames = [],
}: {
  store: FormStore<P>;
  kind: "imovel" | "veiculo";
  target: "correction" | "scenarios";
  fieldNames?: readonly string[];
}) {
  const trpc = useTRPC();
  const presets = useQuery({ ...trpc.rates.presets.queryOptions(), staleTime: 5 * 60_000, retry: 1 });
  const official = presets.data?.official ?? [];
  const options = target === "correction" ? correctionPresets(official, kind) : scenarioPresets(official, fieldNames);

  const apply = (id: string) => {
    const preset = options.find((o) => o.id === id);
    if (!preset) return;
    markInput();
    for (const [field, value] of Object.entries(preset.fields)) {
      if (typeof value === "number") store.setFieldShown(field, value);
      else store.setField(field, value);
    }
  };

  let status =
    target === "correction"
      ? "O valor vai para “Correção anual” e o índice fica marcado."
      : "O valor vai para o campo; você pode editá-lo depois.";
  if (presets.isPending) status = "Carregando os índices do Banco Central…";
  else if (presets.isError) status = "Índices do Banco Central indisponíveis agora.";
  else if (options.length === 0) status = "Nenhum índice do Banco Central guardado ainda.";

  return (
    <div className="col-span-2 space-y-1 rounded-lg bg-surface-2/60 p-3" data-testid={`official-presets-${target}`}>
      <label className="block text-xs font-medium text-text">
        {target === "correction" ? "Usar o índice do Banco Central (12\u00a0meses)" : "Usar taxa do Banco Central"}
        <select
          className="mt-1 block h-9 w-full rounded-lg border border-border bg-surface px-2 text-xs"
          value=""
          disabled={options.length === 0}
          onChange={(event) => apply(event.target.value)}
        >
          <option value="">Escolher…</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <p className="text-xs text-text/80" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
