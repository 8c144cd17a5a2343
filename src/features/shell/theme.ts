// Theme preference shared by the root layout (server) and the theme provider (client).
export const THEMES = ["dark", "light", "system"] as const;
export type ThemePreference = (typeof THEMES)[number];
export type ResolvedTheme = "dark" | "light";

export const THEME_COOKIE = "theme";
export const DEFAULT_THEME: ThemePreference = "dark";

export function parseTheme(value: string | null | undefined): ThemePreference {
  return THEMES.includes(value as ThemePreference) ? (value as ThemePreference) : DEFAULT_THEME;
}

/**
 * The class the server puts on <html>. "system" cannot be resolved on the server, so it gets none
 * and THEME_SCRIPT adds "dark" or "light" before the first paint.
 */
export function serverThemeClass(preference: ThemePreference): string {
  return preference === "system" ? "" : preference;
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === "system") return prefersDark ? "dark" : "light";
  return preference;
}

/** Runs in <head> before the body is painted; keep it tiny and dependency-free. */
export const THEME_SCRIPT = `(function(){try{var d=document.documentElement;if(d.dataset.theme!=="system")return;var m=window.matchMedia("(prefers-color-scheme: dark)").matches;d.classList.remove("dark","light");d.classList.add(m?"dark":"light")}catch(e){}})();`;

/** One year, lax: read by the server on every page to render the right class. */
export function themeCookie(preference: ThemePreference): string {
  return `${THEME_COOKIE}=${preference}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The class for <html> from a document.cookie string, for pages rendered without the root layout. */
export function themeClassFromCookie(cookieHeader: string, prefersDark: boolean): ResolvedTheme {
  const value = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${THEME_COOKIE}=`))
    ?.slice(THEME_COOKIE.length + 1);
  return resolveTheme(parseTheme(value), prefersDark);
}
