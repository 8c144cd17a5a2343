// WCAG 2.x contrast for the app's theme tokens and for the colours a seller picks for the brand.
// Pure. features/branding builds on it: its contrast warnings, the text colour on the seller's
// colours and the readable shade of the seller's colour for text on either theme.

export type Rgb = { r: number; g: number; b: number };

/** WCAG AA minimums: normal text, and large text (≥ 24 px, or ≥ 18.66 px bold) or UI parts. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** "#0f9d58", "#0F9D58", "#fff" → rgb; anything else → null (a seller's value is not trusted). */
export function parseHex(value: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join("") : match[1]!;
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

export function toHex({ r, g, b }: Rgb): string {
  return "#" + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("");
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function relativeLuminance(color: Rgb): number {
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

function asRgb(color: Rgb | string): Rgb {
  if (typeof color !== "string") return color;
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  return rgb;
}

/** Contrast ratio between two colours, 1 … 21 (order does not matter). */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const la = relativeLuminance(asRgb(a));
  const lb = relativeLuminance(asRgb(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour to put on `background`: white or near-black, whichever contrasts more; if neither
 * reaches AA (a mid-tone), pure white or black, one of which always reaches at least 4.58:1. So text
 * on a seller's colour stays readable whatever they pick. An unreadable value gets `light`.
 */
export function readableTextColor(background: string, { light = "#ffffff", dark = "#0f1a14" } = {}): string {
  const rgb = parseHex(background);
  if (!rgb) return light;
  for (const [a, b] of [
    [light, dark],
    ["#ffffff", "#000000"],
  ] as const) {
    const onA = contrastRatio(rgb, parseHex(a) ?? WHITE);
    const onB = contrastRatio(rgb, parseHex(b) ?? BLACK);
    if (Math.max(onA, onB) >= AA_TEXT) return onA >= onB ? a : b;
  }
  return contrastRatio(rgb, WHITE) >= contrastRatio(rgb, BLACK) ? "#ffffff" : "#000000";
}

/** Mixes `color` toward black (amount < 0) or white (amount > 0); amount in −1 … 1. */
function shade(color: Rgb, amount: number): Rgb {
  const target = amount < 0 ? BLACK : WHITE;
  const t = Math.abs(amount);
  return {
    r: color.r + (target.r - color.r) * t,
    g: color.g + (target.g - color.g) * t,
    b: color.b + (target.b - color.b) * t,
  };
}

/**
 * The closest shade of `color` (darker on a light background, lighter on a dark one) that reaches
 * `minimum` against `background`: brand-coloured text and links stay readable on either theme.
 */
export function readableShade(color: string, background: string, minimum = AA_TEXT): string {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  if (contrastRatio(rgb, bg) >= minimum) return toHex(rgb);
  const direction = relativeLuminance(bg) > 0.18 ? -1 : 1;
  for (let step = 1; step <= 100; step++) {
    const candidate = shade(rgb, (direction * step) / 100);
    const rounded = parseHex(toHex(candidate))!;
    if (contrastRatio(rounded, bg) >= minimum) return toHex(rounded);
  }
  return toHex(direction < 0 ? BLACK : WHITE);
}
