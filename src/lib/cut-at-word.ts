// Names and phrases shortened for a small place (a header, the WhatsApp card): cut between words,
// never inside one, and never right after a word that only joins others ("Azul &…", "Consultoria
// em…"). Lengths are in characters as a person sees them (graphemes): "🏠" and "ñ" written as n +
// a combining tilde are one each, and neither is ever split.

import { madeOnUse } from "./format";

const graphemes = madeOnUse(() => new Intl.Segmenter("pt-BR", { granularity: "grapheme" }));

/** Words that only join others: a cut right after one reads as broken ("Horizonte Azul &…"). */
const JOINERS = new Set([
  "&",
  "e",
  "ou",
  "de",
  "da",
  "do",
  "das",
  "dos",
  "em",
  "no",
  "na",
  "nos",
  "nas",
  "a",
  "o",
  "as",
  "os",
  "para",
  "com",
  "por",
  "+",
  "|",
]);
/** Punctuation and dashes that may not end a cut text. */
const TRAILING = /[\s,;:.·•—–\-/&+|(]+$/u;
const BREAK_AFTER = /^[-‐–—/]$/u;

/** The characters of `text` as a person counts them. */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemes().segment(text), (s) => s.segment);
}

/** Drops dashes, punctuation and joining words from the end: "Azul & Filhos —" → "Azul & Filhos", "Azul &" → "Azul". */
function tidyEnd(text: string): string {
  let out = text.replace(TRAILING, "");
  for (;;) {
    const lastSpace = out.lastIndexOf(" ");
    if (lastSpace <= 0 || !JOINERS.has(out.slice(lastSpace + 1).toLocaleLowerCase("pt-BR"))) return out;
    out = out.slice(0, lastSpace).replace(TRAILING, "");
  }
}

/**
 * `text` in at most `max` characters (graphemes), whole when it fits; else cut at the last word
 * boundary that leaves room for "…", without a dangling joiner or dash ("Imobiliária Horizonte Azul…").
 * A single word longer than `max` is cut inside it: better than showing nothing.
 */
export function cutAtWord(text: string, max: number): string {
  const clean = text.normalize("NFC").replace(/\s+/g, " ").trim();
  const chars = graphemesOf(clean);
  if (chars.length <= max) return clean;
  const room = chars.slice(0, Math.max(1, max - 1));
  // The room ends on a word when the next character is a space; else the last space or dash in it.
  let end = chars[room.length] === " " ? room.length : -1;
  for (let i = room.length - 1; end < 0 && i > 0; i--) {
    if (room[i] === " " || BREAK_AFTER.test(room[i - 1] ?? "")) end = i;
  }
  const whole = end > 0 ? tidyEnd(room.slice(0, end).join("")) : "";
  return `${whole || room.join("").trimEnd()}…`;
}
