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
