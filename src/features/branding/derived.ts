import { AA_LARGE, AA_TEXT, contrastRatio, readableShade } from "~/lib/contrast";
import { readableOn, type BrandColors } from "./colors";

/*
 * The seller's colours as each theme draws them. A brand colour is used as a fill (buttons, the
 * active menu item: text on it takes readableOn) and as a foreground on the theme's surfaces: text
 * accents (≥ 4.5:1), and the focus ring, the controls (slider fill and thumb, switches) and the
 * chart series that follow the brand (the odds curve), each ≥ 3:1. A foreground colour that does
 * not reach its minimum takes the nearest shade that does: darker on the light theme, lighter on
 * the dark one (readableShade), the same adjustment for every use. Badges keep the seller's fill
 * (their text takes readableOn), and a fill that fades into the card gets an outline that does not.
 */

export type BrandTheme = "light" | "dark";

/** The surfaces brand colours sit on per theme (globals.css --bg, --surface, --surface-2). */
export const THEME_SURFACES: Record<BrandTheme, readonly string[]> = {
  light: ["#f6f8f7", "#ffffff", "#eff3f1"],
  dark: ["#090e0c", "#101916", "#17231e"],
};

/**
 * The surface a shade is measured against: the one closest in luminance to what the shade moves
 * away from (the darkest light surface, the lightest dark one), so it reaches the minimum on all.
 */
const HARDEST: Record<BrandTheme, string> = { light: "#eff3f1", dark: "#17231e" };

export interface BrandThemeColors {
  /** Brand-coloured text (links, eyebrows, the emphasis sample). */
  text: string;
  /** Focus rings and outlines. */
  ring: string;
  /** Slider fill and thumb (accent-color), a switch when on, a checkbox. */
  control: string;
  /** Chart series in the brand colour (the odds curve and its band). */
  curve: string;
  /** The seller's emphasis colour as text. */
  emphasis: string;
  /** The emphasis shadow as a contour on the theme's surfaces. */
  emphasisShadow: string;
  /** A solid badge: the seller's fill, its text, and its outline (the fill when the fill already stands out). */
  badge: { fill: string; text: string; outline: string };
}

const standsOut = (color: string, theme: BrandTheme, minimum: number) =>
  THEME_SURFACES[theme].every((surface) => contrastRatio(color, surface) >= minimum);

/** The nearest shade of `color` with `minimum` contrast on every surface of `theme` (the colour itself when it has it). */
export function shadeFor(color: string, theme: BrandTheme, minimum: number): string {
  return standsOut(color, theme, minimum) ? color : readableShade(color, HARDEST[theme], minimum);
}

/** Every colour the brand draws on `theme`, each reaching its minimum on the theme's surfaces. */
export function brandThemeColors(colors: BrandColors, theme: BrandTheme): BrandThemeColors {
  const ui = shadeFor(colors.slider, theme, AA_LARGE);
  const badgeFill = colors.badge;
  return {
    text: shadeFor(colors.slider, theme, AA_TEXT),
    ring: ui,
    control: ui,
    curve: ui,
    emphasis: shadeFor(colors.emphasisPeople, theme, AA_TEXT),
    emphasisShadow: shadeFor(colors.emphasisPeopleShadow, theme, AA_LARGE),
    badge: { fill: badgeFill, text: readableOn(badgeFill), outline: shadeFor(badgeFill, theme, AA_LARGE) },
  };
}

/** The derived colours as per-theme CSS variables (globals.css resolves --brand-ring etc. per element from them). */
export function derivedCssVariables(colors: BrandColors): Record<`--${string}`, string> {
  const out: Record<`--${string}`, string> = {};
  for (const theme of ["light", "dark"] as const) {
    const c = brandThemeColors(colors, theme);
    out[`--brand-text-${theme}`] = c.text;
    out[`--brand-ring-${theme}`] = c.ring;
    out[`--brand-control-${theme}`] = c.control;
    out[`--brand-curve-${theme}`] = c.curve;
    out[`--badge-outline-${theme}`] = c.badge.outline;
  }
  return out;
}
