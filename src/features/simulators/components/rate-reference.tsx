"use client";

import { useQuery } from "@tanstack/react-query";
import {
  compareWithMarket,
  comparisonPhrase,
  formatRefDate,
  marketRate,
  monthlyFromAnnualPct,
  referenceWhen,
} from "~/features/rates";
import { formatRate } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { draftNumber, type FormStore } from "../form-store";
import { annualEquivalentPct } from "../rates";
import { markInput } from "../update-timing";
import { useFormSelector } from "./use-form-store";
import { useMarketReference } from "./use-market-reference";
import { BcbSources } from "./bcb-sources";

/*
 * Rates with their source and date, under a financing's fields: how the typed rate compares
 * with the banks' mean ("o dobro da taxa média de mercado"), and presets (a bank's "a partir de" rate
 * for the juros, the BCB's latest TR, monthly, as % a.a. for the TR field), each with its source and date. The box keeps
 * its height while the presets load, so nothing below moves (no layout shift).
 */
export function RateReference<P>({
  store,
  prefix,
  kind,
}: {
  store: FormStore<P>;
  prefix: "price" | "sac";
  kind: "imovel" | "veiculo";
}) {
  const trpc = useTRPC();
  const presets = useQuery({ ...trpc.rates.presets.queryOptions(), staleTime: 5 * 60_000, retry: 1 });
  const juros = `${prefix}Juros`;
  const monthly = useFormSelector(store, (s) => draftNumber(s.draft, juros));
  const banks = presets.data?.banks.filter((b) => b.kind === kind) ?? [];
  const tr = presets.data?.official.find((o) => o.series === "tr");
  const comparison = presets.data ? compareWithMarket(monthly, presets.data.banks, kind) : null;
  // Without a bank's rate, the Banco Central's average (the verdict's reference) is the comparison.
  const bcb = useMarketReference(kind);
  const bcbMonthly = monthlyFromAnnualPct(bcb.annualPct);

  const apply = (value: string) => {
    const bank = banks.find((b) => b.id === value);
    const [field, next] = bank
      ? [juros, monthlyFromAnnualPct(bank.annualRatePct)]
      : value === "bcb"
        ? [juros, bcbMonthly]
        : value === "tr" && tr
          ? [`${prefix}Tr`, annualEquivalentPct(tr.value)]
          : [null, 0];
    if (!field) return;
    markInput();
    // Rounded as a seller would type it.
    store.setFieldShown(field, Number(next.toFixed(4)));
  };

  let text: string;
  if (comparison) {
    text = `${formatRate(annualEquivalentPct(monthly), "a.a.")}: ${comparison.phrase} (${formatRate(comparison.meanAnnualPct, "a.a.")}, média de ${comparison.banks} ${comparison.banks === 1 ? "banco" : "bancos"}, conferidas desde ${formatRefDate(comparison.checkedSince)}).`;
  } else if (presets.isPending) text = "Carregando as taxas de referência…";
  else if (presets.isError) text = "Taxas de referência indisponíveis agora.";
  else {
    const ratio = annualEquivalentPct(monthly) / bcb.annualPct;
    text = `${formatRate(annualEquivalentPct(monthly), "a.a.")}: ${comparisonPhrase(ratio).replace("taxa média de mercado", "taxa média do Banco Central")} (${formatRate(bcb.annualPct, "a.a.")}, SGS ${bcb.series}, ${referenceWhen(bcb)}).`;
  }

  return (
    <div className="col-span-2 space-y-2 rounded-lg bg-surface-2/60 p-3" data-testid={`rate-reference-${prefix}`}>
      <p
        className="min-h-[4lh] text-xs leading-snug text-text/80"
        data-testid={`market-comparison-${prefix}`}
        aria-live="polite"
      >
        {text}
      </p>
      <BcbSources
        reference={bcb}
        regulated={kind === "imovel" ? marketRate("housingRegulated", presets.data?.official ?? []) : null}
        prefix={prefix}
      />
      <label className="block text-xs font-medium text-text">
        Usar taxa de referência
        <select
          className="mt-1 block h-9 w-full rounded-lg border border-border bg-surface px-2 text-xs"
          value=""
          // Never disabled: the Banco Central's average is always offered (without a bank's rate or
          // the TR it is the one reference), so the list always has something to choose.
          onChange={(event) => apply(event.target.value)}
        >
          <option value="">Escolher…</option>
          {banks.map((b) => (
            <option key={b.id} value={b.id}>
              {b.bank}: a partir de {formatRate(b.annualRatePct, "a.a.")} (
              {formatRate(monthlyFromAnnualPct(b.annualRatePct), "a.m.", 4)}), conferida em {formatRefDate(b.checkedAt)}
            </option>
          ))}
          <option value="bcb">
            Taxa média do Banco Central: {formatRate(bcb.annualPct, "a.a.")} ({formatRate(bcbMonthly, "a.m.", 4)}), SGS{" "}
            {bcb.series}, {referenceWhen(bcb)}
          </option>
          {/* The TR field takes % a.a.: the BCB's monthly TR goes in as its annual equivalent. */}
          {tr && (
            <option value="tr">
              TR {formatRate(tr.value, "a.m.", 10)} (≈ {formatRate(annualEquivalentPct(tr.value), "a.a.")}), BCB,{" "}
              {formatRefDate(tr.refDate)} (no campo TR)
            </option>
          )}
        </select>
      </label>
    </div>
  );
}
