import { chartPalette, heroColors } from "~/features/branding";
import { readableShade } from "~/lib/contrast";
import { UNPRINTABLE } from "./glyphs";
import { PDF_COLORS } from "./styles";

/**
 * Every brand-coloured ink of the PDF, from the seller's colour: the headline box (the seller's
 * colour in the shade white text reads on, or neutral when the consórcio costs more), the "best
 * value" figures and the consórcio's chart line (the shade that reads on white paper).
 */
export interface PdfPalette {
  highlightBackground: string;
  highlightText: string;
  best: string;
  consorcioLine: string;
}

export function pdfPalette(brandColor: string, consorcioSaves: boolean): PdfPalette {
  const onPaper = readableShade(brandColor, "#ffffff");
  const hero = heroColors(brandColor);
  return {
    highlightBackground: consorcioSaves ? hero.to : PDF_COLORS.surface,
    highlightText: consorcioSaves ? hero.text : PDF_COLORS.text,
    best: onPaper,
    // Distinct from PRICE's and SAC's lines (a yellow brand's shade read as PRICE's orange).
    consorcioLine: chartPalette(brandColor, "light").consorcio,
  };
}

/** Text without the characters the embedded font has no glyph for (emoji, other scripts). */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, "").replace(/ {2,}/g, " ").trim();
}
