"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Eye, Link2Off, MessageSquare, Pencil, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { toast } from "~/lib/lazy-toast";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { formatCents, formatDateTime } from "~/lib/format";
import { useTRPC } from "~/trpc/react";
import { KIND_LABEL } from "../document/format";
import { listClaim } from "../seller/list-claim";
import type { ProposalSummary } from "../document/schema";
import { PROPOSAL_STATUS_LABEL } from "../document/status";
import { ShareActions } from "./share-actions";

// The confirmation (Radix Dialog) loads when it first opens, not with the list.
const ConfirmDialog = dynamic(() => import("./confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

const STATUS_TONE = { nao_vista: "neutral", vista: "brand", respondida: "warning", revogada: "danger" } as const;

/** One proposal in /propostas/proposals: who, what, where it stands with the client, and the actions. */
export function ProposalRow({ proposal, showSeller }: { proposal: ProposalSummary; showSeller: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<"delete" | "revoke" | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.proposals.pathFilter());
  const onError = (error: { message: string }) => toast.error(error.message);
  const duplicate = useMutation(
    trpc.proposals.duplicate.mutationOptions({
      onSuccess: () => {
        toast.success("Proposta duplicada.");
        void refresh();
      },
      onError,
    }),
  );
  const revoke = useMutation(
    trpc.proposals.revokeLink.mutationOptions({
      onSuccess: () => {
        setConfirm(null);
        toast.success("Link revogado. Quem abrir verá que a proposta não está disponível.");
        void refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.proposals.delete.mutationOptions({
      onSuccess: () => {
        setConfirm(null);
        toast.success("Proposta excluída.");
        void refresh();
      },
      onError,
    }),
  );
  const p = proposal;

  return (
    <li className="rounded-xl border border-border bg-surface p-4 shadow-xs" data-testid="proposal-row" data-id={p.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate text-base font-semibold text-text">{p.clientName}</span>
            <Badge tone={STATUS_TONE[p.status]}>{PROPOSAL_STATUS_LABEL[p.status]}</Badge>
            <Badge>{KIND_LABEL[p.kind]}</Badge>
            {p.currentVersion > 1 && <Badge>versão {p.currentVersion}</Badge>}
          </p>
          <p
            className="mt-1 text-sm text-muted"
            data-testid="proposal-claim"
            data-verdict={p.verdictKind ?? undefined}
            data-verdict-basis={p.verdictBasis ?? undefined}
          >
            Crédito {formatCents(p.creditCents)} · {listClaim(p)}
          </p>
          <p className="mt-1 text-xs text-muted">
            Criada em {formatDateTime(p.createdAt)}
            {showSeller && <> · por {p.sellerName}</>}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-muted sm:text-right">
          <dt className="flex items-center gap-1 sm:justify-end">
            <Eye className="size-3.5" aria-hidden /> Visualizações
          </dt>
          <dd className="font-semibold text-text" data-testid="view-count">
            {p.viewCount}
          </dd>
          <dt>Primeira</dt>
          <dd>{p.firstViewedAt ? formatDateTime(p.firstViewedAt) : "—"}</dd>
          <dt>Última</dt>
          <dd>{p.lastViewedAt ? formatDateTime(p.lastViewedAt) : "—"}</dd>
          <dt className="flex items-center gap-1 sm:justify-end">
            <MessageSquare className="size-3.5" aria-hidden /> Respostas
          </dt>
          <dd className="font-semibold text-text" data-testid="response-count">
            {p.responseCount}
          </dd>
        </dl>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <ShareActions proposal={p} compact />
        <div className="flex flex-wrap gap-1">
          <Link href={`/propostas/generate?edit=${p.id}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            <Pencil className="size-4" aria-hidden /> Editar
          </Link>
          <Button
            variant="ghost"
            size="sm"
            loading={duplicate.isPending}
            onClick={() => duplicate.mutate({ id: p.id })}
          >
            <Copy className="size-4" aria-hidden /> Duplicar
          </Button>
          {!p.revokedAt && (
            <Button variant="ghost" size="sm" onClick={() => setConfirm("revoke")}>
              <Link2Off className="size-4" aria-hidden /> Revogar link
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirm("delete")}
            className="text-danger hover:text-danger"
          >
            <Trash2 className="size-4" aria-hidden /> Excluir
          </Button>
        </div>
      </div>
      {confirm === "revoke" && (
        <ConfirmDialog
          open
          onOpenChange={(open) => setConfirm(open ? "revoke" : null)}
          title="Revogar o link desta proposta?"
          description={`O link enviado a ${p.clientName} deixa de funcionar na hora. A proposta continua na sua lista.`}
          confirm="Revogar link"
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate({ id: p.id })}
        />
      )}
      {confirm === "delete" && (
        <ConfirmDialog
          open
          onOpenChange={(open) => setConfirm(open ? "delete" : null)}
          title="Excluir esta proposta?"
          description={`A proposta de ${p.clientName}, todas as versões e as respostas do cliente serão apagadas. Não dá para desfazer.`}
          confirm="Excluir"
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: p.id })}
        />
      )}
    </li>
  );
}
