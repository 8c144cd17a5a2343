import { describe, expect, it } from "vitest";
import { resolveBrand } from "./brand";
import { contrastWarnings } from "./contrast";

describe("contrastWarnings", () => {
  it("has nothing to say about the default brand", () => {
    expect(contrastWarnings(resolveBrand(null).colors)).toEqual([]);
  });

  it.each([
    ["a pale primary vanishes on the light background", { color_slider: "#f2f2f2" }, "slider-light"],
    ["a dark primary vanishes on the dark background", { color_slider: "#0a0a0a" }, "slider-dark"],
    ["a mid-grey primary cannot carry readable text", { color_slider: "#7a7a7a" }, "slider-text"],
    ["a pale emphasis colour is unreadable on white", { emphasis_people: "#ffe0b2" }, "emphasis-light"],
  ])("%s", (_label, source, id) => {
    const warnings = contrastWarnings(resolveBrand(source).colors);
    expect(warnings.map((w) => w.id)).toContain(id);
    expect(warnings.find((w) => w.id === id)?.message).toMatch(/mínimo WCAG AA é (4,50|3,00):1/);
  });
});
