"use client";

import { useMutation } from "@tanstack/react-query";
import { Monitor, Moon, Sun } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { isOneOf, recordOf } from "~/lib/json";
import { toast } from "~/lib/lazy-toast";
import { cn } from "~/components/ui/cn";
import { KEEPALIVE_CONTEXT } from "~/trpc/links";
import { useTRPC } from "~/trpc/react";
import { applyTheme } from "./apply-theme";
import { themeCookie, THEMES, type ThemePreference } from "./theme";

type ThemeContextValue = { preference: ThemePreference; setPreference: (next: ThemePreference) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * A choice not yet confirmed by the server, per user, in this browser. A reload right after a click
 * can render the page from the stored theme before the save lands; the pending choice then wins (and
 * is sent again) instead of the stale stored one overwriting the cookie.
 */
const PENDING_KEY = "theme-pending";

function readPending(userId: string): ThemePreference | null {
  try {
    const value = recordOf(JSON.parse(window.localStorage.getItem(PENDING_KEY) ?? "null"));
    return value.userId === userId && isOneOf(THEMES, value.theme) ? value.theme : null;
  } catch {
    return null;
  }
}

function writePending(userId: string, theme: ThemePreference) {
  try {
    window.localStorage.setItem(PENDING_KEY, JSON.stringify({ userId, theme }));
  } catch {
    // Storage off (private mode): the keepalive save alone carries the choice.
  }
}

function clearPending(userId: string, theme: ThemePreference) {
  if (readPending(userId) === theme) window.localStorage.removeItem(PENDING_KEY);
}

/**
 * The signed-in user's theme: stored per user (users.setTheme) and in a cookie that the head script
 * (THEME_SCRIPT) reads, so the next page load is painted in the right theme from the first byte. The
 * save is a keepalive request, so leaving the page right after a click does not cancel it.
 */
export function ThemeProvider({
  userId,
  initial,
  children,
}: {
  userId: string;
  initial: ThemePreference;
  children: React.ReactNode;
}) {
  const trpc = useTRPC();
  const [preference, setPreferenceState] = useState<ThemePreference>(initial);
  const save = useMutation(
    trpc.users.setTheme.mutationOptions({
      trpc: { context: KEEPALIVE_CONTEXT },
      onSuccess: (_saved, { theme }) => clearPending(userId, theme),
      onError: () => toast.error("Não foi possível salvar o tema."),
    }),
  );

  const { mutate } = save;
  const setPreference = useCallback(
    (next: ThemePreference) => {
      writePending(userId, next);
      setPreferenceState(next);
      document.cookie = themeCookie(next);
      applyTheme(next);
      mutate({ theme: next });
    },
    [mutate, userId],
  );

  useEffect(() => {
    // What the server rendered against what this browser last chose (localStorage, an outside store).
    const pending = readPending(userId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs from localStorage, read only after hydration
    if (pending && pending !== initial) setPreference(pending);
    else if (pending) clearPending(userId, pending);
  }, [initial, setPreference, userId]);

  useEffect(() => {
    // The user's stored choice wins over a cookie left by another user or device, unless this user's
    // own newer choice is still on its way to the server.
    const shown = readPending(userId) ?? preference;
    if (!document.cookie.split("; ").includes(`theme=${shown}`)) document.cookie = themeCookie(shown);
    applyTheme(shown);
    const html = document.documentElement;
    // React may re-render <html> with the server's class (router.refresh); put ours back.
    const observer = new MutationObserver(() => applyTheme(shown));
    observer.observe(html, { attributes: true, attributeFilter: ["class"] });
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme(shown);
    media.addEventListener("change", onChange);
    return () => {
      observer.disconnect();
      media.removeEventListener("change", onChange);
    };
  }, [preference, userId]);

  const value = useMemo(() => ({ preference, setPreference }), [preference, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside ThemeProvider");
  return value;
}

const OPTIONS = [
  { value: "light", label: "Claro", icon: Sun },
  { value: "dark", label: "Escuro", icon: Moon },
  { value: "system", label: "Sistema", icon: Monitor },
] as const;

/**
 * Three-way segmented switch in the header, a WAI-ARIA radio group: one Tab stop (the checked
 * option), arrow keys move and choose.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { preference, setPreference } = useTheme();
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = OPTIONS.findIndex((o) => o.value === preference);
    const next = OPTIONS[(index + step + OPTIONS.length) % OPTIONS.length]!;
    setPreference(next.value);
    event.currentTarget.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label="Tema"
      onKeyDown={onKeyDown}
      className={cn("inline-flex items-center gap-0.5 rounded-lg border border-border bg-surface-2 p-0.5", className)}
    >
      {OPTIONS.map(({ value, label, icon: Icon }) => {
        const checked = preference === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            data-value={value}
            tabIndex={checked ? 0 : -1}
            aria-checked={checked}
            aria-label={`Tema ${label.toLowerCase()}`}
            title={`Tema ${label.toLowerCase()}`}
            onClick={() => setPreference(value)}
            className={cn(
              "flex size-7 items-center justify-center rounded-md transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring",
              checked ? "bg-surface text-text shadow-sm" : "text-muted hover:text-text",
            )}
          >
            <Icon className="size-3.5" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
