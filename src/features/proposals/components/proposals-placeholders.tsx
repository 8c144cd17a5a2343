import { Building2, Car, FilePlus2, FileText, Inbox, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { PageContainer, PageHeader } from "~/components/page";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";

// Honest empty states for the five proposals-menu pages until their features land.

type Placeholder = {
  eyebrow: string;
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
  actions?: Array<{ href: string; label: string; icon: LucideIcon; primary?: boolean }>;
};

export const PROPOSALS_PLACEHOLDERS = {
  generate: {
    eyebrow: "Propostas",
    title: "Gerar proposta",
    description: "Escolha o simulador, preencha os dados do cliente e envie uma proposta com a sua marca.",
    icon: FilePlus2,
    emptyTitle: "O gerador de propostas está chegando",
    emptyText: "Em breve você vai gerar a proposta direto daqui. Enquanto isso, faça a simulação na frente do cliente:",
    actions: [
      { href: "/consorcio-financiamento", label: "Simulador imobiliário", icon: Building2 },
      { href: "/consorcio-veic-financiamento", label: "Simulador de veículos", icon: Car },
    ],
  },
  proposals: {
    eyebrow: "Propostas",
    title: "Suas propostas",
    description: "Todas as propostas que você gerou, com o link público e o PDF.",
    icon: FileText,
    emptyTitle: "Nenhuma proposta ainda",
    emptyText: "Quando você gerar uma proposta, ela aparece aqui com as visualizações do cliente.",
    actions: [{ href: "/propostas/generate", label: "Gerar proposta", icon: FilePlus2, primary: true }],
  },
  clients: {
    eyebrow: "Clientes",
    title: "Propostas de clientes",
    description: "Clientes que abriram uma proposta e pediram contato pelo botão “Tenho interesse”.",
    icon: Inbox,
    emptyTitle: "Nenhuma resposta de cliente",
    emptyText: "As respostas chegam aqui com o status de cada negociação: novo, em contato, fechado ou perdido.",
  },
} satisfies Record<string, Placeholder>;

export function ProposalsPlaceholder({ page }: { page: keyof typeof PROPOSALS_PLACEHOLDERS }) {
  const content: Placeholder = PROPOSALS_PLACEHOLDERS[page];
  return (
    <PageContainer>
      <PageHeader eyebrow={content.eyebrow} title={content.title} description={content.description} />
      <EmptyState
        icon={content.icon}
        title={content.emptyTitle}
        description={content.emptyText}
        action={
          content.actions && (
            <div className="flex flex-wrap justify-center gap-2">
              {content.actions.map(({ href, label, icon: Icon, primary }) => (
                <Link key={href} href={href} className={buttonClasses({ variant: primary ? "primary" : "outline" })}>
                  <Icon className="size-4" aria-hidden /> {label}
                </Link>
              ))}
            </div>
          )
        }
      />
    </PageContainer>
  );
}
