import { Images, SlidersHorizontal, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { PageContainer, PageHeader } from "~/components/page";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";

// Honest empty states for the proposals-menu pages whose features have not landed yet.

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



  pdfImages: {
    eyebrow: "Configurações",
    title: "Imagens do PDF",
    description: "Capa, contracapa e páginas extras que acompanham as suas propostas em PDF.",
    icon: Images,
    emptyTitle: "Nenhuma imagem enviada",
    emptyText: "Você poderá enviar imagens PNG, JPEG ou WebP de até 2 MB cada e escolher a ordem em que aparecem.",
  },
  config: {
    eyebrow: "Configurações",
    title: "Configurações gerais",
    description: "Nome da empresa, logotipos, cores, WhatsApp e os valores padrão das simulações.",
    icon: SlidersHorizontal,
    emptyTitle: "Personalização em breve",
    emptyText: "Por enquanto suas propostas usam as cores e os valores padrão do Consórcio Pro.",
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
