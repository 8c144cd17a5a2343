"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FilePlus, Mail, Pencil, Phone } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { PageContainer, PageHeader } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { formatDateTime } from "~/lib/format";
import { toast } from "~/lib/lazy-toast";
import { formatPhone } from "~/lib/input-mask";
import { useShell } from "~/features/shell/components";
import { useTRPC } from "~/trpc/react";
import type { ClientDetail } from "../schema";
import { CLIENT_SOURCE_LABEL, CLIENT_STATUS_LABEL, LOST_REASON_LABEL, type ClientStatus, type LostReason } from "../status";
import { ClientDataActions } from "./client-data-actions";
import { ClientForm, type ClientFormValues } from "./client-form";
import { StatusSelect } from "./status-select";
import { WhatsappShare, type ShareTarget } from "./whatsapp-share";

function describe(item: ClientDetail["timeline"][number]): string {
  switch (item.kind) {
    case "proposal":
      return `Proposta de ${item.detail === "imovel" ? "imóvel" : "veículo"} criada${item.actorName ? ` por ${item.actorName}` : ""}`;
    case "version":
      return `Proposta editada (versão ${item.detail})`;
    case "view":
      return `Proposta aberta no ${item.detail}`;
    case "pdf":
      return `PDF baixado no ${item.detail}`;
    case "answer":
      return `"Tenho interesse"${item.detail ? `: ${item.detail}` : ""}`;
    case "note":
      return `Anotação: ${item.detail}`;
    case "status": {
      const [status, reason] = item.detail.split(":") as [ClientStatus, LostReason | undefined];
      return `Etapa: ${CLIENT_STATUS_LABEL[status] ?? status}${reason ? ` (${LOST_REASON_LABEL[reason] ?? reason})` : ""}`;
    }
    case "whatsapp":
      return "WhatsApp aberto pelo app";
    case "call":
      return "Ligação iniciada pelo app";
    case "email":
      return "E-mail aberto pelo app";
    case "reassigned":
      return `Passado para ${item.detail}`;
    case "imported":
      return "Cliente importado de planilha";
  }
}

/** The latest live proposal fills {link}, {parcela} and {credito} of the WhatsApp templates. */
function shareTarget(c: ClientDetail): ShareTarget {
  const live = c.proposals.find((p) => !p.revokedAt);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return {
    clientName: c.name, callName: c.callName, phone: c.phone,
    link: live ? `${origin}/public/propostas/${live.publicToken}` : null,
    instalmentCents: live?.instalmentCents ?? null, creditCents: live?.creditCents ?? null,
  };
}

function formValues(c: ClientDetail): ClientFormValues {
  return {
    name: c.name, callName: c.ownCallName ?? c.callName, phone: c.phone ?? "", email: c.email ?? "", document: c.document ?? "", city: c.city ?? "",
    source: c.source ?? "", notes: c.notes, lgpdBasis: c.lgpdBasis,
  };
}

/** /propostas/clients/<id>: contact actions, stage, next contact, reassignment (owner) and the timeline. */
export function ClientPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useShell();
  const query = useQuery(trpc.clients.get.queryOptions({ id }));
  const refresh = { onSuccess: () => queryClient.invalidateQueries(trpc.clients.pathFilter()), onError: (e: { message: string }) => toast.error(e.message) };
  const logContact = useMutation(trpc.clients.logContact.mutationOptions(refresh));
  const setNext = useMutation(trpc.clients.setNextContact.mutationOptions(refresh));
  const addNote = useMutation(trpc.clients.addNote.mutationOptions(refresh));
  const reassign = useMutation(trpc.clients.reassign.mutationOptions(refresh));
  const update = useMutation(trpc.clients.update.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.clients.pathFilter()) }));
  const [editing, setEditing] = useState(false);
  const team = useQuery({ ...trpc.users.list.queryOptions(), enabled: user.role === "OWNER" });
  const [note, setNote] = useState("");
  // Opening the client's page takes their first-open alerts off the menu's badge.
  const seeAlerts = useMutation(trpc.clients.seeAlerts.mutationOptions({ onSuccess: () => Promise.all([queryClient.invalidateQueries(trpc.clients.alerts.queryFilter()), queryClient.invalidateQueries(trpc.clients.badge.queryFilter())]) }));
  const { mutate: markSeen } = seeAlerts;
  useEffect(() => markSeen({ id }), [id, markSeen]);
  const c = query.data;
  if (!c) return <PageContainer><p className="text-muted">{query.isError ? query.error.message : "Carregando…"}</p></PageContainer>;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Cliente"
        title={c.name}
        description={[c.phone && formatPhone(c.phone), c.email, c.city].filter(Boolean).join(" · ") || undefined}
        actions={<Badge tone="neutral">{CLIENT_STATUS_LABEL[c.status]}</Badge>}
      />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            {c.phone && (
              <WhatsappShare target={shareTarget(c)} onOpen={() => logContact.mutate({ id, kind: "whatsapp", proposalId: c.proposals[0]?.id })} />
            )}
            {c.phone && (
              <a href={`tel:+55${c.phone}`} className={buttonClasses({ variant: "outline", size: "sm" })} onClick={() => logContact.mutate({ id, kind: "call" })}>
                <Phone className="size-4" aria-hidden /> Ligar
              </a>
            )}
            {c.email && (
              <a href={`mailto:${c.email}`} className={buttonClasses({ variant: "outline", size: "sm" })} onClick={() => logContact.mutate({ id, kind: "email" })}>
                <Mail className="size-4" aria-hidden /> E-mail
              </a>
            )}
            <Link href={`/propostas/generate?client=${c.id}`} className={buttonClasses({ size: "sm" })}>
              <FilePlus className="size-4" aria-hidden /> Nova proposta para este cliente
            </Link>
          </div>
          {editing ? (
            <section aria-labelledby="edit-title" className="rounded-xl border border-border bg-surface p-4 shadow-xs">
              <h2 id="edit-title" className="mb-3 text-base font-semibold">Editar dados</h2>
              <ClientForm
                initial={formValues(c)}
                lgpdBasisAt={c.lgpdBasisAt}
                submitLabel="Salvar dados"
                pending={update.isPending}
                onSubmit={async (fields) => {
                  // The next contact date has its own control: the form keeps the current one.
                  await update.mutateAsync({ ...fields, id, nextContactOn: c.nextContactOn });
                  setEditing(false);
                  toast.success("Dados do cliente salvos.");
                }}
                onCancel={() => setEditing(false)}
              />
            </section>
          ) : (
            !c.erased && (
              <button type="button" className={buttonClasses({ variant: "outline", size: "sm" })} onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden /> Editar dados
              </button>
            )
          )}
          {!editing && (c.source || c.notes) && (
            <dl className="space-y-2 text-sm" data-testid="client-details">
              {c.source && (
                <div><dt className="font-medium">Origem</dt><dd className="text-muted">{CLIENT_SOURCE_LABEL[c.source]}</dd></div>
              )}
              {c.notes && (
                <div><dt className="font-medium">Observações</dt><dd className="whitespace-pre-wrap text-muted [overflow-wrap:anywhere]">{c.notes}</dd></div>
              )}
            </dl>
          )}
          <ClientDataActions id={c.id} name={c.name} canErase={user.role === "OWNER"} erased={c.erased} />
          <div>
            <p className="text-sm font-medium">Etapa</p>
            <StatusSelect id={c.id} name={c.name} status={c.status} lostReason={c.lostReason} />
          </div>
          <label className="block text-sm font-medium">
            Próximo contato
            <input type="date" className={inputClasses(false, "mt-1")} value={c.nextContactOn ?? ""}
              onChange={(e) => setNext.mutate({ id, nextContactOn: e.target.value || null })} />
          </label>
          {user.role === "OWNER" && team.data && (
            <label className="block text-sm font-medium">
              Vendedor responsável
              <select className={inputClasses(false, "mt-1")} value={c.sellerId} onChange={(e) => reassign.mutate({ id, sellerId: e.target.value })}>
                {team.data.filter((u) => u.role !== "ADMIN").map((u) => <option key={u.id} value={u.id}>{u.name}</option>)}
              </select>
            </label>
          )}
          <form method="post" className="space-y-2" onSubmit={(e) => {
            e.preventDefault();
            if (note.trim()) addNote.mutate({ id, text: note }, { onSuccess: () => setNote("") });
          }}>
            <label className="block text-sm font-medium">
              Anotação
              <textarea className={inputClasses(false, "mt-1 min-h-20")} value={note} onChange={(e) => setNote(e.target.value)} />
            </label>
            <button type="submit" className={buttonClasses({ variant: "outline", size: "sm" })} disabled={addNote.isPending}>Salvar anotação</button>
          </form>
        </div>
        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="text-lg font-semibold">Linha do tempo</h2>
          <ol className="mt-3 space-y-3 border-l border-border pl-4 [overflow-wrap:anywhere]" data-testid="client-timeline">
            {c.timeline.map((item) => (
              <li key={item.id} className="text-sm">
                <p className="text-text">{describe(item)}</p>
                <p className="text-xs text-muted"><time dateTime={item.at.toISOString()}>{formatDateTime(item.at)}</time></p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </PageContainer>
  );
}
