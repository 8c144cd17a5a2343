// Colour arithmetic for the white-label look: WCAG 2.x relative luminance and contrast ratio, a
// readable text colour on a brand colour, and a darker shade for hover states. Pure; runs anywhere.

import { readableTextColor, relativeLuminance } from "~/lib/contrast";

export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** A brand's four colours, resolved (brand.ts's `Brand["colors"]`). */
export interface BrandColors {
  slider: string;
  badge: string;
  emphasisPeople: string;
  emphasisPeopleShadow: string;
}

export { AA_LARGE, AA_TEXT, contrastRatio } from "~/lib/contrast";

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG relative luminance of a #rrggbb colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return relativeLuminance({ r, g, b });
}

/** White or near-black, whichever reads better on `background` (pure black/white on a mid-tone). */
export function readableOn(background: string): string {
  return readableTextColor(background);
}

/** The colour mixed toward black by `amount` (0–1): hover and pressed shades of a brand colour. */
export function darken(hex: string, amount: number): string {
  const [r, g, b] = channels(hex);
  return toHex([r * (1 - amount), g * (1 - amount), b * (1 - amount)]);
}
