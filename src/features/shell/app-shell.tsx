"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { readableTextColor } from "~/lib/contrast";
import { useTRPC } from "~/trpc/react";
import { AppHeader } from "./app-header";
import { HelpButton } from "./help-button";
import { LoadingOverlay } from "./loading-overlay";
import { reachableWhileInactive, spinnerDismissedAtOnce } from "./paths";
import { RestrictedScreen } from "~/features/billing/components/restricted-screen";
import { ShellContext, type ShellColors, type ShellUser } from "./shell-context";
import { Splash } from "./splash";
import { TermsModal } from "~/features/terms/components/terms-modal";
import { ThemeProvider } from "./theme-provider";

export const SPINNER_DELAY_MS = 2000;

/**
 * Settings (theme fields) load once when the shell starts; the spinner stays 2 s after the fetch
 * ends, except on paths where it is dismissed at once. Errors only reach the console (spec).
 */
function useSettingsLoading(pathname: string, enabled: boolean) {
  const trpc = useTRPC();
  const [atOnce] = useState(() => spinnerDismissedAtOnce(pathname));
  const [loading, setLoading] = useState(!atOnce);
  const settings = useQuery({ ...trpc.settings.get.queryOptions(), enabled, retry: false });
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

type AppShellProps = { initialUser: ShellUser; helpUrl: string; children: React.ReactNode };

/** The signed-in app around every (app) page: theme, splash, spinner, terms, restriction, chrome. */
export function AppShell({ initialUser, helpUrl, children }: AppShellProps) {
  const trpc = useTRPC();
  const pathname = usePathname();
  const { data } = useQuery({ ...trpc.auth.session.queryOptions(), initialData: initialUser });
  const user = data ?? initialUser;
  const { loading, settings } = useSettingsLoading(pathname, user.terms);

  const [colorOverrides, setColorOverrides] = useState<Partial<ShellColors>>({});
  const colors: ShellColors = {
    slider: colorOverrides.slider ?? settings?.colorSlider ?? user.color_slider ?? "#0f9d58",
    badge: colorOverrides.badge ?? settings?.colorBadge ?? user.color_badge ?? "#f4b400",
  };
  const shell = useMemo(
    () => ({ user, colors, updateColors: (next: Partial<ShellColors>) => setColorOverrides((c) => ({ ...c, ...next })) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colors is derived from these
    [user, colors.slider, colors.badge],
  );

  const restricted = !user.active && !reachableWhileInactive(pathname);
  // Text on the seller's colour is white or near-black, whichever is readable on it (WCAG AA).
  const style = {
    "--user-slider": colors.slider,
    "--user-badge": colors.badge,
    "--user-slider-contrast": readableTextColor(colors.slider),
  } as React.CSSProperties;

  return (
    <ThemeProvider initial={user.theme}>
      <ShellContext.Provider value={shell}>
        <div style={style} className="flex flex-1 flex-col">
          <Splash logoLight={user.avatar_white} logoDark={user.avatar_black} name={user.account.name} />
          <LoadingOverlay visible={loading} />
          <AppHeader user={user} navigation={user.active} />
          <main id="conteudo" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            {restricted ? <RestrictedScreen status={user.account.status} isOwner={user.role === "OWNER"} /> : children}
          </main>
          <HelpButton url={helpUrl} />
          <TermsModal open={!user.terms} />
        </div>
      </ShellContext.Provider>
    </ThemeProvider>
  );
}
