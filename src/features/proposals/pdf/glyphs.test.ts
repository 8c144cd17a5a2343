import { describe, expect, it } from "vitest";
import { pdfNameNotice, undrawable } from "./glyphs";
import { printable } from "./pdf-palette";

describe("what the PDF cannot draw, told to the seller", () => {
  it("names the emoji the PDF drops, once each, whole (skin tones and flags are one character)", () => {
    expect(undrawable("José 🏠 Pereira")).toEqual(["🏠"]);
    expect(undrawable("Ana 👍🏽 🇧🇷 🏠 Souza 🏠")).toEqual(["👍🏽", "🇧🇷", "🏠"]);
    expect(undrawable("Łukasz Ñandú Conceição Ștefan")).toEqual([]);
  });

  it("says it in pt-BR, singular and plural; nothing when the PDF draws every character", () => {
    expect(pdfNameNotice("José 🏠 Pereira")).toBe("O PDF não consegue desenhar 🏠; o nome aparece sem ele.");
    expect(pdfNameNotice("Ana ⭐ 🏠 Souza")).toBe("O PDF não consegue desenhar ⭐ e 🏠; o nome aparece sem eles.");
    expect(pdfNameNotice("Maria de Fátima Souza")).toBeNull();
  });

  it("agrees with what the PDF prints: every character it keeps is drawable, the dropped ones are the notice's", () => {
    const name = "José 🏠 Pereira 中";
    expect(printable(name)).toBe("José Pereira");
    expect(undrawable(name)).toEqual(["🏠", "中"]);
  });
});
