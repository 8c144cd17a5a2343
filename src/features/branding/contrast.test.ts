import { describe, expect, it } from "vitest";
import { resolveBrand } from "./brand";
import { AA_TEXT, contrastRatio, readableOn } from "./colors";
import { brandSampleColors, contrastWarnings, SURFACES } from "./contrast";
import { brandThemeColors } from "./derived";

describe("contrastWarnings: what each of the four colours needs on each theme", () => {
  it("never warns about the default brand: its adjustments are close to the colours", () => {
    const notes = contrastWarnings(resolveBrand(null).colors);
    expect(notes.filter((n) => n.severity === "warning")).toEqual([]);
    // The yellow badge on white gains an outline; the green's text is a shade darker on light.
    expect(notes.map((n) => n.id)).toEqual(expect.arrayContaining(["color_badge-light-ui", "color_slider-light-text"]));
  });

  it("covers all four colours, each on the theme where it does not read", () => {
    const colors = resolveBrand({
      color_slider: "#0a0a0a",
      color_badge: "#fafaf9",
      emphasis_people: "#0a0a0a",
      emphasis_people_shadow: "#000000",
    }).colors;
    const fields = new Set(contrastWarnings(colors).map((n) => n.field));
    expect([...fields].sort()).toEqual(["color_badge", "color_slider", "emphasis_people", "emphasis_people_shadow"]);
  });

  it("says what deep purple becomes on the dark theme, and warns as the shade is visibly another colour", () => {
    const notes = contrastWarnings(resolveBrand({ color_slider: "#4c1d95" }).colors);
    const ring = notes.find((n) => n.id === "color_slider-dark-ui")!;
    expect(ring.used).toBe(brandThemeColors(resolveBrand({ color_slider: "#4c1d95" }).colors, "dark").ring);
    expect(ring.message).toMatch(
      /^Cor principal no tema escuro: #4c1d95 tem contraste 1,\d\d:1 sobre o fundo \(mínimo 3,00:1\); o anel de foco/,
    );
    expect(ring.message).toContain(ring.used);
    expect(notes.find((n) => n.id === "color_slider-dark-text")?.severity).toBe("warning");
    expect(notes.some((n) => n.theme === "light" && n.field === "color_slider")).toBe(false);
  });

  it("a near-white badge keeps its fill and gains an outline, never a warning", () => {
    const notes = contrastWarnings(resolveBrand({ color_badge: "#fafaf9" }).colors);
    const badge = notes.find((n) => n.id === "color_badge-light-ui")!;
    expect(badge.severity).toBe("adjusted");
    expect(badge.message).toMatch(/os selos mantêm a cor e ganham um contorno #[0-9a-f]{6}/);
  });
});

describe("text on a mid-tone primary", () => {
  it("falls back to pure black or white, so the text on buttons always reads", () => {
    expect(readableOn(resolveBrand({ color_slider: "#7a7a7a" }).colors.slider)).toBe("#000000");
  });
});

describe("brandSampleColors: the settings sample reads at AA on any colour the seller picks", () => {
  const themes = ["light", "dark"] as const;
  // Yellow (white text fails), a mid grey (neither near-black nor white reaches AA on it), the
  // default green (dark on the dark theme, light on the light one), and the extremes.
  const awkward = ["#ffff00", "#777777", "#0f9d58", "#000000", "#ffffff", "#101916"];
  const cases = themes.flatMap((theme) => awkward.map((hex) => [theme, hex] as const));

  it.each(cases)("%s theme, every brand colour %s", (theme, hex) => {
    const colors = resolveBrand({
      color_slider: hex,
      color_badge: hex,
      emphasis_people: hex,
      emphasis_people_shadow: hex,
    }).colors;
    const sample = brandSampleColors(colors, theme);
    for (const [text, pair] of Object.entries(sample)) {
      expect(
        contrastRatio(pair.color, pair.background),
        `${text}: ${pair.color} on ${pair.background}`,
      ).toBeGreaterThanOrEqual(AA_TEXT);
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
