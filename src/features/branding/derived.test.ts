import { describe, expect, it } from "vitest";
import { brandCssVariables, resolveBrand } from "./brand";
import { AA_LARGE, AA_TEXT, contrastRatio } from "./colors";
import { brandThemeColors, THEME_SURFACES } from "./derived";

// Brands sellers pick, each with its own second colour (the badge): light and dark, warm and cold,
// and the ones whose colour cannot be drawn as picked on one of the themes.
const PALETTE = {
  yellow: { color_slider: "#facc15", color_badge: "#fde047" },
  orange: { color_slider: "#fb923c", color_badge: "#fafaf9" },
  "near-white": { color_slider: "#fafaf9", color_badge: "#f5f5f4" },
  navy: { color_slider: "#1e3a8a", color_badge: "#172554" },
  "deep purple": { color_slider: "#4c1d95", color_badge: "#4c1d95" },
  green: { color_slider: "#16a34a", color_badge: "#22c55e" },
  "near-black": {
    color_slider: "#0a0a0a",
    color_badge: "#111111",
    emphasis_people: "#0a0a0a",
    emphasis_people_shadow: "#000000",
  },
  default: {},
} as const;

const cases = (["light", "dark"] as const).flatMap((theme) =>
  Object.entries(PALETTE).map(([name, source]) => [name, theme, source] as const),
);

const lowest = (color: string, theme: "light" | "dark") =>
  Math.min(...THEME_SURFACES[theme].map((s) => contrastRatio(color, s)));

describe("brandThemeColors: every brand colour the client sees reaches its contrast on every surface", () => {
  it.each(cases)("%s brand, %s theme", (_name, theme, source) => {
    const colors = resolveBrand(source).colors;
    const c = brandThemeColors(colors, theme);
    expect(lowest(c.text, theme), `text ${c.text}`).toBeGreaterThanOrEqual(AA_TEXT);
    expect(lowest(c.emphasis, theme), `emphasis ${c.emphasis}`).toBeGreaterThanOrEqual(AA_TEXT);
    expect(lowest(c.ring, theme), `focus ring ${c.ring}`).toBeGreaterThanOrEqual(AA_LARGE);
    expect(lowest(c.control, theme), `slider fill and thumb ${c.control}`).toBeGreaterThanOrEqual(AA_LARGE);
    expect(lowest(c.curve, theme), `odds curve ${c.curve}`).toBeGreaterThanOrEqual(AA_LARGE);
    // The badge: its text on its fill, and the badge (fill or outline) on the card.
    expect(
      contrastRatio(c.badge.text, c.badge.fill),
      `badge text ${c.badge.text} on ${c.badge.fill}`,
    ).toBeGreaterThanOrEqual(AA_TEXT);
    expect(c.badge.fill).toBe(colors.badge);
    const edge = Math.max(lowest(c.badge.fill, theme), lowest(c.badge.outline, theme));
    expect(edge, `badge ${c.badge.fill} / outline ${c.badge.outline}`).toBeGreaterThanOrEqual(AA_LARGE);
  });

  it("keeps a colour that already reads as picked", () => {
    expect(brandThemeColors(resolveBrand({ color_slider: "#4c1d95" }).colors, "light").ring).toBe("#4c1d95");
    expect(brandThemeColors(resolveBrand({ color_slider: "#fb923c" }).colors, "dark").ring).toBe("#fb923c");
  });

  it("lightens deep purple on the dark theme and darkens orange on the light one, in their own hue", () => {
    const purple = brandThemeColors(resolveBrand({ color_slider: "#4c1d95" }).colors, "dark");
    // Measured on the page: #4c1d95 was ~1,6:1 on the dark background.
    expect(contrastRatio("#4c1d95", "#101916")).toBeLessThan(2);
    expect(purple.ring).not.toBe("#4c1d95");
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(purple.ring.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r!);
    expect(r).toBeGreaterThan(g!);
    const orange = brandThemeColors(resolveBrand({ color_slider: "#fb923c" }).colors, "light");
    expect(contrastRatio("#fb923c", "#ffffff")).toBeLessThan(2.3);
    expect(orange.ring).not.toBe("#fb923c");
  });

  it("outlines a near-white badge on the light theme and leaves a badge that stands out alone", () => {
    const light = brandThemeColors(resolveBrand({ color_badge: "#fafaf9" }).colors, "light");
    expect(light.badge.outline).not.toBe("#fafaf9");
    expect(lowest(light.badge.outline, "light")).toBeGreaterThanOrEqual(AA_LARGE);
    expect(brandThemeColors(resolveBrand({ color_badge: "#fafaf9" }).colors, "dark").badge.outline).toBe("#fafaf9");
  });

  it("is what the CSS variables carry, per theme, to the shell and the public page", () => {
    const colors = resolveBrand({ color_slider: "#4c1d95", color_badge: "#fafaf9" }).colors;
    const vars = brandCssVariables(colors);
    for (const theme of ["light", "dark"] as const) {
      const c = brandThemeColors(colors, theme);
      expect(vars[`--brand-text-${theme}`]).toBe(c.text);
      expect(vars[`--brand-ring-${theme}`]).toBe(c.ring);
      expect(vars[`--brand-control-${theme}`]).toBe(c.control);
      expect(vars[`--brand-curve-${theme}`]).toBe(c.curve);
      expect(vars[`--badge-outline-${theme}`]).toBe(c.badge.outline);
    }
  });
});
