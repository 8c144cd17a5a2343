"use client";

import { ChevronDown, FileText, KeyRound, LogOut, MonitorSmartphone, UserRound } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import type { ShellUser } from "./shell-context";
import { signOutToLogin } from "./sign-out";

export const ACCOUNT_LINKS = [
  { href: "/conta", label: "Minha conta", icon: UserRound },
  { href: "/sessoes", label: "Sessões ativas", icon: MonitorSmartphone },
  { href: "/termos", label: "Termos de Uso", icon: FileText },
  { href: "/privacidade", label: "Privacidade", icon: KeyRound },
] as const;

export const ROLE_LABEL: Record<string, string> = { OWNER: "Responsável", SELLER: "Vendedor", ADMIN: "Administrador" };

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("flex size-8 shrink-0 items-center justify-center rounded-full bg-user-slider text-xs font-semibold text-user-slider-contrast", className)}
    >
      {initials(name)}
    </span>
  );
}

/** Header dropdown: who is signed in, account pages, sign out. */
export function UserMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    root.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const itemClass =
    "flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-text transition hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none";

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Menu da conta de ${user.name}`}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 transition hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand sm:pr-2"
      >
        <Avatar name={user.name} />
        <ChevronDown className="hidden size-4 text-muted sm:block" aria-hidden />
      </button>
      {open && (
        <div
          role="menu"
          aria-label="Conta"
          className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-border bg-surface p-1.5 shadow-xl animate-[fade-in_120ms_ease-out]"
        >
          <div className="px-2.5 pb-2.5 pt-2">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge tone="brand">Plano {user.plan}</Badge>
              <Badge>{ROLE_LABEL[user.role] ?? user.role}</Badge>
            </div>
          </div>
          <div className="my-1 h-px bg-border" />
          {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
            <Link key={href} href={href} role="menuitem" className={itemClass} onClick={() => setOpen(false)}>
              <Icon className="size-4 text-muted" aria-hidden />
              {label}
            </Link>
          ))}
          <div className="my-1 h-px bg-border" />
          <button type="button" role="menuitem" className={itemClass} onClick={() => void signOutToLogin()}>
            <LogOut className="size-4 text-muted" aria-hidden />
            Sair
          </button>
        </div>
      )}
    </div>
  );
}
