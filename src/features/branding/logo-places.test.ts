import { describe, expect, it } from "vitest";
import { resolveBrand } from "./brand";
import { drawnSize, logoFits, MIN_READABLE_PX } from "./logo-places";

const TALL = "/api/files/tall.png";
const WIDE = "/api/files/wide.png";
const MARK = "/api/files/mark.png";
const SIZES = new Map([
  [TALL, { width: 160, height: 600 }],
  [WIDE, { width: 1000, height: 140 }],
  [MARK, { width: 512, height: 512 }],
]);

const byPlace = (fits: ReturnType<typeof logoFits>) =>
  Object.fromEntries(fits.map((f) => [`${f.place.id}:${f.image}`, f]));

describe("logoFits: each place's real drawn size and a warning under a readable size", () => {
  it("a 160×600 logo is a strip a few pixels wide in every place, each warned in pt-BR", () => {
    const fits = byPlace(logoFits(resolveBrand({ avatar_white: TALL }), SIZES));
    expect(fits["public-phone:light"]!.drawn).toEqual({ width: 9.6, height: 36 });
    expect(fits["app-phone:light"]!.drawn).toEqual({ width: 8.5, height: 32 });
    expect(Object.values(fits).every((f) => !f.readable)).toBe(true);
    expect(fits["public-phone:light"]!.warning).toBe(
      "Topo da proposta no celular: o logotipo do tema claro fica com 10 × 36 px, estreito demais para ler (mínimo 24 px). Envie uma marca quadrada para os espaços pequenos, ou um logotipo menos alongado.",
    );
  });

  it("a 1000×140 logo falls under 24 px high on the phone and the card, and reads in the PDF", () => {
    const fits = byPlace(logoFits(resolveBrand({ avatar_white: WIDE }), SIZES));
    expect(fits["public-phone:light"]!.drawn.height).toBeLessThan(MIN_READABLE_PX);
    expect(fits["public-phone:light"]!.warning).toContain("baixo demais para ler");
    expect(fits["card:light"]!.readable).toBe(false);
    expect(fits["pdf:light"]).toMatchObject({ readable: true, warning: null });
  });

  it("a square mark replaces the logo in the small places only, and reads there", () => {
    const fits = byPlace(logoFits(resolveBrand({ avatar_white: WIDE, avatar_mark: MARK }), SIZES));
    expect(fits["app-phone:mark"]).toMatchObject({ readable: true, drawn: { width: 32, height: 32 } });
    expect(fits["card:mark"]).toMatchObject({ readable: true });
    expect(fits["app-phone:light"]).toBeUndefined();
    expect(fits["app-desktop:light"]!.url).toBe(WIDE);
  });

  it("each theme's logo is measured in the headers; the default logo and unmeasured images give nothing", () => {
    const fits = logoFits(resolveBrand({ avatar_white: WIDE, avatar_black: TALL }), SIZES);
    expect(fits.filter((f) => f.place.id === "app-desktop").map((f) => f.image)).toEqual(["light", "dark"]);
    expect(fits.filter((f) => f.place.id === "pdf").map((f) => f.image)).toEqual(["light"]);
    expect(logoFits(resolveBrand({}), SIZES)).toEqual([]);
    expect(logoFits(resolveBrand({ avatar_white: "/api/files/other.png" }), SIZES)).toEqual([]);
  });

  it("a small image is drawn at its own size in the headers and grown in the PDF", () => {
    expect(drawnSize({ width: 40, height: 20 }, { width: 120, height: 32 }, false)).toEqual({ width: 40, height: 20 });
    expect(drawnSize({ width: 40, height: 20 }, { width: 213, height: 48 }, true)).toEqual({ width: 96, height: 48 });
  });
});
