"use client";

import { resolveTheme, type ThemePreference } from "./theme";

// Apart from theme-provider.tsx so the login page can paint the user's theme without loading the
// provider's query, toast and icon code.
function prefersDark() {
  return window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/** Puts the resolved theme class on <html> at once (also used right after login). */
export function applyTheme(preference: ThemePreference) {
  const html = document.documentElement;
  const resolved = resolveTheme(preference, prefersDark());
  html.dataset.theme = preference;
  const other = resolved === "dark" ? "light" : "dark";
  if (!html.classList.contains(resolved) || html.classList.contains(other)) {
    html.classList.remove("dark", "light");
    html.classList.add(resolved);
  }
}
