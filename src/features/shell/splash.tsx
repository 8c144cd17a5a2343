"use client";

import { useEffect, useState } from "react";
import { type Brand } from "~/features/branding";
import { ThemedLogo } from "~/features/branding/components";
import { cn } from "~/components/ui/cn";

export const SPLASH_FADE_MS = 500;
/** How long the splash stays fully visible after the app is interactive. */
const SPLASH_HOLD_MS = 250;

/**
 * The seller's logo over the app while it starts: visible, then a hidden flag starts a 500 ms fade,
 * then it leaves the DOM. Both logo variants are rendered and CSS picks the one for the theme, so the
 * server-rendered splash is already right for "system". Its CSS animation (globals.css) hides it
 * within 500 ms by itself, so without JavaScript it never covers the server-rendered page.
 */
export function Splash({ logo, name }: { logo: Brand["logo"]; name: string }) {
  const [hidden, setHidden] = useState(false);
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    const hide = window.setTimeout(() => setHidden(true), SPLASH_HOLD_MS);
    return () => window.clearTimeout(hide);
  }, []);

  useEffect(() => {
    if (!hidden) return;
    // Reduced motion: no fade, the splash simply goes (globals.css also shortens the transition).
    const fade = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : SPLASH_FADE_MS;
    const remove = window.setTimeout(() => setRemoved(true), fade);
    return () => window.clearTimeout(remove);
  }, [hidden]);

  if (removed) return null;
  return (
    <div
      data-testid="splash"
      aria-hidden
      className={cn(
        "splash-auto-hide fixed inset-0 z-[70] flex items-center justify-center bg-bg transition-opacity ease-out",
        hidden ? "pointer-events-none opacity-0" : "opacity-100",
      )}
      style={{ transitionDuration: `${SPLASH_FADE_MS}ms` }}
    >
      <ThemedLogo logo={logo} alt={name} className="max-h-24 max-w-[60vw] animate-[fade-in_300ms_ease-out]" />
    </div>
  );
}
