"use client";

import { ChevronDown, FileText, KeyRound, LogOut, MonitorSmartphone, ShieldCheck, UserRound } from "lucide-react";
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

const ADMIN_LINK = { href: "/admin", label: "Administração", icon: ShieldCheck } as const;

/** The account menu's links; the operator (ADMIN) finds the back office there first. */
export function accountLinks(role: string) {
  return role === "ADMIN" ? [ADMIN_LINK, ...ACCOUNT_LINKS] : ACCOUNT_LINKS;
}

export const ROLE_LABEL: Record<string, string> = { OWNER: "Responsável", SELLER: "Vendedor", ADMIN: "Administrador" };

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full bg-user-slider text-xs font-semibold text-user-slider-contrast",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

/** Moves focus among the menu's items (WAI-ARIA menu: arrows wrap, Home/End jump). */
function focusItem(menu: HTMLElement | null, which: "first" | "last" | "next" | "prev") {
  const items = [...(menu?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
  if (!items.length) return;
  const current = items.findIndex((item) => item === document.activeElement);
  const index =
    which === "first"
      ? 0
      : which === "last"
        ? items.length - 1
        : which === "next"
          ? (current + 1) % items.length
          : (current - 1 + items.length) % items.length;
  items[index]!.focus();
}

const MENU_KEYS: Record<string, "first" | "last" | "next" | "prev"> = {
  ArrowDown: "next",
  ArrowUp: "prev",
  Home: "first",
  End: "last",
};

/**
 * Header dropdown: who is signed in, account pages, sign out. WAI-ARIA menu button: Enter, Space
 * or ↓ open it on the first item (↑ on the last), arrows move, Home/End jump, Esc closes and
 * returns focus to the button, Tab closes it and moves on.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    focusItem(menu.current, open);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const move = MENU_KEYS[event.key];
    if (move) {
      event.preventDefault();
      focusItem(menu.current, move);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const itemClass =
    "flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-text transition hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-ring";

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        id="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? "user-menu" : undefined}
        onClick={() => setOpen((v) => (v ? false : "first"))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 transition hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring sm:pr-2"
      >
        {/* Named by its text, not aria-label: the initials are decoration, the name is what is read. */}
        <span className="sr-only">Menu da conta de {user.name}</span>
        <Avatar name={user.name} />
        <ChevronDown className="hidden size-4 text-muted sm:block" aria-hidden />
      </button>
      {open && (
        <div
          ref={menu}
          id="user-menu"
          role="menu"
          aria-labelledby="user-menu-button"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-border bg-surface p-1.5 shadow-xl animate-[fade-in_120ms_ease-out]"
        >
          <div role="none" className="px-2.5 pb-2.5 pt-2">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge tone="brand">Plano {user.plan}</Badge>
              <Badge>{ROLE_LABEL[user.role] ?? user.role}</Badge>
            </div>
          </div>
          <div role="separator" className="my-1 h-px bg-border" />
          {accountLinks(user.role).map(({ href, label, icon: Icon }) => (
            <Link
              key={href}
              href={href}
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => setOpen(false)}
            >
              <Icon className="size-4 text-muted" aria-hidden />
              {label}
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-border" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => void signOutToLogin()}
          >
            <LogOut className="size-4 text-muted" aria-hidden />
            Sair
          </button>
        </div>
      )}
    </div>
  );
}
