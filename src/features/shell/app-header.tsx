"use client";

import { LogOut, Menu } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { ThemedLogo } from "~/features/branding/components/themed-logo";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { MAIN_NAV } from "./nav-items";
import { isActiveLink } from "./paths";
import { useShell, type ShellUser } from "./shell-context";
import { signOutToLogin } from "./sign-out";
import { ThemeSwitcher } from "./theme-provider";
import { ACCOUNT_LINKS, Avatar, UserMenu } from "./user-menu";

function Brand() {
  const { brand } = useShell();
  return (
    <Link
      href="/dashboard"
      aria-label={`${brand.name}: painel`}
      className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <ThemedLogo logo={brand.logo} alt="" className="size-8 rounded-lg" />
      <span className="hidden truncate text-sm font-semibold tracking-tight sm:inline">{brand.name}</span>
    </Link>
  );
}

/** Sticky top bar of the signed-in app: brand, sections, theme switch and account menu. */
export function AppHeader({ user, navigation = true }: { user: ShellUser; navigation?: boolean }) {
  const pathname = usePathname();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        {navigation && <MobileNav user={user} pathname={pathname} />}
        <div className="min-w-0 max-w-[9rem] sm:max-w-[11rem] lg:max-w-[14rem]">
          <Brand />
        </div>
        {navigation && (
          <nav aria-label="Principal" className="ml-4 hidden items-center gap-0.5 md:flex">
            {MAIN_NAV.map(({ href, label }) => {
              const active = isActiveLink(pathname, href);
              return (
                <Link
                  key={href}
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "rounded-md px-2.5 py-1.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
                    active ? "bg-surface-2 text-text" : "text-muted hover:bg-surface-2/70 hover:text-text",
                  )}
                >
                  {label}
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

function MobileNav({ user, pathname }: { user: ShellUser; pathname: string }) {
  const [open, setOpen] = useState(false);
  const linkClass = (active: boolean) =>
    cn(
      "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
      active ? "bg-user-slider/12 text-text" : "text-muted hover:bg-surface-2 hover:text-text",
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className="-ml-1.5 flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand md:hidden"
        aria-label="Abrir menu"
      >
        <Menu className="size-5" aria-hidden />
      </DialogTrigger>
      <DialogContent placement="sheet" aria-describedby={undefined}>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <div className="flex items-center gap-3 px-1 pb-4 pt-1">
          <Avatar name={user.name} className="size-9" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.account.name}</p>
          </div>
        </div>
        <nav aria-label="Principal" className="space-y-0.5 border-t border-border pt-3">
          {MAIN_NAV.map(({ href, label, icon: Icon }) => (
            <Link key={href} href={href} className={linkClass(isActiveLink(pathname, href))} onClick={() => setOpen(false)}>
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          ))}
        </nav>
        <div className="mt-3 space-y-0.5 border-t border-border pt-3">
          {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
            <Link key={href} href={href} className={linkClass(isActiveLink(pathname, href))} onClick={() => setOpen(false)}>
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          ))}
          <button type="button" className={cn(linkClass(false), "w-full")} onClick={() => void signOutToLogin()}>
            <LogOut className="size-4" aria-hidden />
            Sair
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
