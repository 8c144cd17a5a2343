import { AA_TEXT, contrastRatio, readableShade } from "~/lib/contrast";
import { chartPalette } from "./chart-palette";
import { darken, readableOn, type BrandColors } from "./colors";
import { derivedCssVariables } from "./derived";

// The one place that turns a seller's settings into a brand: every default of the white-label look
// lives here (the Prisma column defaults and a new account's settings read DEFAULT_BRAND_COLORS).
// Pure and client-safe: the app shell, the settings preview, the public proposal page and the PDF
// all resolve a brand the same way.

export const DEFAULT_LOGO = "/logo.svg";
export const DEFAULT_BRAND_NAME = "Consórcio Pro";

/** Spec field → default, in the spec's names (color_slider, color_badge, emphasis_people, …). */
export const DEFAULT_BRAND_COLORS = Object.freeze({
  color_slider: "#0f9d58",
  color_badge: "#f4b400",
  emphasis_people: "#0b6e3d",
  emphasis_people_shadow: "#06432a",
});

export type BrandColorField = keyof typeof DEFAULT_BRAND_COLORS;

/** What a brand is made from: the branding fields of settings.get (spec names), any of them missing. */
export type BrandSource = Partial<Record<BrandColorField, string | null>> & {
  name?: string | null;
  nome_curto?: string | null;
  avatar_white?: string | null;
  avatar_black?: string | null;
  avatar_mark?: string | null;
  whatsapp?: string | null;
};

export interface Brand {
  /** The full (legal) name: the PDF's footer and the terms. */
  name: string;
  /** Headers and the WhatsApp card: the short display name, else the full one. */
  shortName: string;
  /** Logo per theme: avatar_white on the light theme, avatar_black on the dark one; each falls back to the other, then to the default. */
  logo: { light: string; dark: string; custom: boolean };
  /** The seller's square mark for small places (phone headers, the WhatsApp card), or null: the logo there too. */
  mark: string | null;
  colors: BrandColors;
  /** Digits only, with the country code (5511987654321), or null. */
  whatsapp: string | null;
  /** https://wa.me/<digits>, or null without a number. */
  whatsappUrl: string | null;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function color(source: BrandSource, field: BrandColorField): string {
  const value = source[field];
  return typeof value === "string" && HEX.test(value) ? value.toLowerCase() : DEFAULT_BRAND_COLORS[field];
}

function text(value: string | null | undefined): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The seller's brand with defaults for whatever is missing or malformed. */
export function resolveBrand(source: BrandSource | null | undefined): Brand {
  const s = source ?? {};
  const light = text(s.avatar_white);
  const dark = text(s.avatar_black);
  const whatsapp = text(s.whatsapp)?.replace(/\D/g, "") || null;
  return {
    name: text(s.name) ?? DEFAULT_BRAND_NAME,
    shortName: text(s.nome_curto) ?? text(s.name) ?? DEFAULT_BRAND_NAME,
    logo: {
      light: light ?? dark ?? DEFAULT_LOGO,
      dark: dark ?? light ?? DEFAULT_LOGO,
      custom: light !== null || dark !== null,
    },
    mark: text(s.avatar_mark),
    colors: {
      slider: color(s, "color_slider"),
      badge: color(s, "color_badge"),
      emphasisPeople: color(s, "emphasis_people"),
      emphasisPeopleShadow: color(s, "emphasis_people_shadow"),
    },
    whatsapp,
    whatsappUrl: whatsapp ? `https://wa.me/${whatsapp}` : null,
  };
}

/**
 * The seller's own logo (the light theme's, else the dark one's), or null on the default logo: the
 * PDF and the preview card then print the name, as they cannot embed the default SVG.
 */
export function customLogo(brand: Brand): string | null {
  return brand.logo.custom ? brand.logo.light : null;
}

/** What the WhatsApp card draws: the square mark when there is one, else the seller's own logo (null: the name). */
export function cardLogo(brand: Brand): string | null {
  return brand.mark ?? customLogo(brand);
}

/**
 * The brand as CSS variables for a subtree (globals.css maps them to Tailwind colours): the primary
 * colour fills buttons and the active menu item (--brand, with a hover shade and a readable text
 * colour) and, in its per-theme shades, colours text, focus rings, controls and the odds curve, the badge colour drives badges, and --user-* keep the seller's four colours by name.
 */
export function brandCssVariables(colors: Brand["colors"]): Record<`--${string}`, string> {
  return {
    "--brand": colors.slider,
    "--brand-strong": darken(colors.slider, 0.18),
    "--brand-contrast": readableOn(colors.slider),
    // Per theme, the brand as text, focus ring, controls, the odds curve and the badge outline: the
    // nearest shades that reach their contrast on the theme's surfaces (./derived.ts).
    ...derivedCssVariables(colors),
    // The consórcio's chart line and legend dot: 3:1 on each theme's card (--surface), and clearly
    // distinct from PRICE's and SAC's lines (./chart-palette.ts).
    "--chart-consorcio-light": chartPalette(colors.slider, "light").consorcio,
    "--chart-consorcio-dark": chartPalette(colors.slider, "dark").consorcio,
    "--badge": colors.badge,
    "--badge-contrast": readableOn(colors.badge),
    "--user-slider": colors.slider,
    "--user-slider-contrast": readableOn(colors.slider),
    "--user-badge": colors.badge,
    "--user-emphasis": colors.emphasisPeople,
    "--user-emphasis-shadow": colors.emphasisPeopleShadow,
    ...heroCssVariables(colors.slider),
  };
}

const HERO_DARK_TEXT = "#0f1a14";

/**
 * The summary ("hero") card: a gradient of the seller's colour, on both themes. A colour that white
 * text reads on gets white text; its light end is the colour itself (or the nearest shade white reads
 * on), its dark end darker still. A light colour (yellow) keeps its own hue under dark text: darkened
 * until white read on it, it turned a muddy olive.
 */
export function heroColors(slider: string): { from: string; to: string; text: string } {
  if (readableOn(slider) !== "#ffffff" && contrastRatio(HERO_DARK_TEXT, slider) >= AA_TEXT) {
    const from = darken(slider, 0.12);
    return { from: contrastRatio(HERO_DARK_TEXT, from) >= AA_TEXT ? from : slider, to: slider, text: HERO_DARK_TEXT };
  }
  const to = readableShade(slider, "#ffffff");
  return { from: darken(to, 0.4), to, text: "#ffffff" };
}

function heroCssVariables(slider: string): Record<`--${string}`, string> {
  const hero = heroColors(slider);
  return { "--hero-from": hero.from, "--hero-to": hero.to, "--hero-text": hero.text };
}
