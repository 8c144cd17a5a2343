"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { IntentLink } from "~/components/intent-link";
import { usePathname } from "next/navigation";
import { useRef, useState } from "react";
import { BrandLogo } from "~/features/branding/components";
import { cn } from "~/components/ui/cn";
import { LazyFittedName } from "./lazy-fitted-name";
import { MAIN_NAV, type NavBadges } from "./nav-items";
import { activeHref } from "./paths";
import { useShell, type ShellUser } from "./shell-context";
import { ThemeSwitcher } from "./theme-provider";
import { UserMenu } from "./user-menu";

function Brand() {
  const { brand } = useShell();
  return (
    <IntentLink
      href="/dashboard"
      aria-label={`${brand.name}: painel`}
      className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring"
    >
      {/* A max height and a max width: a horizontal logo keeps its shape instead of a square slot. */}
      <BrandLogo
        brand={brand}
        alt=""
        className="h-auto max-h-8 w-auto max-w-[7.5rem] shrink-0 rounded-lg"
        markClassName="size-8 shrink-0 rounded-lg"
      />
      <LazyFittedName
        text={brand.shortName}
        title={brand.name}
        className="hidden min-w-0 flex-1 truncate text-sm font-semibold tracking-tight sm:block"
        testId="header-brand-name"
      />
    </IntentLink>
  );
}

/** Sticky top bar of the signed-in app: brand, sections, theme switch and account menu. */
export function AppHeader({
  user,
  navigation = true,
  badges = {},
}: {
  user: ShellUser;
  navigation?: boolean;
  badges?: NavBadges;
}) {
  const pathname = usePathname();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        {navigation && <MobileNav user={user} pathname={pathname} badges={badges} />}
        {/* The brand's slot takes the room left, up to its width: the name is fitted to that room, not to itself. */}
        <div className="min-w-0 flex-1 max-w-[9rem] sm:max-w-[11rem] lg:max-w-[14rem] xl:max-w-[22rem]">
          <Brand />
        </div>
        {navigation && (
          // Seven sections (with "Carteira") fit beside the brand and the account menu from lg (1024 px);
          // narrower windows use the menu button.
          <nav aria-label="Principal" className="ml-4 hidden items-center gap-0.5 lg:flex">
            {MAIN_NAV.map(({ href, label }) => {
              const active =
                activeHref(
                  pathname,
                  MAIN_NAV.map((i) => i.href),
                ) === href;
              const Badge = badges[href];
              return (
                <Link
                  key={href}
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "rounded-md px-2.5 py-1.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring",
                    active ? "bg-surface-2 text-text" : "text-muted hover:bg-surface-2/70 hover:text-text",
                  )}
                >
                  {label}
                  {Badge && <Badge />}
                </Link>
              );
            })}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <ThemeSwitcher />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}

// The phone menu's sheet (Radix Dialog: focus trap, Esc, scroll lock) loads when the
// menu button is first pointed at, focused or pressed, not with every signed-in page.
const loadSheet = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);
const MobileNavSheet = dynamic(loadSheet, { ssr: false });

function MobileNav({ user, pathname, badges }: { user: ShellUser; pathname: string; badges: NavBadges }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="-ml-1.5 flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring lg:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {open && (
        <MobileNavSheet
          user={user}
          pathname={pathname}
          badges={badges}
          onClose={() => setOpen(false)}
          returnFocusTo={trigger}
        />
      )}
    </>
  );
}
