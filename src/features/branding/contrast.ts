import { readableShade } from "~/lib/contrast";
import { AA_LARGE, AA_TEXT, contrastRatio, readableOn } from "./colors";
import type { Brand } from "./brand";

// WCAG AA checks for the colour pairs the brand produces, so the settings screen can warn before a
// seller picks colours their clients cannot read.

/** The app's page backgrounds per theme (globals.css --surface). */
export const SURFACES = { light: "#ffffff", dark: "#101916" } as const;

type Pair = { color: string; background: string };

/**
 * Every text of the settings brand sample with the fill it sits on, per theme: text on the seller's
 * colours takes the readable text colour, and emphasis text (the seller's colour on the theme's
 * surface) the nearest shade of it that reads there. So the sample stays AA whatever they pick,
 * while the editor's warnings still tell them when their exact colour would not read.
 */
export function brandSampleColors(colors: Brand["colors"], theme: keyof typeof SURFACES): Record<"slider" | "badge" | "emphasis", Pair> {
  const surface = SURFACES[theme];
  return {
    slider: { background: colors.slider, color: readableOn(colors.slider) },
    badge: { background: colors.badge, color: readableOn(colors.badge) },
    emphasis: { background: surface, color: readableShade(colors.emphasisPeople, surface) },
  };
}

export interface ContrastWarning {
  id: string;
  message: string;
  ratio: number;
  minimum: number;
}

const ratioText = (r: number) => `${r.toFixed(2).replace(".", ",")}:1`;

export function contrastWarnings(colors: Brand["colors"]): ContrastWarning[] {
  const checks: Array<{ id: string; a: string; b: string; minimum: number; what: string }> = [
    { id: "slider-text", a: colors.slider, b: readableOn(colors.slider), minimum: AA_TEXT, what: "O texto dos botões e do menu sobre a cor principal" },
    { id: "badge-text", a: colors.badge, b: readableOn(colors.badge), minimum: AA_TEXT, what: "O texto dos selos sobre a cor dos destaques" },
    { id: "slider-light", a: colors.slider, b: SURFACES.light, minimum: AA_LARGE, what: "A cor principal sobre o fundo claro" },
    { id: "slider-dark", a: colors.slider, b: SURFACES.dark, minimum: AA_LARGE, what: "A cor principal sobre o fundo escuro" },
    { id: "emphasis-light", a: colors.emphasisPeople, b: SURFACES.light, minimum: AA_TEXT, what: "A cor de ênfase sobre o fundo claro" },
  ];
  return checks.flatMap(({ id, a, b, minimum, what }) => {
    const ratio = contrastRatio(a, b);
    return ratio >= minimum
      ? []
      : [{ id, ratio, minimum, message: `${what} tem contraste ${ratioText(ratio)}; o mínimo WCAG AA é ${ratioText(minimum)}.` }];
  });
}
