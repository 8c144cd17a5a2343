import type { Brand, BrandColorField } from "./brand";
import { deltaE } from "./chart-palette";
import { AA_LARGE, AA_TEXT, contrastRatio, readableOn } from "./colors";
import { brandThemeColors, THEME_SURFACES, type BrandTheme } from "./derived";

// What the settings screen says about the seller's colours: the sample's colour pairs, and for each of
// the four colours where the product draws a readable shade of it instead (./derived.ts).

/** The app's page backgrounds per theme (globals.css --surface). */
export const SURFACES = { light: "#ffffff", dark: "#101916" } as const;

type Pair = { color: string; background: string };

/**
 * Every text of the settings brand sample with the fill it sits on, per theme: text on the seller's
 * colours takes the readable text colour, and emphasis text (the seller's colour on the theme's
 * surface) the nearest shade of it that reads there. So the sample stays AA whatever they pick,
 * while the editor's notes still tell them where their exact colour would not read.
 */
export function brandSampleColors(
  colors: Brand["colors"],
  theme: keyof typeof SURFACES,
): Record<"slider" | "badge" | "emphasis", Pair> {
  const surface = SURFACES[theme];
  return {
    slider: { background: colors.slider, color: readableOn(colors.slider) },
    badge: { background: colors.badge, color: readableOn(colors.badge) },
    emphasis: { background: surface, color: brandThemeColors(colors, theme).emphasis },
  };
}

export interface ContrastWarning {
  id: string;
  /** Which of the seller's four colours. */
  field: BrandColorField;
  theme: BrandTheme;
  /** "adjusted": the product draws a shade of the colour there, close to it; "warning": that shade is visibly another colour. */
  severity: "adjusted" | "warning";
  message: string;
  /** The seller's colour's contrast on the theme's surfaces, and the minimum for that use. */
  ratio: number;
  minimum: number;
  /** The colour drawn instead. */
  used: string;
}

const ratioText = (r: number) => `${r.toFixed(2).replace(".", ",")}:1`;

/** Past this CIELAB distance the adjusted shade reads as another colour (a navy turned a slate blue). */
export const VISIBLE_CHANGE = 25;

const LABELS: Record<BrandColorField, string> = {
  color_slider: "Cor principal",
  color_badge: "Cor dos destaques",
  emphasis_people: "Cor de ênfase",
  emphasis_people_shadow: "Sombra da ênfase",
};

const lowest = (color: string, theme: BrandTheme) =>
  Math.min(...THEME_SURFACES[theme].map((s) => contrastRatio(color, s)));

/**
 * For each of the seller's four colours on each theme: where the product draws a shade of it instead
 * (brandThemeColors), which shade and why. Nothing for a colour that reads as picked. A shade close to
 * the colour is an adjustment; one visibly different is a warning (the seller may prefer to pick
 * another colour). A badge that fades into the card keeps its fill and gains an outline.
 */
export function contrastWarnings(colors: Brand["colors"]): ContrastWarning[] {
  const out: ContrastWarning[] = [];
  for (const theme of ["light", "dark"] as const) {
    const derived = brandThemeColors(colors, theme);
    const themeName = theme === "light" ? "no tema claro" : "no tema escuro";
    const uses: Array<{
      field: BrandColorField;
      original: string;
      used: string;
      minimum: number;
      what: string;
      outline?: boolean;
    }> = [
      {
        field: "color_slider",
        original: colors.slider,
        used: derived.text,
        minimum: AA_TEXT,
        what: "textos e links usam",
      },
      {
        field: "color_slider",
        original: colors.slider,
        used: derived.ring,
        minimum: AA_LARGE,
        what: "o anel de foco, os controles deslizantes e a curva de chances usam",
      },
      {
        field: "color_badge",
        original: colors.badge,
        used: derived.badge.outline,
        minimum: AA_LARGE,
        what: "os selos",
        outline: true,
      },
      {
        field: "emphasis_people",
        original: colors.emphasisPeople,
        used: derived.emphasis,
        minimum: AA_TEXT,
        what: "o nome do cliente e os números em destaque usam",
      },
      {
        field: "emphasis_people_shadow",
        original: colors.emphasisPeopleShadow,
        used: derived.emphasisShadow,
        minimum: AA_LARGE,
        what: "o contorno do texto em destaque usa",
      },
    ];
    for (const { field, original, used, minimum, what, outline } of uses) {
      if (used === original) continue;
      const ratio = lowest(original, theme);
      const severity = !outline && deltaE(original, used) >= VISIBLE_CHANGE ? "warning" : "adjusted";
      const fix = outline
        ? `${what} mantêm a cor e ganham um contorno ${used} (${ratioText(lowest(used, theme))})`
        : `${what} o tom ${used} (${ratioText(lowest(used, theme))})${severity === "warning" ? ", visivelmente diferente da cor escolhida" : ""}`;
      out.push({
        id: `${field}-${theme}-${minimum === AA_TEXT ? "text" : "ui"}`,
        field,
        theme,
        severity,
        ratio,
        minimum,
        used,
        message: `${LABELS[field]} ${themeName}: ${original} tem contraste ${ratioText(ratio)} sobre o fundo (mínimo ${ratioText(minimum)}); ${fix}.`,
      });
    }
  }
  return out;
}
