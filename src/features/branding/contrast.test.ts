import { describe, expect, it } from "vitest";
import { resolveBrand } from "./brand";
import { readableOn } from "./colors";
import { contrastWarnings } from "./contrast";

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
