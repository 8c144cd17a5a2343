import { describe, expect, it } from "vitest";
import { documentPreference, parseTheme, resolveTheme, THEME_SCRIPT, themeClassFromCookie, themeCookie } from "./theme";

describe("theme preference", () => {
  it.each([
    ["missing cookie", undefined, "dark"],
    ["garbage", "blue", "dark"],
    ["light", "light", "light"],
    ["system", "system", "system"],
  ])("parseTheme: %s", (_label, value, expected) => {
    expect(parseTheme(value)).toBe(expected);
  });

  // The head script against a minimal document: what <html> carries before the first paint.
  function runThemeScript(cookie: string, prefersDark: boolean, pathname = "/dashboard") {
    const classes = new Set<string>(["stale"]);
    const html = {
      dataset: {} as Record<string, string>,
      classList: {
        add: (c: string) => classes.add(c),
        remove: (...cs: string[]) => cs.forEach((c) => classes.delete(c)),
      },
    };
    const window = { matchMedia: () => ({ matches: prefersDark }) };
    new Function("document", "window", "location", THEME_SCRIPT)({ documentElement: html, cookie }, window, {
      pathname,
    });
    return { theme: html.dataset.theme, classes: [...classes].filter((c) => c !== "stale") };
  }

  it.each([
    ["no cookie → dark", "", false, "dark", ["dark"]],
    ["light among other cookies", "a=1; theme=light; b=2", true, "light", ["light"]],
    ["system on a dark device", "theme=system", true, "system", ["dark"]],
    ["system on a light device", "theme=system", false, "system", ["light"]],
    ["garbage → dark", "theme=blue", false, "dark", ["dark"]],
    ["a cookie merely ending in theme= is not it", "xtheme=light", false, "dark", ["dark"]],
  ] as const)("head script: %s", (_label, cookie, prefersDark, theme, classes) => {
    expect(runThemeScript(cookie, prefersDark)).toEqual({ theme, classes });
  });

  it.each([
    ["a visitor with no cookie on a light phone: light", "", false, "system", ["light"]],
    ["a visitor with no cookie on a dark phone: dark", "", true, "system", ["dark"]],
    ["a visitor who chose dark keeps it on a light phone", "theme=dark", false, "dark", ["dark"]],
  ] as const)(
    "head script on the client's page (/public/propostas/…): %s",
    (_label, cookie, prefersDark, theme, classes) => {
      expect(runThemeScript(cookie, prefersDark, "/public/propostas/abc")).toEqual({ theme, classes });
    },
  );

  it.each([
    ["system", true, "dark"],
    ["system", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
  ] as const)("resolveTheme(%s, prefersDark=%s) → %s", (pref, prefersDark, expected) => {
    expect(resolveTheme(pref, prefersDark)).toBe(expected);
  });

  it("the cookie is path-wide and long-lived", () => {
    expect(themeCookie("light")).toBe("theme=light; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});

describe("themeClassFromCookie (pages without the root layout)", () => {
  it.each([
    ["light chosen", "a=1; theme=light; b=2", false, "light"],
    ["dark chosen, device light", "theme=dark", false, "dark"],
    ["system follows the device", "theme=system", true, "dark"],
    ["system follows the device (light)", "x=y;theme=system", false, "light"],
    ["no cookie: the default theme", "", false, "dark"],
    ["a cookie merely ending in theme is not it", "mytheme=light", false, "dark"],
  ])("%s", (_label, cookie, prefersDark, expected) => {
    expect(themeClassFromCookie(cookie, prefersDark)).toBe(expected);
  });
});

describe("documentPreference: what the head script picks, for a page React renders in the browser", () => {
  it.each([
    ["a signed-in page without a cookie", "", "/dashboard", "dark"],
    ["a visitor's page without a cookie", "", "/public/propostas/x", "system"],
    ["a visitor who chose light", "a=1; theme=light", "/public/propostas/x", "light"],
    ["garbage on a visitor's page", "theme=blue", "/public/propostas/x", "system"],
  ] as const)("%s → %s", (_label, cookie, pathname, expected) => {
    expect(documentPreference(cookie, pathname)).toBe(expected);
  });

  it.each([
    ["", "/dashboard", false],
    ["", "/public/propostas/x", false],
    ["", "/public/propostas/x", true],
    ["theme=light", "/public/propostas/x", true],
    ["theme=system", "/conta", false],
  ] as const)("agrees with the head script (cookie %j, %s, prefers dark %s)", (cookie, pathname, prefersDark) => {
    const html = { dataset: {} as Record<string, string>, classes: new Set<string>() };
    const element = {
      dataset: html.dataset,
      classList: {
        add: (c: string) => html.classes.add(c),
        remove: (...cs: string[]) => cs.forEach((c) => html.classes.delete(c)),
      },
    };
    new Function("document", "window", "location", THEME_SCRIPT)(
      { documentElement: element, cookie },
      { matchMedia: () => ({ matches: prefersDark }) },
      { pathname },
    );
    const preference = documentPreference(cookie, pathname);
    expect(html.dataset.theme).toBe(preference);
    expect([...html.classes]).toEqual([resolveTheme(preference, prefersDark)]);
  });
});
