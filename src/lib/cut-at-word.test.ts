import { describe, expect, it } from "vitest";
import { cutAtWord, graphemesOf } from "./cut-at-word";

const LONG = "Imobiliária Horizonte Azul & Filhos Consultoria em Consórcios Ltda — Unidade Centro";

/** Every word of `cut` (without its "…") is a whole word of `full`, in order, from the start. */
function wholeWordsOf(full: string, cut: string): boolean {
  const words = cut.replace(/…$/u, "").split(" ");
  const source = full.split(" ");
  return words.every((w, i) => w === source[i]);
}

describe("cutAtWord", () => {
  it("keeps a text that fits, whitespace tidied", () => {
    expect(cutAtWord("Horizonte Azul — Centro", 34)).toBe("Horizonte Azul — Centro");
    expect(cutAtWord("  Ana \n Luísa ", 20)).toBe("Ana Luísa");
  });

  it.each([
    [34, "Imobiliária Horizonte Azul…"],
    [40, "Imobiliária Horizonte Azul & Filhos…"],
    [48, "Imobiliária Horizonte Azul & Filhos Consultoria…"],
    [70, "Imobiliária Horizonte Azul & Filhos Consultoria em Consórcios Ltda…"],
    [82, "Imobiliária Horizonte Azul & Filhos Consultoria em Consórcios Ltda — Unidade…"],
    [12, "Imobiliária…"],
  ])("cuts the long company name at %d characters on a word, never after '&', 'em' or a dash", (max, expected) => {
    const cut = cutAtWord(LONG, max);
    expect(cut).toBe(expected);
    expect(graphemesOf(cut).length).toBeLessThanOrEqual(max);
    expect(wholeWordsOf(LONG, cut)).toBe(true);
    expect(cut).not.toMatch(/(?:&|\bem|\be|—|-)…$/u);
  });

  it("the whole long name (83 characters) is not cut when it fits", () => {
    expect(graphemesOf(LONG)).toHaveLength(83);
    expect(cutAtWord(LONG, 83)).toBe(LONG);
  });

  it("counts an emoji as one character and never splits it", () => {
    expect(cutAtWord("José 🏠 Pereira da Silva", 9)).toBe("José 🏠…");
    expect(cutAtWord("José 🏠 Pereira", 6)).toBe("José…");
    // A family emoji is seven code points joined by ZWJ: still one character, kept whole or dropped whole.
    const family = "Casa 👨‍👩‍👧‍👦 Feliz Consórcios";
    expect(cutAtWord(family, 8)).toBe("Casa 👨‍👩‍👧‍👦…");
    expect(graphemesOf(cutAtWord(family, 8))).toHaveLength(7);
  });

  it("keeps a combining mark with its letter (and composes what Unicode can)", () => {
    // "q̃" has no precomposed form: q + U+0303 is one character that a cut must not part.
    const cut = cutAtWord("Aq\u0303ui Consórcios Ltda", 6);
    expect(cut).toBe("Aq\u0303ui…");
    expect(cutAtWord("Conceic\u0327a\u0303o Imóveis Ltda", 12)).toBe("Conceição…");
    const word = cutAtWord("q\u0303q\u0303q\u0303q\u0303q\u0303q\u0303", 4);
    expect(word).toBe("q\u0303q\u0303q\u0303…");
  });

  it("cuts after a hyphen and inside a single word too long for the room", () => {
    expect(cutAtWord("Consórcios proposal-shot-dark-desktop 25b9", 34)).toBe("Consórcios proposal-shot-dark…");
    expect(cutAtWord("Supercalifragilisticexpialidocious", 12)).toBe("Supercalifr…");
  });
});
