import { AA_LARGE, contrastRatio, parseHex, readableShade } from "~/lib/contrast";

/*
 * The paths' colours (charts, path cards, the Comparativo's best values, the PDF), whatever the
 * seller's brand. PRICE, SAC and "investir" keep fixed Okabe–Ito colours (distinguishable under the
 * common colour-vision deficiencies). The consórcio has a fixed colour too, never the brand's: the
 * brand marks the seller (headings, buttons, a verdict that saves), and a consórcio drawn in it read as
 * "the seller's pick" two centimetres under "O consórcio custa mais". It is the first of CONSORCIO
 * (bluish green, purple, neutral) clearly distinct from every other series AND from the brand's shade:
 * CIELAB ΔE*ab ≥ MIN_DELTA_E, a distance at which two lines 2 px wide no longer read as the same hue.
 * The lines also differ by dash pattern (features/simulators PATH_DASH), so the distinction never
 * rests on colour alone.
 */

export type ChartTheme = "light" | "dark";
export type ChartSeries = "consorcio" | "price" | "sac" | "invest";

/** Each theme's card, behind every chart. */
export const CHART_SURFACE: Record<ChartTheme, string> = { light: "#ffffff", dark: "#101916" };

const FIXED: Record<ChartTheme, Omit<Record<ChartSeries, string>, "consorcio">> = {
  light: { price: "#c25400", sac: "#0072b2", invest: "#a7467f" },
  dark: { price: "#e69f00", sac: "#56b4e9", invest: "#d98ab8" },
};

// Bluish green, a violet and a neutral: far from orange, blue and pink.
const CONSORCIO: Record<ChartTheme, readonly string[]> = {
  light: ["#00876a", "#5d3fd3", "#3d3d3d"],
  dark: ["#34c79b", "#b99aff", "#e6e6e6"],
};

export const MIN_DELTA_E = 35;

function lab(hex: string): [number, number, number] {
  const rgb = parseHex(hex) ?? { r: 0, g: 0, b: 0 };
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [lin(rgb.r), lin(rgb.g), lin(rgb.b)];
  // sRGB → XYZ (D65), normalised by the white point.
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference (ΔE*ab) between two hex colours. */
export function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

const distinctFrom = (colour: string, others: readonly string[]) =>
  others.every((o) => deltaE(colour, o) >= MIN_DELTA_E);

/** The four series' colours on a theme for a brand colour: none of them the brand's. */
export function chartPalette(brandColour: string, theme: ChartTheme): Record<ChartSeries, string> {
  const fixed = FIXED[theme];
  const surface = CHART_SURFACE[theme];
  const brand = readableShade(brandColour, surface, AA_LARGE);
  const others = [fixed.price, fixed.sac, fixed.invest, brand];
  const consorcio =
    CONSORCIO[theme].find((c) => distinctFrom(c, others) && contrastRatio(c, surface) >= AA_LARGE) ??
    // A brand between the choices: the one farthest from it.
    [...CONSORCIO[theme]].sort((a, b) => deltaE(b, brand) - deltaE(a, brand))[0]!;
  return { consorcio, ...fixed };
}
