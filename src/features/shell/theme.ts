// Theme preference shared by the head script (THEME_SCRIPT) and the theme provider (client).
import { isOneOf } from "~/lib/json";
export const THEMES = ["dark", "light", "system"] as const;
export type ThemePreference = (typeof THEMES)[number];
export type ResolvedTheme = "dark" | "light";

export const THEME_COOKIE = "theme";
export const DEFAULT_THEME: ThemePreference = "dark";

export function parseTheme(value: string | null | undefined): ThemePreference {
  return isOneOf(THEMES, value) ? value : DEFAULT_THEME;
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === "system") return prefersDark ? "dark" : "light";
  return preference;
}

/**
 * The client's pages (/public/…): a visitor with no theme cookie is nobody's user, so the page follows
 * the phone's own setting (prefers-color-scheme) instead of the product's dark default.
 */
export const VISITOR_PATH_PREFIX = "/public/";

/**
 * Runs in <head> before the body is painted; keep it tiny and dependency-free. It reads the theme
 * cookie itself rather than the server putting the class on <html>: a root layout that read cookies
 * would make every page dynamic, /termos and /privacidade included, and look up nothing else.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement;try{var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(dark|light|system)(?:;|$)/),p=m?m[1]:location.pathname.indexOf("${VISITOR_PATH_PREFIX}")===0?"system":"${DEFAULT_THEME}",r=p==="system"?(window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):p;d.dataset.theme=p;d.classList.remove("dark","light");d.classList.add(r)}catch(e){d.classList.add("${DEFAULT_THEME}")}})();`;

/** One year, lax: read by THEME_SCRIPT on every page load to paint the right theme first. */
export function themeCookie(preference: ThemePreference): string {
  return `${THEME_COOKIE}=${preference}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** What THEME_SCRIPT picks: the cookie's theme, else "system" for a visitor of /public/…, else the default. */
export function documentPreference(cookieHeader: string, pathname: string): ThemePreference {
  const value = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${THEME_COOKIE}=`))
    ?.slice(THEME_COOKIE.length + 1);
  if (isOneOf(THEMES, value)) return value;
  return pathname.startsWith(VISITOR_PATH_PREFIX) ? "system" : DEFAULT_THEME;
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
