"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { formatCents, formatDateTime, formatPercent } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { PLANS } from "~/features/plans";
import { formatDay } from "./labels";

/** The annual adjustment: index % and effective date; the history below. */
export function AdminAdjustments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const data = useQuery(trpc.admin.adjustments.queryOptions());
  const [percent, setPercent] = useState("");
  const [effectiveFrom, setEffectiveFrom] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const apply = useMutation(
    trpc.admin.applyAdjustment.mutationOptions({
      onSuccess: () => {
        toast.success("Reajuste registrado. Os clientes serão avisados 30 dias antes do aniversário da assinatura.");
        setErrors({});
        void queryClient.invalidateQueries(trpc.admin.pathFilter());
      },
      onError: (error) => {
        // The server's error formatter puts a feature's own field errors (AppError details) here too.
        setErrors(error.data?.fieldErrors ?? {});
        toast.error(error.message);
      },
    }),
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(percent.replace(",", "."));
    if (!percent.trim() || Number.isNaN(value)) {
      setErrors({ percent: ["Informe o índice em %, por exemplo 4,62."] });
      return;
    }
    apply.mutate({ percent: value, effectiveFrom });
  };
  return (
    <Card data-testid="admin-adjustments">
      <CardHeader
        title="Reajuste anual"
        description="Índice de inflação aplicado aos preços dos planos a partir da data de vigência (aviso de 30 dias)."
      />
      <form method="post" className="flex flex-wrap items-end gap-3 px-5 py-4" onSubmit={submit} noValidate>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Índice (%)</span>
          <input
            className="h-10 w-32 rounded-lg border border-border bg-surface px-3"
            inputMode="decimal"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            aria-invalid={!!errors.percent}
          />
          {errors.percent && <span className="text-xs text-danger">{errors.percent[0]}</span>}
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Vigência</span>
          <input
            type="date"
            className="h-10 rounded-lg border border-border bg-surface px-3"
            value={effectiveFrom}
            onChange={(e) => setEffectiveFrom(e.target.value)}
            aria-invalid={!!errors.effectiveFrom}
          />
          {errors.effectiveFrom && <span className="text-xs text-danger">{errors.effectiveFrom[0]}</span>}
        </label>
        <Button type="submit" loading={apply.isPending}>
          Aplicar reajuste
        </Button>
      </form>
      <div className="overflow-x-auto border-t border-border px-5 py-4">
        <h3 className="text-sm font-semibold">Histórico</h3>
        <table className="mt-2 w-full min-w-[560px] text-sm" data-testid="adjustment-history">
          <thead className="text-left text-muted">
            <tr>
              <th className="py-1.5 font-medium">Vigência</th>
              <th className="font-medium">Índice</th>
              {(["two_users", "five_users", "ten_users"] as const).map((plan) => (
                <th key={plan} className="font-medium">
                  {PLANS[plan].name}
                </th>
              ))}
              <th className="font-medium">Por</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data.data?.history.map((row) => (
              <tr key={row.id}>
                <td className="py-1.5">{formatDay(row.effectiveFrom)}</td>
                <td className="tabular">{formatPercent(row.basisPoints / 100)}</td>
                {(["two_users", "five_users", "ten_users"] as const).map((plan) => (
                  <td key={plan} className="tabular">
                    {formatCents(row.prices.find((p) => p.plan === plan)?.priceCents ?? 0)}
                  </td>
                ))}
                <td className="text-muted">
                  {row.createdByName} · {formatDateTime(row.createdAt)}
                </td>
              </tr>
            ))}
            {data.data && data.data.history.length === 0 && (
              <tr>
                <td colSpan={6} className="py-3 text-muted">
                  Nenhum reajuste aplicado ainda. Preços atuais:{" "}
                  {data.data.prices.map((p) => `${PLANS[p.plan].name} ${formatCents(p.priceCents)}`).join(" · ")}.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
