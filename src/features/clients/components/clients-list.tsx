"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus, Users } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PageContainer, PageHeader } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClasses } from "~/components/ui/field";
import { useShell } from "~/features/shell/components";
import { useTRPC } from "~/trpc/react";
import type { ClientSummary, NextContactFilter } from "../schema";
import { CLIENT_STATUSES, CLIENT_STATUS_LABEL, NEXT_CONTACT_FILTERS, isOneOf, type ClientStatus } from "../status";
import { clientPath } from "./client-paths";
import { ClientForm, EMPTY_CLIENT } from "./client-form";
import { ClientsBoard } from "./clients-board";
import { BoardCard } from "./board-card";
import type { WhatsappTemplate } from "../template-text";

// Below the board and used once in a while: loaded after the page, out of the Carteira's first load.
const NoticesCard = dynamic(() => import("./notices-card").then((m) => m.NoticesCard));
const TemplatesEditor = dynamic(() => import("./templates-editor").then((m) => m.TemplatesEditor));
// The import's dialog (preview, progress) and the export: their buttons render on the server; the
// code that answers them loads after the board.
const ImportExport = dynamic(() => import("./import-export").then((m) => m.ImportExport));

const NEXT_CONTACT_LABEL: Record<NextContactFilter, string> = {
  overdue: "Atrasado",
  today: "Hoje",
  week: "Próximos 7 dias",
  none: "Sem data",
};

/** A phone's row: the board card's content (signal, next contact, WhatsApp, call, "Mover para…") with the stage. */
function ClientRow({
  client,
  showSeller,
  templates,
}: {
  client: ClientSummary;
  showSeller: boolean;
  templates: readonly WhatsappTemplate[] | undefined;
}) {
  return (
    <li className="rounded-xl border border-border bg-surface p-4 shadow-xs" data-testid="client-row">
      <p className="mb-1">
        <Badge tone="neutral">{CLIENT_STATUS_LABEL[client.status]}</Badge>
      </p>
      <BoardCard client={client} showSeller={showSeller} templates={templates} />
    </li>
  );
}

/** /propostas/clients: search and filters; a board by stage from md up, a list on a phone. */
export function ClientsList() {
  const trpc = useTRPC();
  const { user } = useShell();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ClientStatus | "">("");
  const [nextContact, setNextContact] = useState<NextContactFilter | "">("");
  const [sellerId, setSellerId] = useState("");
  const [creating, setCreating] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.clients.create.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.clients.pathFilter()) }),
  );
  const isOwner = user.role === "OWNER";
  const team = useQuery({ ...trpc.users.list.queryOptions(), enabled: isOwner });
  const input = {
    search: search.trim() || undefined,
    status: status || undefined,
    nextContact: nextContact || undefined,
    sellerId: sellerId || undefined,
    limit: 60,
  };
  const query = useInfiniteQuery(
    trpc.clients.list.infiniteQueryOptions(input, { getNextPageParam: (last) => last.nextCursor ?? undefined }),
  );
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  // A seller sees only their own clients, and an owner who sells alone has no one else's: the name
  // on every card would say nothing.
  const templates = useQuery({ ...trpc.clients.templates.queryOptions(), staleTime: 5 * 60_000, retry: false }).data
    ?.templates;
  const showSeller = isOwner && (team.data?.filter((u) => u.role !== "ADMIN").length ?? 1) > 1;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Clientes"
        title="Carteira"
        description="Seus clientes, do primeiro contato ao fechamento."
        actions={
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses({ size: "sm" })}
              onClick={() => setCreating(true)}
              aria-expanded={creating}
            >
              <UserPlus className="size-4" aria-hidden /> Novo cliente
            </button>
            <ImportExport />
          </div>
        }
      />
      {creating && (
        <section
          aria-labelledby="new-client-title"
          className="mb-6 max-w-xl rounded-xl border border-border bg-surface p-4 shadow-xs"
        >
          <h2 id="new-client-title" className="mb-3 text-base font-semibold">
            Novo cliente
          </h2>
          <ClientForm
            initial={EMPTY_CLIENT}
            submitLabel="Criar cliente"
            pending={create.isPending}
            onSubmit={async (fields) => {
              const { id } = await create.mutateAsync(fields);
              router.push(clientPath(id));
            }}
            onCancel={() => setCreating(false)}
          />
        </section>
      )}
      <form
        role="search"
        method="post"
        className={`mb-6 grid gap-3 ${showSeller ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3"}`}
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="text-sm font-medium">
          Buscar
          <input
            type="search"
            className={inputClasses(false, "mt-1")}
            placeholder="Nome, telefone ou e-mail"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label className="text-sm font-medium">
          Etapa
          <select
            className={inputClasses(false, "mt-1")}
            value={status}
            onChange={(e) => setStatus(isOneOf(CLIENT_STATUSES, e.target.value) ? e.target.value : "")}
          >
            <option value="">Todas</option>
            {CLIENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CLIENT_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Próximo contato
          <select
            className={inputClasses(false, "mt-1")}
            value={nextContact}
            onChange={(e) => setNextContact(isOneOf(NEXT_CONTACT_FILTERS, e.target.value) ? e.target.value : "")}
          >
            <option value="">Qualquer</option>
            {NEXT_CONTACT_FILTERS.map((k) => (
              <option key={k} value={k}>
                {NEXT_CONTACT_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
        {/* One seller (the owner alone): a filter with one name to pick is not offered. */}
        {showSeller && (
          <label className="text-sm font-medium">
            Vendedor
            <select
              className={inputClasses(false, "mt-1")}
              value={sellerId}
              onChange={(e) => setSellerId(e.target.value)}
            >
              <option value="">Todos</option>
              {team.data
                ?.filter((u) => u.role !== "ADMIN")
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
            </select>
          </label>
        )}
      </form>

      {query.isSuccess && items.length === 0 ? (
        <EmptyState
          icon={Users}
          title="Nenhum cliente encontrado"
          description="Os clientes aparecem aqui quando você gera uma proposta."
        />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Clientes">
            {items.map((c) => (
              <ClientRow key={c.id} client={c} showSeller={showSeller} templates={templates} />
            ))}
          </ul>
          <div className="hidden md:block">
            <ClientsBoard clients={items} showSeller={showSeller} />
          </div>
          {query.hasNextPage && (
            <button
              type="button"
              className={buttonClasses({ variant: "outline", size: "md", className: "mt-6" })}
              onClick={() => query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              Carregar mais
            </button>
          )}
        </>
      )}

      <div className="mt-10 grid gap-4 lg:grid-cols-2">
        <details className="rounded-xl border border-border bg-surface p-4 shadow-xs">
          <summary className="cursor-pointer text-sm font-semibold">Avisos por e-mail</summary>
          <div className="mt-4">
            <NoticesCard />
          </div>
        </details>
        <details className="rounded-xl border border-border bg-surface p-4 shadow-xs">
          <summary className="cursor-pointer text-sm font-semibold">Modelos de mensagem do WhatsApp</summary>
          <div className="mt-4">
            <TemplatesEditor canEdit={user.role === "OWNER"} clients={items.slice(0, 30)} />
          </div>
        </details>
      </div>
    </PageContainer>
  );
}
