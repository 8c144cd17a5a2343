import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AA_LARGE, contrastRatio, readableShade } from "~/lib/contrast";
import { brandCssVariables, DEFAULT_BRAND_COLORS } from "./brand";
import { CHART_SURFACE, chartPalette, deltaE, MIN_DELTA_E, type ChartTheme } from "./chart-palette";

// The brands that broke the charts (yellow, amber) and the usual others, at both ends of lightness.
const BRANDS = {
  yellow: "#facc15",
  amber: "#f59e0b",
  "dark amber": "#d97706",
  navy: "#1e3a8a",
  "sky blue": "#0284c7",
  green: "#0f9d58",
  purple: "#7c3aed",
  pink: "#db2777",
  "near-white": "#f8fafc",
  "near-black": "#0b0b0b",
  default: DEFAULT_BRAND_COLORS.color_slider,
};
const THEMES: ChartTheme[] = ["light", "dark"];

describe("chart colours, whatever the brand", () => {
  for (const theme of THEMES) {
    it.each(Object.entries(BRANDS))(
      `${theme}: %s (%s) — every series ≥ 3:1 on the card and any two clearly distinct`,
      (_name, brand) => {
        const palette = chartPalette(brand, theme);
        const colours = Object.entries(palette);
        for (const [, colour] of colours) expect(contrastRatio(colour, CHART_SURFACE[theme])).toBeGreaterThanOrEqual(3);
        for (let i = 0; i < colours.length; i += 1) {
          for (let j = i + 1; j < colours.length; j += 1) {
            expect(
              deltaE(colours[i]![1], colours[j]![1]),
              `${colours[i]![0]} × ${colours[j]![0]}`,
            ).toBeGreaterThanOrEqual(MIN_DELTA_E);
          }
        }
      },
    );
  }

  for (const theme of THEMES) {
    it.each(Object.entries(BRANDS))(
      `${theme}: %s (%s) — the consórcio's colour is never the brand's`,
      (_name, brand) => {
        const { consorcio } = chartPalette(brand, theme);
        expect(deltaE(consorcio, readableShade(brand, CHART_SURFACE[theme], AA_LARGE))).toBeGreaterThanOrEqual(
          MIN_DELTA_E,
        );
      },
    );
  }

  it("gives the consórcio a fixed colour, the same for every brand far from it", () => {
    expect(chartPalette("#c2410c", "light").consorcio).toBe("#00876a");
    expect(chartPalette("#7c3aed", "light").consorcio).toBe("#00876a");
    // A green brand (the product's own): the consórcio moves to the violet, off the brand.
    expect(chartPalette("#0f9d58", "light").consorcio).toBe("#5d3fd3");
    expect(chartPalette("#0f9d58", "dark").consorcio).toBe("#b99aff");
  });

  it("is what the pages get: the brand's CSS variables and the fixed series in globals.css", () => {
    const vars = brandCssVariables({ ...DEFAULT_BRAND_COLORS_AS_BRAND, slider: "#facc15" });
    expect(vars["--chart-consorcio-light"]).toBe(chartPalette("#facc15", "light").consorcio);
    expect(vars["--chart-consorcio-dark"]).toBe(chartPalette("#facc15", "dark").consorcio);
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/globals.css"), "utf8");
    expect(css).toContain(
      `--chart-consorcio-light: ${chartPalette(DEFAULT_BRAND_COLORS.color_slider, "light").consorcio}`,
    );
    expect(css).toContain(
      `--chart-consorcio-dark: ${chartPalette(DEFAULT_BRAND_COLORS.color_slider, "dark").consorcio}`,
    );
    for (const theme of THEMES) {
      const { price, sac, invest } = chartPalette("#000000", theme);
      for (const colour of [price, sac, invest]) expect(css).toContain(colour);
    }
  });
});

const DEFAULT_BRAND_COLORS_AS_BRAND = {
  slider: DEFAULT_BRAND_COLORS.color_slider,
  badge: DEFAULT_BRAND_COLORS.color_badge,
  emphasisPeople: DEFAULT_BRAND_COLORS.emphasis_people,
  emphasisPeopleShadow: DEFAULT_BRAND_COLORS.emphasis_people_shadow,
};
