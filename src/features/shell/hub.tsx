import {
  ArrowUpRight,
  Building2,
  Car,
  FilePlus2,
  FileText,
  Gauge,
  Images,
  Inbox,
  Layers,
  MonitorSmartphone,
  SlidersHorizontal,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { FeatureLink } from "~/components/feature-link";
import { PageContainer, PageHeader } from "~/components/page";

type HubItem = { href: string; title: string; text: string; icon: LucideIcon };

const GROUPS: Array<{ title: string; items: HubItem[] }> = [
  {
    title: "Simuladores",
    items: [
      {
        href: "/consorcio-financiamento",
        title: "Imóvel",
        text: "Consórcio imobiliário × financiamento SAC e PRICE.",
        icon: Building2,
      },
      {
        href: "/consorcio-veic-financiamento",
        title: "Veículo",
        text: "Consórcio de veículos × financiamento.",
        icon: Car,
      },
      {
        href: "/modalities",
        title: "Modalidades",
        text: "Sorteio, lance fixo, fidelidade e especial 50.",
        icon: Layers,
      },
    ],
  },
  {
    title: "Propostas",
    items: [
      {
        href: "/propostas/generate",
        title: "Gerar proposta",
        text: "Monte uma proposta com a sua marca.",
        icon: FilePlus2,
      },
      {
        href: "/propostas/proposals",
        title: "Suas propostas",
        text: "Todas as propostas que você enviou.",
        icon: FileText,
      },
      {
        href: "/propostas/clients-proposal",
        title: "Respostas de clientes",
        text: "Quem demonstrou interesse nas propostas.",
        icon: Inbox,
      },
    ],
  },
  {
    title: "Configurações",
    items: [
      {
        href: "/propostas/config",
        title: "Gerais",
        text: "Marca, cores, WhatsApp e padrões das simulações.",
        icon: SlidersHorizontal,
      },
      {
        href: "/propostas/pdf-images",
        title: "Imagens do PDF",
        text: "Capa, contracapa e páginas extras.",
        icon: Images,
      },
      {
        href: "/sessoes",
        title: "Sessões ativas",
        text: "Dispositivos conectados à sua conta.",
        icon: MonitorSmartphone,
      },
      { href: "/conta", title: "Minha conta", text: "Seus dados, vendedores e privacidade.", icon: UserRound },
      { href: "/dashboard", title: "Painel", text: "Resumo do mês e do seu plano.", icon: Gauge },
    ],
  },
];

/** /pages: the app's home hub, target of "Voltar para o App". */
export function HubScreen() {
  return (
    <PageContainer>
      <PageHeader title="O que você quer fazer?" description="Todos os recursos do Consórcio Pro em um só lugar." />
      <div className="space-y-10">
        {GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`hub-${group.title}`}>
            <h2 id={`hub-${group.title}`} className="text-xs font-semibold uppercase tracking-wider text-muted">
              {group.title}
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) => (
                <FeatureLink
                  key={item.href}
                  {...item}
                  className="hover:-translate-y-0.5"
                  trailing={
                    <ArrowUpRight
                      className="absolute right-4 top-4 size-4 text-muted opacity-0 transition group-hover:opacity-100"
                      aria-hidden
                    />
                  }
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
