import { heroColors } from "~/features/branding";
import { readableShade } from "~/lib/contrast";
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
    consorcioLine: onPaper,
  };
}

/** Characters Helvetica (WinAnsi) cannot print, such as emoji, which would come out as garbage. */
export function printable(text: string): string {
  return text
    .replace(/[^\t\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2212\u202f]/gu, "")
    .replace(/\u202f/g, "\u00a0")
    .replace(/\u2212/g, "-")
    .replace(/ {2,}/g, " ")
    .trim();
}
