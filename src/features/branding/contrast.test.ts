import { describe, expect, it } from "vitest";
import { resolveBrand } from "./brand";
import { AA_TEXT, contrastRatio, readableOn } from "./colors";
import { brandSampleColors, contrastWarnings, SURFACES } from "./contrast";

describe("contrastWarnings", () => {
  it("has nothing to say about the default brand", () => {
    expect(contrastWarnings(resolveBrand(null).colors)).toEqual([]);
  });

  it.each([
    ["a pale primary vanishes on the light background", { color_slider: "#f2f2f2" }, "slider-light"],
    ["a dark primary vanishes on the dark background", { color_slider: "#0a0a0a" }, "slider-dark"],
    ["a pale emphasis colour is unreadable on white", { emphasis_people: "#ffe0b2" }, "emphasis-light"],
  ])("%s", (_label, source, id) => {
    const warnings = contrastWarnings(resolveBrand(source).colors);
    expect(warnings.map((w) => w.id)).toContain(id);
    expect(warnings.find((w) => w.id === id)?.message).toMatch(/mínimo WCAG AA é (4,50|3,00):1/);
  });
});

describe("text on a mid-tone primary", () => {
  it("falls back to pure black or white, so the text on buttons always reads (no warning needed)", () => {
    const colors = resolveBrand({ color_slider: "#7a7a7a" }).colors;
    expect(readableOn(colors.slider)).toBe("#000000");
    expect(contrastWarnings(colors).map((w) => w.id)).not.toContain("slider-text");
  });
});

describe("brandSampleColors: the settings sample reads at AA on any colour the seller picks", () => {
  const themes = ["light", "dark"] as const;
  // Yellow (white text fails), a mid grey (neither near-black nor white reaches AA on it), the
  // default green (dark on the dark theme, light on the light one), and the extremes.
  const awkward = ["#ffff00", "#777777", "#0f9d58", "#000000", "#ffffff", "#101916"];
  const cases = themes.flatMap((theme) => awkward.map((hex) => [theme, hex] as const));

  it.each(cases)("%s theme, every brand colour %s", (theme, hex) => {
    const colors = resolveBrand({ color_slider: hex, color_badge: hex, emphasis_people: hex, emphasis_people_shadow: hex }).colors;
    const sample = brandSampleColors(colors, theme);
    for (const [text, pair] of Object.entries(sample)) {
      expect(contrastRatio(pair.color, pair.background), `${text}: ${pair.color} on ${pair.background}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
    // The fills stay the seller's; only text colours are adjusted.
    expect(sample.slider.background).toBe(hex);
    expect(sample.badge.background).toBe(hex);
    expect(sample.emphasis.background).toBe(SURFACES[theme]);
  });

  it.each([
    ["yellow takes dark text", "#ffff00", "#0f1a14"],
    ["mid grey falls back to pure black", "#777777", "#000000"],
    ["the default green takes near-black", "#0f9d58", "#0f1a14"],
  ])("%s", (_label, hex, text) => {
    expect(brandSampleColors(resolveBrand({ color_slider: hex }).colors, "dark").slider.color).toBe(text);
  });

  it("keeps an emphasis colour that already reads, and shades one that does not", () => {
    const colors = resolveBrand({ emphasis_people: "#0b6e3d" }).colors;
    expect(brandSampleColors(colors, "light").emphasis.color).toBe("#0b6e3d");
    const onDark = brandSampleColors(colors, "dark").emphasis.color;
    expect(onDark).not.toBe("#0b6e3d");
    expect(contrastRatio(onDark, SURFACES.dark)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
