import { BOLD_TTF_BASE64, REGULAR_TTF_BASE64 } from "./dejavu-sans-condensed";

/**
 * The documents' font, embedded from the repository (no download at build or render time): the PDF
 * and the og:image print every Portuguese letter, and any Latin name, with the same glyphs.
 */
export const DOCUMENT_FONT = "DejaVu Sans Condensed";

export const documentFontData = {
  regular: () => Buffer.from(REGULAR_TTF_BASE64, "base64"),
  bold: () => Buffer.from(BOLD_TTF_BASE64, "base64"),
};

export const documentFontDataUrl = {
  regular: `data:font/ttf;base64,${REGULAR_TTF_BASE64}`,
  bold: `data:font/ttf;base64,${BOLD_TTF_BASE64}`,
};

/**
 * What the embedded subset has no glyph for (emoji, other scripts): the font would print an empty
 * box, so these characters are dropped. Same ranges as the pyftsubset command in the font file.
 */
export const UNPRINTABLE =
  /[^\t\n\u0020-\u007e\u00a0-\u024f\u0259\u02b0-\u036f\u0391-\u03c9\u1e00-\u1eff\u2010-\u2027\u202f\u2030-\u203a\u2044\u2070-\u209f\u20ac\u2122\u2190-\u2193\u2212\u2248\u2260\u2264\u2265\u2022\u25cf]/gu;
