import { Font, StyleSheet } from "@react-pdf/renderer";
import { DOCUMENT_FONT, documentFontDataUrl } from "./fonts";

// An embedded font (a subset of it goes into each PDF), not Helvetica: Helvetica's WinAnsi encoding
// prints any letter outside Latin-1 (ł, ő, ș…) as garbage. Registered once per process.
Font.register({
  family: DOCUMENT_FONT,
  fonts: [
    { src: documentFontDataUrl.regular, fontWeight: 400 },
    { src: documentFontDataUrl.bold, fontWeight: 700 },
  ],
});
// Words are never split with hyphens (react-pdf's default uses English rules).
Font.registerHyphenationCallback((word) => [word]);

export const PDF_COLORS = {
  text: "#0f1a14",
  muted: "#55655d",
  border: "#dde5e0",
  grid: "#e6ece8",
  surface: "#f3f6f4",
  price: "#c25400",
  sac: "#0072b2",
} as const;

export const styles = StyleSheet.create({
  page: {
    paddingTop: 36,
    paddingBottom: 48,
    paddingHorizontal: 40,
    fontFamily: DOCUMENT_FONT,
    fontSize: 9.5,
    color: PDF_COLORS.text,
  },
  fullBleed: { padding: 0 },
  fullImage: { position: "absolute", top: 0, left: 0, right: 0, bottom: 0, objectFit: "cover" },
  header: {
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "center",
    marginBottom: 18,
    paddingBottom: 10,
    borderBottomWidth: 1,
    borderBottomColor: PDF_COLORS.border,
  },
  // A box of fixed width and height, the logo contained in it: with only a height, Yoga measures the
  // image, react-pdf's measure answers no height, and Yoga logs a warning without a line break into
  // its stdout buffer, which only a line break empties: ~700 bytes kept per PDF, for good.
  logo: { width: 160, height: 36, objectFit: "contain", objectPosition: "left" },
  brandName: { fontSize: 13, fontWeight: 700 },
  headerNote: { fontSize: 8.5, color: PDF_COLORS.muted },
  h1: { fontSize: 20, fontWeight: 700, marginBottom: 4 },
  h2: { fontSize: 12, fontWeight: 700, marginBottom: 6 },
  muted: { color: PDF_COLORS.muted },
  block: { marginTop: 16 },
  highlight: { marginTop: 14, borderRadius: 6, padding: 12 },
  highlightCell: { flex: 1, paddingRight: 6 },
  highlightLabel: { fontSize: 8, opacity: 0.85 },
  highlightValue: { fontSize: 12.5, fontWeight: 700, marginTop: 2 },
  table: { borderWidth: 1, borderColor: PDF_COLORS.border, borderRadius: 4 },
  row: { flexDirection: "row", borderTopWidth: 1, borderTopColor: PDF_COLORS.border },
  headRow: { flexDirection: "row", backgroundColor: PDF_COLORS.surface },
  cellLabel: { flex: 1.6, paddingVertical: 4, paddingHorizontal: 6 },
  cell: { flex: 1, paddingVertical: 4, paddingHorizontal: 6, textAlign: "right" },
  bold: { fontWeight: 700 },
  // Its colour is the seller's (pdf-palette.ts), set where it is used.
  best: { fontWeight: 700 },
  monthLines: { fontSize: 8, lineHeight: 1.45 },
  legend: { flexDirection: "row", gap: 12, marginBottom: 4, fontSize: 8 },
  legendItem: { flexDirection: "row", alignItems: "center", gap: 4 },
  axis: { fontSize: 7, fontFamily: DOCUMENT_FONT, fill: PDF_COLORS.muted },
  modality: { flexDirection: "row", borderTopWidth: 1, borderTopColor: PDF_COLORS.border, paddingVertical: 5 },
  contact: { marginTop: 12, paddingVertical: 6, paddingLeft: 10, borderLeftWidth: 3 },
  contactLine: { flexDirection: "row", flexWrap: "wrap", gap: 12, marginTop: 3 },
  link: { textDecoration: "none" },
  scenario: { borderTopWidth: 1, borderTopColor: PDF_COLORS.border, paddingVertical: 6 },
  figures: { flexDirection: "row", flexWrap: "wrap" },
  figure: { width: "25%", paddingRight: 6 },
  highlightNote: { fontSize: 7.5, marginTop: 6, opacity: 0.85 },
  disclaimer: { marginTop: 18, fontSize: 8, color: PDF_COLORS.muted, lineHeight: 1.4 },
  footer: {
    position: "absolute",
    bottom: 20,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: PDF_COLORS.muted,
  },
});
