"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { toast } from "~/lib/lazy-toast";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { formatCents } from "~/lib/format";
import { useShell } from "~/features/shell/components";
import { useTRPC } from "~/trpc/react";
import { formatDay, STATUS_LABEL, STATUS_TONE } from "./labels";

/**
 * /conta: the plan, its status and seats, paid-through date, payments and cancellation. Back from the
 * checkout, it says whether the payment is confirmed (the webhook may land a few seconds later: it
 * asks again meanwhile) and points to the first simulation.
 */
export function SubscriptionCard({ returnedFromCheckout = false }: { returnedFromCheckout?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useShell();
  const status = useQuery({
    ...trpc.payments.status.queryOptions(),
    refetchInterval: (query) => (returnedFromCheckout && query.state.data?.status !== "ACTIVE" ? 3000 : false),
  });
  const cancel = useMutation(
    trpc.payments.cancel.mutationOptions({
      onSuccess: ({ cancelAt }) => {
        toast.success(`Assinatura cancelada a partir de ${formatDay(cancelAt)}.`);
        void queryClient.invalidateQueries(trpc.payments.pathFilter());
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const data = status.data;
  if (!data) return null;
  const isOwner = user.role === "OWNER";
  return (
    <>
      {returnedFromCheckout && (
        <CheckoutOutcome confirmed={data.status === "ACTIVE"} planName={data.planName} paidThrough={data.paidThrough} />
      )}
      <Card className="w-full" data-testid="subscription-card">
        <CardHeader
          title="Assinatura"
          description={`Plano ${data.planName} · até ${data.seats} usuários simultâneos`}
          action={
            <Badge tone={STATUS_TONE[data.status]} data-testid="subscription-status">
              {STATUS_LABEL[data.status]}
            </Badge>
          }
        />
        <dl className="grid gap-4 px-5 py-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">Sessões em uso</dt>
            <dd className="tabular mt-0.5 font-medium" data-testid="subscription-seats">
              {data.seatsInUse} de {data.seats}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Pago até</dt>
            <dd className="mt-0.5 font-medium">{formatDay(data.paidThrough)}</dd>
          </div>
          <div>
            <dt className="text-muted">Cancelamento</dt>
            <dd className="mt-0.5 font-medium">{data.cancelAt ? `em ${formatDay(data.cancelAt)}` : "—"}</dd>
          </div>
        </dl>
        {data.payments.length > 0 && (
          <div className="border-t border-border px-5 py-4">
            <h3 className="text-sm font-semibold">Pagamentos</h3>
            <ul className="mt-2 divide-y divide-border text-sm">
              {data.payments.map((p) => (
                <li key={p.mpPaymentId} className="flex justify-between gap-3 py-1.5">
                  <span>{formatDay(p.paidAt)}</span>
                  <span className="tabular">{formatCents(p.amountCents)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {isOwner && (
          <div className="flex flex-wrap gap-2 border-t border-border px-5 py-4">
            <Link href="/select" className={buttonClasses({ variant: "outline", size: "sm" })}>
              {data.access.active ? "Mudar de plano" : "Escolher um plano"}
            </Link>
            {data.status === "ACTIVE" && !data.cancelAt && (
              <Button variant="ghost" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                Cancelar assinatura (aviso de 30 dias)
              </Button>
            )}
          </div>
        )}
      </Card>
    </>
  );
}

/** After the payment: the first simulation for a new account; an account that already has proposals goes back to them. */
function NextStep() {
  const trpc = useTRPC();
  const proposals = useQuery({ ...trpc.proposals.list.queryOptions({ limit: 1 }), retry: false });
  if (!proposals.isFetched) return null;
  const hasProposals = (proposals.data?.items.length ?? 0) > 0;
  return (
    <Link
      href={hasProposals ? "/propostas/proposals" : "/consorcio-financiamento"}
      className={buttonClasses({ size: "sm", className: "mt-3" })}
    >
      {hasProposals ? "Ver suas propostas" : "Fazer a primeira simulação"}
    </Link>
  );
}

function CheckoutOutcome({
  confirmed,
  planName,
  paidThrough,
}: {
  confirmed: boolean;
  planName: string;
  paidThrough: Date | string | null;
}) {
  return (
    <div
      role="status"
      data-testid="checkout-outcome"
      className="w-full rounded-xl border border-brand/40 bg-brand/10 px-5 py-4 text-sm"
    >
      {confirmed ? (
        <>
          <p className="font-semibold">
            Pagamento confirmado! Seu plano {planName} está ativo, pago até {formatDay(paidThrough)}.
          </p>
          <p className="mt-1 text-muted">Enviamos o recibo para o seu e-mail.</p>
          <NextStep />
        </>
      ) : (
        <p>
          Estamos confirmando o seu pagamento com o Mercado Pago. Isso leva alguns instantes; esta página se atualiza
          sozinha.
        </p>
      )}
    </div>
  );
}
