// Colour arithmetic for the white-label look: WCAG 2.x relative luminance and contrast ratio, a
// readable text colour on a brand colour, and a darker shade for hover states. Pure; runs anywhere.

export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** WCAG AA: normal text needs 4.5:1; large text and UI components (icons, borders) need 3:1. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG relative luminance of a #rrggbb colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: string): "#ffffff" | "#0f1a14" {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#0f1a14") ? "#ffffff" : "#0f1a14";
}

/** The colour mixed toward black by `amount` (0–1): hover and pressed shades of a brand colour. */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)) as [number, number, number]);
}
