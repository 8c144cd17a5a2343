import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AA_TEXT,
  contrastRatio,
  parseHex,
  readableShade,
  readableTextColor,
  relativeLuminance,
  toHex,
} from "./contrast";

describe("WCAG contrast", () => {
  it.each([
    ["black on white", "#000000", "#ffffff", 21],
    ["white on white", "#fff", "#FFFFFF", 1],
    ["WCAG's grey #777 on white", "#777777", "#ffffff", 4.48],
    ["the old brand green under white text", "#ffffff", "#0f9d58", 3.51],
    ["the light theme's brand under white text", "#ffffff", "#0b7a44", 5.41],
  ])("%s", (_, a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 2);
  });

  it("parses #rgb and #rrggbb, refuses anything else", () => {
    expect(parseHex("#0F9D58")).toEqual({ r: 15, g: 157, b: 88 });
    expect(parseHex("abc")).toEqual({ r: 170, g: 187, b: 204 });
    for (const bad of ["", "red", "#12345", "#gggggg", "rgb(0,0,0)", "#0f9d58;color:red"])
      expect(parseHex(bad)).toBeNull();
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1);
  });

  it("readable text colour reaches AA on any background a seller can pick", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const bg = `#${n.toString(16).padStart(6, "0")}`;
        expect(contrastRatio(readableTextColor(bg), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
    );
    expect(readableTextColor("#f4b400")).toBe("#0f1a14");
    expect(readableTextColor("#0b7a44")).toBe("#ffffff");
    expect(readableTextColor("not a colour")).toBe("#ffffff");
  });

  it("readableShade darkens on light backgrounds and lightens on dark ones until AA holds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        fc.constantFrom("#ffffff", "#f6f8f7", "#101916", "#090e0c"),
        (n, bg) => {
          const color = `#${n.toString(16).padStart(6, "0")}`;
          expect(contrastRatio(readableShade(color, bg), bg)).toBeGreaterThanOrEqual(AA_TEXT);
        },
      ),
    );
    // Already readable: unchanged.
    expect(readableShade("#0b7a44", "#ffffff")).toBe("#0b7a44");
    expect(contrastRatio(readableShade("#f4b400", "#ffffff"), "#ffffff")).toBeLessThan(5);
    expect(toHex({ r: 15, g: 157, b: 88 })).toBe("#0f9d58");
  });
});

/** The theme tokens of globals.css, per theme (`:root,\n.light` holds the light ones; .dark overrides them). */
function themeTokens(): Record<"light" | "dark", Record<string, string>> {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, "../app/globals.css"), "utf8");
  const read = (selector: string) => {
    const out: Record<string, string> = {};
    for (const block of css.matchAll(new RegExp(`(?:^|\\n)${selector.replace(".", "\\.")} \\{([^}]*)\\}`, "g"))) {
      for (const [, name, value] of block[1]!.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{3,6})\s*;/g)) out[name!] = value!;
    }
    return out;
  };
  const light = { ...read(":root"), ...read(".light") };
  // Per-theme shades resolved on every element (--chart-consorcio is the seller's colour's shade).
  const perTheme = (theme: "light" | "dark") => ({ "chart-consorcio": light[`chart-consorcio-${theme}`]! });
  return { light: { ...light, ...perTheme("light") }, dark: { ...light, ...read(".dark"), ...perTheme("dark") } };
}

describe("theme tokens in globals.css meet WCAG AA in both themes", () => {
  const PAIRS: [string, string, number][] = [
    ["text", "bg", AA_TEXT],
    ["text", "surface", AA_TEXT],
    ["muted", "surface", AA_TEXT],
    ["muted", "surface-2", AA_TEXT],
    ["muted", "bg", AA_TEXT],
    ["brand", "surface", AA_TEXT],
    ["brand", "bg", AA_TEXT],
    ["brand-contrast", "brand", AA_TEXT],
    ["brand-contrast", "brand-strong", AA_TEXT],
    ["danger", "surface", AA_TEXT],
    ["danger-contrast", "danger", AA_TEXT],
    ["warning", "surface", AA_TEXT],
    // Focus ring and chart lines: non-text contrast 3:1.
    ["brand", "surface-2", 3],
    ["chart-consorcio", "surface", 3],
    ["chart-price", "surface", 3],
    ["chart-sac", "surface", 3],
    ["chart-invest", "surface", 3],
  ];
  const tokens = themeTokens();
  for (const theme of ["light", "dark"] as const) {
    it.each(PAIRS)(`${theme}: --%s on --%s`, (fg, bg, minimum) => {
      const t = tokens[theme];
      expect(t[fg], `--${fg}`).toBeDefined();
      expect(t[bg], `--${bg}`).toBeDefined();
      expect(contrastRatio(t[fg]!, t[bg]!)).toBeGreaterThanOrEqual(minimum);
    });
  }
});
