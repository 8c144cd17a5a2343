"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { FilePlus2, FileText, Search } from "lucide-react";
import Link from "next/link";
import { useDeferredValue, useState } from "react";
import { PageContainer, PageHeader } from "~/components/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClasses } from "~/components/ui/field";
import { useShell } from "~/features/shell/components";
import { isOneOf } from "~/lib/json";
import { useTRPC } from "~/trpc/react";
import { PROPOSAL_STATUSES, PROPOSAL_STATUS_LABEL, type ProposalStatus } from "../document/status";
import { ProposalRow } from "./proposal-row";

const selectClasses = inputClasses(false, "w-auto pr-8");

/** /propostas/proposals: search, filters, newest first, "Carregar mais" by cursor. */
const KINDS = ["imovel", "veiculo"] as const;

export function ProposalsList() {
  const { user } = useShell();
  const showSeller = user.role !== "SELLER";
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<"" | "imovel" | "veiculo">("");
  const [status, setStatus] = useState<"" | ProposalStatus>("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const deferredSearch = useDeferredValue(search.trim());
  const filters = {
    search: deferredSearch || undefined,
    kind: kind || undefined,
    status: status || undefined,
    from: from || undefined,
    to: to || undefined,
    limit: 20,
  };
  const query = useInfiniteQuery(
    trpc.proposals.list.infiniteQueryOptions(filters, { getNextPageParam: (page) => page.nextCursor }),
  );
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filters.search || kind || status || from || to);

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Propostas"
        title="Suas propostas"
        description={
          showSeller
            ? "As propostas de todos os vendedores da conta, com o link público e o PDF."
            : "Todas as propostas que você gerou, com o link público e o PDF."
        }
        actions={
          <Link href="/propostas/generate" className={buttonClasses()}>
            <FilePlus2 className="size-4" aria-hidden /> Gerar proposta
          </Link>
        }
      />
      <form
        role="search"
        method="post"
        className="mb-5 flex flex-wrap items-end gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="relative min-w-[12rem] flex-1 basis-full sm:basis-auto">
          <span className="sr-only">Buscar por cliente</span>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Nome, e-mail ou telefone"
            className={inputClasses(false, "pl-9")}
          />
        </label>
        <label className="text-xs text-muted">
          <span className="mb-1 block">Tipo</span>
          <select
            value={kind}
            onChange={(e) => setKind(isOneOf(KINDS, e.target.value) ? e.target.value : "")}
            className={selectClasses}
          >
            <option value="">Todos</option>
            <option value="imovel">Imóvel</option>
            <option value="veiculo">Veículo</option>
          </select>
        </label>
        <label className="text-xs text-muted">
          <span className="mb-1 block">Situação</span>
          <select
            value={status}
            onChange={(e) => setStatus(isOneOf(PROPOSAL_STATUSES, e.target.value) ? e.target.value : "")}
            className={selectClasses}
          >
            <option value="">Todas</option>
            {PROPOSAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PROPOSAL_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs text-muted">
          <span className="mb-1 block">De</span>
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={selectClasses} />
        </label>
        <label className="text-xs text-muted">
          <span className="mb-1 block">Até</span>
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} className={selectClasses} />
        </label>
      </form>
      {query.error && (
        <Alert tone="danger" className="mb-4">
          {query.error.message}
        </Alert>
      )}
      {query.isPending ? (
        <p className="text-sm text-muted">Carregando propostas…</p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={filtered ? "Nenhuma proposta com esses filtros" : "Nenhuma proposta ainda"}
          description={
            filtered
              ? "Mude a busca ou os filtros."
              : "Quando você gerar uma proposta, ela aparece aqui com as visualizações do cliente."
          }
          action={
            !filtered && (
              <Link href="/propostas/generate" className={buttonClasses()}>
                <FilePlus2 className="size-4" aria-hidden /> Gerar proposta
              </Link>
            )
          }
        />
      ) : (
        <>
          <ul className="space-y-3" aria-label="Propostas">
            {items.map((p) => (
              <ProposalRow key={p.id} proposal={p} showSeller={showSeller} />
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-5 flex justify-center">
              <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                Carregar mais
              </Button>
            </div>
          )}
        </>
      )}
    </PageContainer>
  );
}
