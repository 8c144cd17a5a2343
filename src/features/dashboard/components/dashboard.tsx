"use client";

import { useQuery } from "@tanstack/react-query";
import {
  ArrowRight,
  Building2,
  Car,
  Eye,
  FilePlus2,
  FileText,
  Inbox,
  Layers,
  MonitorSmartphone,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { FeatureLink } from "~/components/feature-link";
import { PageContainer, PageHeader } from "~/components/page";
import { TodayPanel } from "~/features/clients/components";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { formatCents, formatInteger, formatRelative, plural } from "~/lib/format";
import { PROPOSAL_STATUS_LABEL } from "~/features/proposals";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { useShell } from "~/features/shell/components";
import { greeting, planByName } from "~/features/plans";

const SHORTCUTS: Array<{ href: string; title: string; text: string; icon: LucideIcon }> = [
  {
    href: "/consorcio-financiamento",
    title: "Simulador imobiliário",
    text: "Consórcio × financiamento SAC e PRICE",
    icon: Building2,
  },
  {
    href: "/consorcio-veic-financiamento",
    title: "Simulador de veículos",
    text: "Compare parcelas e custo total",
    icon: Car,
  },
  { href: "/propostas/generate", title: "Gerar proposta", text: "Monte uma proposta com a sua marca", icon: FilePlus2 },
  { href: "/modalities", title: "Modalidades de lance", text: "Sorteio, fixo, fidelidade e especial", icon: Layers },
];

function Stat({ label, value, hint, icon: Icon }: { label: string; value: string; hint: string; icon: LucideIcon }) {
  return (
    <Card className="p-3 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-muted sm:text-sm">{label}</p>
        <Icon className="hidden size-4 shrink-0 text-muted sm:block" aria-hidden />
      </div>
      <p className="tabular mt-2 text-2xl font-semibold tracking-tight sm:mt-3 sm:text-3xl">{value}</p>
      <p className="mt-1 hidden text-xs text-muted sm:block">{hint}</p>
    </Card>
  );
}

function PlanCard() {
  const trpc = useTRPC();
  const { user } = useShell();
  const plan = planByName(user.plan);
  // The price in force (after an annual adjustment), the one the checkout charges; not the catalogue's.
  const prices = useQuery(trpc.payments.prices.queryOptions()).data;
  const price = plan ? prices?.[plan.id] : undefined;
  // The owner's list covers the whole account (every seat); a seller's only their own sessions.
  const isOwner = user.role === "OWNER";
  const sessions = useQuery({ ...trpc.auth.sessions.queryOptions(), enabled: isOwner });
  const inUse = sessions.data?.length ?? 0;
  const seats = plan?.seats ?? 0;
  const ratio = seats ? Math.min(1, inUse / seats) : 0;
  return (
    <Card className="flex flex-col p-5" data-testid="plan-card">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-muted">Seu plano</p>
          <p className="mt-1 text-xl font-semibold capitalize">{user.plan}</p>
          {price !== undefined && (
            <p className="text-sm text-muted" data-testid="plan-price">
              {formatCents(price)} por mês
            </p>
          )}
        </div>
        <span className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-medium text-brand">Ativo</span>
      </div>
      <div className="mt-5">
        {isOwner && (
          <div className="mb-2">
            <div className="flex items-baseline justify-between text-sm">
              <span className="text-muted">Sessões em uso</span>
              <span className="tabular font-medium" data-testid="seats-in-use">
                {sessions.isPending ? "…" : `${inUse} de ${seats}`}
              </span>
            </div>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
              role="progressbar"
              aria-label="Sessões em uso"
              aria-valuemin={0}
              aria-valuemax={seats}
              aria-valuenow={inUse}
            >
              <div
                className={cn("h-full rounded-full transition-all", ratio >= 1 ? "bg-warning" : "bg-user-slider")}
                style={{ width: `${ratio * 100}%` }}
              />
            </div>
          </div>
        )}
        <p className="text-xs text-muted">Seu plano permite até {seats} usuários conectados ao mesmo tempo.</p>
      </div>
      <Link
        href="/sessoes"
        className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-medium text-brand hover:underline"
      >
        Ver sessões ativas <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </Card>
  );
}

function LatestProposals({ figures }: { figures: RouterOutputs["proposals"]["dashboard"] | undefined }) {
  if (!figures || figures.latest.length === 0) {
    return (
      <Card className="p-5">
        <span className="flex size-9 items-center justify-center rounded-full bg-badge/15 text-warning">
          <MonitorSmartphone className="size-4" aria-hidden />
        </span>
        <h2 className="mt-3 text-sm font-semibold">Suas propostas aparecerão aqui</h2>
        <p className="mt-1 text-sm text-muted">
          Gere uma proposta a partir de uma simulação e envie o link ao cliente. Visualizações e respostas aparecem
          neste painel.
        </p>
        <Link
          href="/propostas/generate"
          className={buttonClasses({ variant: "outline", size: "sm", className: "mt-4" })}
        >
          Gerar proposta
        </Link>
      </Card>
    );
  }
  return (
    <Card className="p-5" data-testid="latest-proposals">
      <h2 className="text-sm font-semibold">Últimas propostas</h2>
      <ul className="mt-3 divide-y divide-border">
        {figures.latest.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium">{p.clientName}</span>
              <span className="text-xs text-muted" suppressHydrationWarning>
                {PROPOSAL_STATUS_LABEL[p.status]} · {formatRelative(p.createdAt)}
              </span>
            </span>
            <span className="tabular shrink-0 text-xs text-muted">{p.viewCount} vis.</span>
          </li>
        ))}
      </ul>
      <Link
        href="/propostas/proposals"
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
      >
        Ver todas <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </Card>
  );
}

export function DashboardScreen() {
  const { user, brand } = useShell();
  const trpc = useTRPC();
  const figures = useQuery({ ...trpc.proposals.dashboard.queryOptions(), retry: false }).data;
  const count = (value: number | undefined) => (value === undefined ? "…" : formatInteger(value));
  return (
    <PageContainer>
      <PageHeader
        eyebrow={brand.name}
        title={<span suppressHydrationWarning>{`${greeting()}, ${user.call_name}`}</span>}
        description="Acompanhe suas propostas e comece uma nova simulação."
        actions={
          <Link href="/propostas/generate" className={buttonClasses()}>
            <FilePlus2 className="size-4" aria-hidden /> Nova proposta
          </Link>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <section aria-label="Resumo do mês" className="grid grid-cols-3 gap-2 sm:gap-4">
            <Stat
              label="Propostas neste mês"
              value={count(figures?.proposalsThisMonth)}
              hint={figures ? `${formatInteger(figures.proposalsTotal)} no total` : "Carregando…"}
              icon={FileText}
            />
            <Stat
              label="Visualizações"
              value={count(figures?.views)}
              hint="Aberturas do link pelos clientes"
              icon={Eye}
            />
            <Stat
              label="Respostas de clientes"
              value={count(figures?.responses)}
              hint={
                figures?.newResponses
                  ? `${formatInteger(figures.newResponses)} ${plural(figures.newResponses, "nova aguardando", "novas aguardando")} contato`
                  : "Pedidos de contato aparecem aqui"
              }
              icon={Inbox}
            />
          </section>

          <TodayPanel />

          <section aria-labelledby="shortcuts-title">
            <h2 id="shortcuts-title" className="text-sm font-semibold text-text">
              Atalhos
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {SHORTCUTS.map((item) => (
                <FeatureLink
                  key={item.href}
                  {...item}
                  trailing={
                    <ArrowRight
                      className="size-4 text-muted transition group-hover:translate-x-0.5 group-hover:text-brand"
                      aria-hidden
                    />
                  }
                />
              ))}
            </div>
          </section>
        </div>

        {/* min-w-0: a long client name truncates instead of widening the page on a phone. */}
        <aside className="min-w-0 space-y-4">
          <PlanCard />
          <LatestProposals figures={figures} />
        </aside>
      </div>
    </PageContainer>
  );
}
