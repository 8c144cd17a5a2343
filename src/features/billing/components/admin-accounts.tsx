"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { formatCents, formatDateTime } from "~/lib/format";
import { useShell } from "~/features/shell/components";
import { useTRPC } from "~/trpc/react";
import { PLANS } from "~/features/plans";
import { formatDay, STATUS_LABEL, STATUS_TONE } from "./labels";

function AccountDetail({ accountId }: { accountId: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.admin.account.queryOptions({ accountId }));
  const d = detail.data;
  if (!d) return <p className="px-5 py-3 text-sm text-muted">Carregando…</p>;
  return (
    // Sticky at the left edge and no wider than the window: inside the table's sideways scroll, a
    // phone reads the whole detail (the history lines wrap) without scrolling to find it.
    <div
      className="sticky left-0 grid w-[min(100%,calc(100vw-2rem))] gap-4 bg-surface-2/60 px-5 py-4 text-sm md:grid-cols-3"
      data-testid="admin-account-detail"
    >
      <section>
        <h4 className="font-semibold">Pagamentos</h4>
        <ul className="mt-1 space-y-1">
          {d.payments.map((p) => (
            <li key={p.mpPaymentId} className="flex justify-between gap-2">
              <span>{formatDay(p.paidAt)}</span>
              <span className="tabular">{formatCents(p.amountCents)}</span>
            </li>
          ))}
          {d.payments.length === 0 && <li className="text-muted">Nenhum pagamento.</li>}
        </ul>
      </section>
      <section>
        <h4 className="font-semibold">Aceites dos termos</h4>
        <ul className="mt-1 space-y-1">
          {d.termsAcceptances.map((t, i) => (
            <li key={i}>
              {t.document === "TERMS" ? "Termos" : "Privacidade"} v{t.version} · {t.user.email} ·{" "}
              {formatDateTime(t.acceptedAt)}
            </li>
          ))}
          {d.termsAcceptances.length === 0 && <li className="text-muted">Nenhum aceite.</li>}
        </ul>
      </section>
      <section>
        <h4 className="font-semibold">Histórico</h4>
        <ul className="mt-1 space-y-1">
          {d.events.map((e, i) => (
            <li key={i} className="break-words">
              {formatDateTime(e.createdAt)} · {e.kind}
              {e.actorName ? ` · ${e.actorName}` : ""}
            </li>
          ))}
          {d.events.length === 0 && <li className="text-muted">Sem eventos.</li>}
        </ul>
      </section>
    </div>
  );
}

/** Accounts with plan, status, paid-through, seats in use; search; activate or suspend. */
export function AdminAccounts() {
  const trpc = useTRPC();
  const { user } = useShell();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const accounts = useQuery(trpc.admin.accounts.queryOptions({ query }));
  const setStatus = useMutation(
    trpc.admin.setStatus.mutationOptions({
      onSuccess: (_data, vars) => {
        toast.success(vars.status === "ACTIVE" ? "Conta ativada." : "Conta suspensa.");
        void queryClient.invalidateQueries(trpc.admin.pathFilter());
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <Card>
      <CardHeader
        title="Contas"
        description="Plano, situação, pagamento e sessões em uso."
        action={
          <input
            type="search"
            aria-label="Buscar contas"
            placeholder="Buscar por nome, CPF/CNPJ ou e-mail"
            className="h-9 w-full rounded-lg border border-border bg-surface px-3 text-sm sm:w-72"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        }
      />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[760px] text-sm" data-testid="admin-accounts">
          <thead className="text-left text-muted">
            <tr className="border-b border-border">
              <th className="px-5 py-2 font-medium">Conta</th>
              <th className="font-medium">Plano</th>
              <th className="font-medium">Situação</th>
              <th className="font-medium">Pago até</th>
              <th className="font-medium">Sessões</th>
              <th className="px-5 text-right font-medium">Ações</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data?.map((a) => (
              <Fragment key={a.id}>
                <tr className="border-b border-border">
                  <td className="px-5 py-2">
                    <button
                      type="button"
                      className="text-left font-medium hover:underline"
                      onClick={() => setOpen(open === a.id ? null : a.id)}
                      aria-expanded={open === a.id}
                    >
                      {a.name}
                    </button>
                    <div className="text-xs text-muted">{a.owner?.email ?? "—"}</div>
                  </td>
                  <td>{PLANS[a.plan].name}</td>
                  <td>
                    <Badge tone={STATUS_TONE[a.status]}>{STATUS_LABEL[a.status]}</Badge>
                  </td>
                  <td className="tabular">{formatDay(a.paidThrough)}</td>
                  <td className="tabular">
                    {a.seatsInUse} de {PLANS[a.plan].seats}
                  </td>
                  <td className="px-5 text-right">
                    {a.id === user.account.id ? (
                      <span className="text-xs text-muted">Sua conta</span>
                    ) : a.status === "ACTIVE" ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setStatus.mutate({ accountId: a.id, status: "SUSPENDED" })}
                      >
                        Suspender
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setStatus.mutate({ accountId: a.id, status: "ACTIVE" })}
                      >
                        Ativar
                      </Button>
                    )}
                  </td>
                </tr>
                {open === a.id && (
                  <tr className="border-b border-border">
                    <td colSpan={6} className="p-0">
                      <AccountDetail accountId={a.id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
