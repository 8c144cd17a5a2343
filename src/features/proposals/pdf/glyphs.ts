// What the PDF's embedded font can draw, without the font itself: the browser (the generator's
// notice) reads it as well as the PDF renderer.

/**
 * What the embedded subset has no glyph for (emoji, other scripts): the font would print an empty
 * box, so these characters are dropped. Same ranges as the pyftsubset command in the font file.
 */
export const UNPRINTABLE =
  /[^\t\n\u0020-\u007e\u00a0-\u024f\u0259\u02b0-\u036f\u0391-\u03c9\u1e00-\u1eff\u2010-\u2027\u202f\u2030-\u203a\u2044\u2070-\u209f\u20ac\u2122\u2190-\u2193\u2212\u2248\u2260\u2264\u2265\u2022\u25cf]/gu;

/** Characters as a person sees them: "🏠", "👍🏽" and "🇧🇷" are one each, not their code points. */
const graphemes = new Intl.Segmenter("pt-BR", { granularity: "grapheme" });
const HAS_UNPRINTABLE = new RegExp(UNPRINTABLE.source, "u");

/** The distinct characters of `text` the PDF cannot draw (and drops), in the order they appear. */
export function undrawable(text: string): string[] {
  const out = new Set<string>();
  for (const { segment } of graphemes.segment(text)) {
    if (segment.trim() && HAS_UNPRINTABLE.test(segment)) out.add(segment);
  }
  return [...out];
}

/**
 * The seller's notice when the client's name holds a character the PDF drops, in pt-BR
 * ("O PDF não consegue desenhar 🏠; o nome aparece sem ele."); null when the PDF draws every one.
 */
export function pdfNameNotice(name: string): string | null {
  const chars = undrawable(name);
  if (chars.length === 0) return null;
  const list = new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(chars);
  return `O PDF não consegue desenhar ${list}; o nome aparece sem ${chars.length === 1 ? "ele" : "eles"}.`;
}
