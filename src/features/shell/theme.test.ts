import { describe, expect, it } from "vitest";
import { parseTheme, resolveTheme, serverThemeClass, themeClassFromCookie, themeCookie } from "./theme";

describe("theme preference", () => {
  it.each([
    ["missing cookie", undefined, "dark"],
    ["garbage", "blue", "dark"],
    ["light", "light", "light"],
    ["system", "system", "system"],
  ])("parseTheme: %s", (_label, value, expected) => {
    expect(parseTheme(value)).toBe(expected);
  });

  it("the server leaves system to the inline script", () => {
    expect(serverThemeClass("system")).toBe("");
    expect(serverThemeClass("light")).toBe("light");
  });

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
