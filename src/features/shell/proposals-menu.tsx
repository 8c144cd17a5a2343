"use client";

import { ArrowLeft, ChevronDown } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { cn } from "~/components/ui/cn";
import { isActiveLink } from "./paths";
import { useShell } from "./shell-context";

/** Spec "Proposals side menu": groups and links in this order. */
export const PROPOSALS_MENU = [
  {
    group: "propostas",
    links: [
      { href: "/propostas/generate", label: "Gerar" },
      { href: "/propostas/proposals", label: "Suas propostas" },
    ],
  },
  {
    group: "clientes",
    links: [
      { href: "/propostas/clients-proposal", label: "Propostas" },
      { href: "/propostas/clients", label: "Carteira" },
    ],
  },
  {
    group: "configurações",
    links: [
      { href: "/propostas/grupos", label: "Histórico dos grupos" },
      { href: "/propostas/pdf-images", label: "Imagens do PDF" },
      { href: "/propostas/config", label: "Gerais" },
    ],
  },
] as const;

/** A link's badge (new responses, first opens), handed in by the route from the features that count them. */
export type MenuBadges = Partial<Record<string, React.ComponentType<{ active: boolean }>>>;

function MenuLinks({
  pathname,
  badges,
  onNavigate,
}: {
  pathname: string;
  badges: MenuBadges;
  onNavigate?: () => void;
}) {
  return (
    <>
      {PROPOSALS_MENU.map(({ group, links }) => (
        <div key={group} className="mt-5 first:mt-0">
          <p className="px-2 text-[11px] font-semibold uppercase tracking-wider text-muted">{group}</p>
          <ul className="mt-1.5 space-y-0.5">
            {links.map(({ href, label }) => {
              const active = isActiveLink(pathname, href);
              const Badge = badges[href];
              return (
                <li key={href}>
                  <Link
                    href={href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "relative block rounded-md px-2 py-1.5 text-[13px] leading-5 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring",
                      active
                        ? "bg-user-slider font-medium text-user-slider-contrast shadow-sm before:absolute before:inset-y-1.5 before:left-0 before:w-[3px] before:rounded-full before:bg-user-badge"
                        : "text-muted hover:bg-surface-2 hover:text-text",
                    )}
                  >
                    {label}
                    {Badge && <Badge active={active} />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}

function BackToApp() {
  return (
    <Link
      href="/pages"
      className="flex items-start gap-1.5 rounded-md px-2 py-1.5 text-[13px] font-medium leading-5 text-muted transition hover:bg-surface-2 hover:text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
    >
      <ArrowLeft className="mt-[3px] size-3.5 shrink-0" aria-hidden />
      Voltar para o App
    </Link>
  );
}

/** ~145 px column on desktop; a collapsible bar under the header on phones. */
export function ProposalsMenu({ badges }: { badges: MenuBadges }) {
  const pathname = usePathname();
  const { user } = useShell();
  // Open for the page it was opened on: navigating elsewhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const hello = `Olá, ${user.call_name}`;

  return (
    <>
      {/* A plain column, not <aside>: it sits inside <main>, and its <nav> is the landmark. */}
      <div className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-[145px] shrink-0 flex-col overflow-y-auto border-r border-border px-1.5 py-6 md:flex">
        <p className="truncate px-2 text-sm font-semibold" title={hello}>
          {hello}
        </p>
        <nav aria-label="Propostas" className="mt-6">
          <MenuLinks pathname={pathname} badges={badges} />
        </nav>
        <div className="mt-6 border-t border-border pt-3">
          <BackToApp />
        </div>
      </div>

      <div className="border-b border-border bg-surface md:hidden">
        <div className="flex items-center justify-between px-4 py-2.5">
          <p className="text-sm font-semibold">{hello}</p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="proposals-menu-mobile"
            onClick={() => setOpenAt(open ? null : pathname)}
            className="flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
          >
            Menu
            <ChevronDown className={cn("size-4 transition", open && "rotate-180")} aria-hidden />
          </button>
        </div>
        {open && (
          <nav id="proposals-menu-mobile" aria-label="Propostas" className="border-t border-border px-4 pb-4 pt-3">
            <MenuLinks pathname={pathname} badges={badges} onNavigate={() => setOpenAt(null)} />
            <div className="mt-4 border-t border-border pt-3">
              <BackToApp />
            </div>
          </nav>
        )}
      </div>
    </>
  );
}
