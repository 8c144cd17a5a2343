"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { brandCssVariables, resolveBrand } from "~/features/branding";
import { useTRPC } from "~/trpc/react";
import { AppHeader } from "./app-header";
import { documentBrandCss } from "./document-brand";
import type { NavBadges } from "./nav-items";
import { HelpButton } from "./help-button";
import { useKeyboardOpen } from "./keyboard-open";
import { useStickyActionRoom } from "./sticky-action-room";
import { LoadingOverlay } from "./loading-overlay";
import { reachableWhileInactive, spinnerDismissedAtOnce } from "./paths";
import { ShellContext, type ShellColors, type ShellUser } from "./shell-context";
import { Splash } from "./splash";
import { ThemeProvider } from "./theme-provider";

export const SPINNER_DELAY_MS = 2000;

/**
 * Settings (theme fields) load once when the shell starts; the spinner stays 2 s after the fetch
 * ends, except on paths where it is dismissed at once. Errors only reach the console (spec).
 * The spec fetches settings only when no user is set: when the server already rendered the user and
 * put the settings in the page (the layouts prefetch them), or when there is nothing to fetch (terms
 * not accepted, an unpaid account), there is nothing to wait for and no spinner shows.
 */
function useSettingsLoading(pathname: string, enabled: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.settings.get.queryOptions();
  const [atOnce] = useState(() => spinnerDismissedAtOnce(pathname));
  const [loading, setLoading] = useState(
    () => !atOnce && enabled && queryClient.getQueryData(options.queryKey) === undefined,
  );
  const settings = useQuery({ ...options, enabled, retry: false });
  const settled = !enabled || settings.isFetched;

  useEffect(() => {
    if (settings.error) console.error("Erro da API:", settings.error.message);
  }, [settings.error]);

  useEffect(() => {
    if (!loading || !settled) return;
    const timer = window.setTimeout(() => setLoading(false), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading, settled]);

  return { loading, settings: settings.data };
}

/**
 * What the shell shows from features above it, handed in by the routes (src/app/_shell): the screen
 * of an account that has not paid, the notices of a signed-in seller, the dialog of the terms not
 * yet accepted. The shell decides when each shows; the features decide what it is.
 */
export type ShellParts = {
  Restricted: React.ComponentType<{ status: ShellUser["account"]["status"]; isOwner: boolean }>;
  Notices: React.ComponentType;
  TermsModal: React.ComponentType<{ open: boolean }>;
  /** Badges beside the header's sections (the Carteira's count). */
  navBadges?: NavBadges;
};

type AppShellProps = { initialUser: ShellUser; helpUrl: string; parts: ShellParts; children: React.ReactNode };

/** The signed-in app around every (app) page: theme, splash, spinner, terms, restriction, chrome. */
export function AppShell({ initialUser, helpUrl, parts, children }: AppShellProps) {
  const { Restricted, Notices, TermsModal } = parts;
  const trpc = useTRPC();
  const pathname = usePathname();
  const { data } = useQuery({ ...trpc.auth.session.queryOptions(), initialData: initialUser });
  const user = data ?? initialUser;
  // settings.get is for a paid account with the terms accepted; anyone else has the brand in `user`.
  const { loading, settings } = useSettingsLoading(pathname, user.terms && user.active);

  const [colorOverrides, setColorOverrides] = useState<Partial<ShellColors>>({});
  // Settings once loaded, else the colours and logos the session answer carries.
  const saved = useMemo(
    () =>
      resolveBrand(
        settings ?? {
          name: user.brand_name ?? user.account.name,
          nome_curto: user.brand_short_name,
          avatar_white: user.avatar_white,
          avatar_black: user.avatar_black,
          avatar_mark: user.avatar_mark,
          color_slider: user.color_slider,
          color_badge: user.color_badge,
        },
      ),
    [settings, user],
  );
  const brand = useMemo(() => ({ ...saved, colors: { ...saved.colors, ...colorOverrides } }), [saved, colorOverrides]);
  const updateColors = useCallback((next: Partial<ShellColors> | null) => {
    setColorOverrides((current) => (next === null ? {} : { ...current, ...next }));
  }, []);
  const shell = useMemo(() => ({ user, brand, colors: brand.colors, updateColors }), [user, brand, updateColors]);

  const restricted = !user.active && !reachableWhileInactive(pathname);
  // Text on the seller's colours is white or near-black, whichever reads on it (WCAG AA).
  const variables = useMemo(() => brandCssVariables(brand.colors), [brand.colors]);
  const documentCss = useMemo(() => documentBrandCss(variables), [variables]);
  useKeyboardOpen();
  useStickyActionRoom();

  return (
    <ThemeProvider userId={user.id} initial={user.theme}>
      <ShellContext.Provider value={shell}>
        <div style={variables} className="flex flex-1 flex-col">
          {/* The brand on <html> too, for the portals (./document-brand.ts). */}
          <style data-brand>{documentCss}</style>
          <Splash logo={brand.logo} name={brand.name} />
          <LoadingOverlay visible={loading} />
          <AppHeader user={user} navigation={user.active} badges={parts.navBadges} />
          {/* From lg up, a left gutter where the collapsed help button sits (it never covers content). */}
          <main id="conteudo" tabIndex={-1} className="flex flex-1 flex-col outline-none lg:pl-12">
            {restricted ? <Restricted status={user.account.status} isOwner={user.role === "OWNER"} /> : children}
          </main>
          <HelpButton url={helpUrl} />
          {/* "<client> abriu a proposta": a toast on the next page. */}
          {user.active && user.terms && <Notices />}
          {!user.terms && <TermsModal open />}
        </div>
      </ShellContext.Provider>
    </ThemeProvider>
  );
}
