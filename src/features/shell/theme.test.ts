import { describe, expect, it } from "vitest";
import { parseTheme, resolveTheme, serverThemeClass, themeCookie } from "./theme";

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
