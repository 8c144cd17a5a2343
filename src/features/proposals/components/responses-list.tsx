"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox, Mail, Phone } from "lucide-react";
import Link from "next/link";
import { toast } from "~/lib/lazy-toast";
import { PageContainer, PageHeader } from "~/components/page";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClasses } from "~/components/ui/field";
import { formatDateTime } from "~/lib/format";
import { useLogContact, WhatsappShare } from "~/features/clients/components";
import { useShell } from "~/features/shell/components";
import { isOneOf } from "~/lib/json";
import { useTRPC } from "~/trpc/react";
import { formatPhone } from "~/lib/input-mask";
import { KIND_LABEL } from "../document/format";
import { whatsappNumber } from "~/lib/whatsapp";
import type { ResponseItem } from "../document/schema";
import { publicPath } from "./share-actions";
import { VariantVersionButton } from "./variant-version-button";
import { RESPONSE_STATUSES, RESPONSE_STATUS_LABEL } from "../document/status";

const TONE = { novo: "warning", em_contato: "brand", fechado: "brand", perdido: "neutral" } as const;

function ResponseCard({ response, showSeller }: { response: ResponseItem; showSeller: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setStatus = useMutation(
    trpc.proposals.setResponseStatus.mutationOptions({
      // The answers' count of the menus (clients.badge) moves with it.
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.proposals.pathFilter()),
          queryClient.invalidateQueries(trpc.clients.badge.queryFilter()),
        ]),
      onError: (error) => toast.error(error.message),
    }),
  );
  const logContact = useLogContact();
  const r = response;
  return (
    <li
      className="rounded-xl border border-border bg-surface p-4 shadow-xs [overflow-wrap:anywhere]"
      data-testid="response-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-base font-semibold text-text">{r.name}</span>
            <Badge tone={TONE[r.status]}>{RESPONSE_STATUS_LABEL[r.status]}</Badge>
          </p>
          <p className="mt-1 text-sm text-muted">
            {formatPhone(r.phone)} · {formatDateTime(r.createdAt)}
          </p>
          <p className="mt-1 text-xs text-muted">
            Proposta:{" "}
            <Link href={`/propostas/generate?edit=${r.proposalId}`} className="font-medium text-brand hover:underline">
              {r.proposalClientName}
            </Link>{" "}
            ({KIND_LABEL[r.proposalKind]}){showSeller && <> · vendedor {r.sellerName}</>}
          </p>
        </div>
        <label className="text-xs text-muted">
          <span className="mb-1 block">Status</span>
          <select
            aria-label={`Status da resposta de ${r.name}`}
            value={r.status}
            disabled={setStatus.isPending}
            onChange={(e) => {
              const status = e.target.value;
              if (isOneOf(RESPONSE_STATUSES, status)) setStatus.mutate({ id: r.id, status });
            }}
            className={inputClasses(false, "w-auto pr-8")}
          >
            {RESPONSE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RESPONSE_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {r.message && (
        <p className="mt-3 whitespace-pre-line rounded-lg bg-surface-2 px-3 py-2 text-sm text-text">{r.message}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {r.hasVariant && <VariantVersionButton responseId={r.id} />}
        <WhatsappShare
          target={{
            clientName: r.name,
            callName: r.callName,
            phone: r.phone,
            link:
              r.proposalPublicToken && typeof window !== "undefined"
                ? `${window.location.origin}${publicPath(r.proposalPublicToken)}`
                : null,
            creditCents: r.proposalCreditCents,
            instalmentCents: r.proposalInstalmentCents,
          }}
          onOpen={() => logContact(r.proposalClientId, "whatsapp", r.proposalId)}
        />
        <a href={`tel:+${whatsappNumber(r.phone)}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          <Phone className="size-4" aria-hidden /> Ligar
        </a>
        {r.proposalClientEmail && (
          <a
            href={`mailto:${encodeURIComponent(r.proposalClientEmail)}?subject=${encodeURIComponent("Sua proposta de consórcio")}`}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
          >
            <Mail className="size-4" aria-hidden /> E-mail
          </a>
        )}
      </div>
    </li>
  );
}

/** /propostas/clients-proposal: what clients left on public links, newest first. */
export function ResponsesList() {
  const showSeller = useShell().user.role !== "SELLER";
  const trpc = useTRPC();
  const query = useQuery(trpc.proposals.responses.queryOptions());
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Clientes"
        title="Propostas de clientes"
        description="Clientes que abriram uma proposta e pediram contato pelo botão “Tenho interesse”."
      />
      {query.error && <Alert tone="danger">{query.error.message}</Alert>}
      {query.isPending ? (
        <p className="text-sm text-muted">Carregando respostas…</p>
      ) : !query.data || query.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="Nenhuma resposta de cliente"
          description="As respostas chegam aqui com o status de cada negociação: novo, em contato, fechado ou perdido."
        />
      ) : (
        <ul className="space-y-3" aria-label="Respostas de clientes">
          {query.data.map((r) => (
            <ResponseCard key={r.id} response={r} showSeller={showSeller} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
