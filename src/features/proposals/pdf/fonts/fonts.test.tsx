import { inflateSync } from "node:zlib";
import { renderToBuffer } from "@react-pdf/renderer";
import { describe, expect, it } from "vitest";
import { DEFAULT_MODALITIES, IMOVEL_DEFAULT_PARAMS } from "~/features/simulators";
import { proposalDraftSchema } from "../../document/schema";
import { buildSnapshot } from "../../document/snapshot";
import { printable } from "../pdf-palette";
import { pdfNameNotice, undrawable } from "../glyphs";
import { ProposalDocument } from "../proposal-document";

const NAME = "Łukasz Ñandú 🏠 Conceição Ștefan";

/** Every stream of the PDF, inflated when compressed, as latin1 text. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const out: string[] = [];
  for (const match of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf("endstream", start);
    const raw = pdf.subarray(start, end);
    out.push(match[1]?.includes("FlateDecode") ? inflateSync(raw).toString("latin1") : raw.toString("latin1"));
  }
  return out;
}

describe("the documents' embedded font", () => {
  it("keeps every Latin letter and drops only what the font cannot draw", () => {
    expect(printable(NAME)).toBe("Łukasz Ñandú Conceição Ștefan");
    expect(printable("Crédito ≈ R$\u00a01.000 → 5 %")).toBe("Crédito ≈ R$\u00a01.000 → 5 %");
  });

  it("draws the no-break spaces that hold a unit to its number, and the dropped-character notice stays quiet", () => {
    const figures = "81,30\u00a0% · 14,28\u00a0%\u00a0a.a. · 180\u00a0meses · R$\u00a01.234,56 · 1\u202f000";
    expect(printable(figures)).toBe(figures);
    expect(undrawable(figures)).toEqual([]);
    expect(pdfNameNotice(`Ana\u00a0Luísa ${figures}`)).toBeNull();
  });

  it("the PDF embeds its own font (no standard Helvetica) with glyphs for Ł, Ñ, ç and Ș", async () => {
    const draft = proposalDraftSchema.parse({
      client: { name: "Łukasz", phone: "11987654321" },
      simulation: { kind: "imovel", params: IMOVEL_DEFAULT_PARAMS },
    });
    const s = buildSnapshot(
      { ...draft, sections: { scenarios: false, modalities: false, monthTable: false } },
      DEFAULT_MODALITIES,
    );
    const pdf = await renderToBuffer(
      <ProposalDocument
        data={{
          clientName: NAME,
          sellerName: "Marina",
          kind: "imovel",
          snapshot: {
            version: 1,
            engineVersion: s.engineVersion,
            createdAt: new Date("2026-01-05T12:00:00Z"),
            inputs: s.inputs,
            results: s.results,
          },
          brand: { name: "Vértice", color: "#7c3aed", logo: null },
          contact: { name: "Marina", email: null, whatsapp: null },
          pages: [],
        }}
      />,
    );
    const text = pdf.toString("latin1");
    expect(text).not.toMatch(/\/BaseFont\s*\/Helvetica/);
    expect(text).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+DejaVuSansCondensed-Bold\b/);
    expect(text).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+DejaVuSansCondensed\b/);
    expect(text).toContain("/FontFile2");
    // The ToUnicode maps say which characters the embedded glyphs stand for: the name's letters are
    // there (so they were drawn with real glyphs), the emoji is not.
    const maps = streams(pdf)
      .filter((s) => s.includes("begincmap"))
      .join("\n")
      .toLowerCase();
    for (const letter of ["Ł", "Ñ", "ç", "Ș"])
      expect(maps, letter).toContain(letter.codePointAt(0)!.toString(16).padStart(4, "0"));
    expect(maps).not.toContain("d83c"); // 🏠's surrogate pair
  });
});
