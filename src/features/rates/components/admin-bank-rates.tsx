"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { formatRate } from "~/lib/format";
import { toast } from "~/lib/lazy-toast";
import { useTRPC } from "~/trpc/react";
import { formatRefDate } from "../compare";
import { KNOWN_BANKS } from "../banks";
import type { BankRate } from "../schema";

const KIND_LABEL = { imovel: "Imóvel", veiculo: "Veículo" } as const;
const inputClass = "h-10 rounded-lg border border-border bg-surface px-3";
const empty: { bank: string; kind: BankRate["kind"]; rate: string; checkedAt: string; sourceUrl: string } = {
  bank: "",
  kind: "imovel",
  rate: "",
  checkedAt: "",
  sourceUrl: "",
};

/** The banks' "a partir de" rates, each with the day it was checked: the simulators' presets. */
export function AdminBankRates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rates = useQuery(trpc.admin.bankRates.queryOptions());
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const refresh = () =>
    queryClient
      .invalidateQueries(trpc.admin.bankRates.pathFilter())
      .then(() => queryClient.invalidateQueries(trpc.rates.pathFilter()));
  const save = useMutation(
    trpc.admin.saveBankRate.mutationOptions({
      onSuccess: (row) => {
        toast.success(`Taxa de ${row.bank} (${KIND_LABEL[row.kind].toLowerCase()}) salva.`);
        setForm(empty);
        setErrors({});
        void refresh();
      },
      onError: (error) => {
        // The server's error formatter puts a feature's own field errors (AppError details) here too.
        setErrors(error.data?.fieldErrors ?? {});
        toast.error(error.message);
      },
    }),
  );
  const remove = useMutation(
    trpc.admin.deleteBankRate.mutationOptions({
      onSuccess: () => {
        toast.success("Taxa removida.");
        void refresh();
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const set = (key: keyof typeof empty) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const rate = Number(form.rate.replace(/\./g, "").replace(",", "."));
    if (!form.rate.trim() || Number.isNaN(rate)) {
      setErrors({ annualRatePct: ["Informe a taxa em % a.a., por exemplo 10,99."] });
      return;
    }
    save.mutate({
      bank: form.bank,
      kind: form.kind,
      annualRatePct: rate,
      checkedAt: form.checkedAt,
      sourceUrl: form.sourceUrl,
    });
  };
  const edit = (row: BankRate) =>
    setForm({
      bank: row.bank,
      kind: row.kind,
      rate: String(row.annualRatePct).replace(".", ","),
      checkedAt: row.checkedAt.toISOString().slice(0, 10),
      sourceUrl: row.sourceUrl ?? "",
    });
  const error = (key: string) => errors[key]?.[0];

  return (
    <Card data-testid="admin-bank-rates">
      <CardHeader
        title="Taxas dos bancos"
        description="Taxas de financiamento “a partir de” anunciadas pelos bancos, com a data em que foram conferidas. Os simuladores as oferecem como referência e comparam a taxa digitada com a média."
      />
      <form method="post" className="flex flex-wrap items-start gap-3 px-5 py-4" onSubmit={submit} noValidate>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Banco</span>
          <input
            className={`${inputClass} w-44`}
            list="known-banks"
            value={form.bank}
            onChange={set("bank")}
            aria-invalid={!!error("bank")}
          />
          <datalist id="known-banks">
            {KNOWN_BANKS.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
          {error("bank") && <span className="text-xs text-danger">{error("bank")}</span>}
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Bem</span>
          <select className={inputClass} value={form.kind} onChange={set("kind")}>
            <option value="imovel">Imóvel</option>
            <option value="veiculo">Veículo</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Taxa a partir de (% a.a.)</span>
          <input
            className={`${inputClass} w-32`}
            inputMode="decimal"
            value={form.rate}
            onChange={set("rate")}
            aria-invalid={!!error("annualRatePct")}
          />
          {error("annualRatePct") && <span className="text-xs text-danger">{error("annualRatePct")}</span>}
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Conferida em</span>
          <input
            type="date"
            className={inputClass}
            value={form.checkedAt}
            onChange={set("checkedAt")}
            aria-invalid={!!error("checkedAt")}
          />
          {error("checkedAt") && <span className="text-xs text-danger">{error("checkedAt")}</span>}
        </label>
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium">Página do banco (opcional)</span>
          <input
            type="url"
            className={inputClass}
            value={form.sourceUrl}
            onChange={set("sourceUrl")}
            aria-invalid={!!error("sourceUrl")}
          />
          {error("sourceUrl") && <span className="text-xs text-danger">{error("sourceUrl")}</span>}
        </label>
        <Button type="submit" className="mt-6" loading={save.isPending}>
          Salvar taxa
        </Button>
      </form>
      <div className="overflow-x-auto border-t border-border px-5 py-4">
        <table className="w-full min-w-[560px] text-sm" data-testid="bank-rates">
          <thead className="text-left text-muted">
            <tr>
              <th className="py-1.5 font-medium">Banco</th>
              <th className="font-medium">Bem</th>
              <th className="font-medium">A partir de</th>
              <th className="font-medium">Conferida em</th>
              <th className="font-medium">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rates.data?.map((row) => (
              <tr key={row.id} data-testid="bank-rate-row">
                <td className="py-1.5">
                  {row.sourceUrl ? (
                    <a href={row.sourceUrl} className="underline" target="_blank" rel="noreferrer">
                      {row.bank}
                    </a>
                  ) : (
                    row.bank
                  )}
                </td>
                <td>{KIND_LABEL[row.kind]}</td>
                <td className="tabular">{formatRate(row.annualRatePct, "a.a.")}</td>
                <td>{formatRefDate(row.checkedAt)}</td>
                <td className="space-x-2 text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => edit(row)}
                    aria-label={`Editar ${row.bank} (${KIND_LABEL[row.kind]})`}
                  >
                    Editar
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => remove.mutate({ id: row.id })}
                    aria-label={`Remover ${row.bank} (${KIND_LABEL[row.kind]})`}
                  >
                    Remover
                  </Button>
                </td>
              </tr>
            ))}
            {rates.data?.length === 0 && (
              <tr>
                <td colSpan={5} className="py-3 text-muted">
                  Nenhuma taxa cadastrada. Sem elas, os simuladores não comparam a taxa digitada com o mercado.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
