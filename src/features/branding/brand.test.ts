import { describe, expect, it } from "vitest";
import { contrastRatio } from "~/lib/contrast";
import {
  DEFAULT_BRAND_COLORS,
  DEFAULT_LOGO,
  brandCssVariables,
  customLogo,
  cardLogo,
  heroColors,
  resolveBrand,
} from "./brand";

describe("resolveBrand", () => {
  it("gives the defaults for no settings at all", () => {
    const brand = resolveBrand(null);
    expect(brand).toEqual({
      name: "Consórcio Pro",
      shortName: "Consórcio Pro",
      logo: { light: DEFAULT_LOGO, dark: DEFAULT_LOGO, custom: false },
      mark: null,
      colors: { slider: "#0f9d58", badge: "#f4b400", emphasisPeople: "#0b6e3d", emphasisPeopleShadow: "#06432a" },
      whatsapp: null,
      whatsappUrl: null,
    });
  });

  it.each([
    [
      "both logos: each theme its own",
      { avatar_white: "/w.png", avatar_black: "/b.png" },
      { light: "/w.png", dark: "/b.png" },
    ],
    ["only the light one: used on both", { avatar_white: "/w.png" }, { light: "/w.png", dark: "/w.png" }],
    ["only the dark one: used on both", { avatar_black: "/b.png" }, { light: "/b.png", dark: "/b.png" }],
    [
      "blank strings count as missing",
      { avatar_white: " ", avatar_black: "" },
      { light: DEFAULT_LOGO, dark: DEFAULT_LOGO },
    ],
  ])("logo per theme — %s", (_label, source, expected) => {
    expect(resolveBrand(source).logo).toMatchObject(expected);
  });

  it("keeps valid colours (lower-cased) and replaces malformed ones field by field", () => {
    const brand = resolveBrand({
      color_slider: "#AA0000",
      color_badge: "red",
      emphasis_people: "#12345",
      emphasis_people_shadow: null,
    });
    expect(brand.colors).toEqual({
      slider: "#aa0000",
      badge: DEFAULT_BRAND_COLORS.color_badge,
      emphasisPeople: DEFAULT_BRAND_COLORS.emphasis_people,
      emphasisPeopleShadow: DEFAULT_BRAND_COLORS.emphasis_people_shadow,
    });
  });

  it("turns the WhatsApp number into digits and a wa.me link", () => {
    expect(resolveBrand({ whatsapp: "+55 (11) 98765-4321" })).toMatchObject({
      whatsapp: "5511987654321",
      whatsappUrl: "https://wa.me/5511987654321",
    });
  });

  it("uses the seller's name, else the product's", () => {
    expect(resolveBrand({ name: "  Souza Consórcios " }).name).toBe("Souza Consórcios");
    expect(resolveBrand({ name: "" }).name).toBe("Consórcio Pro");
  });
});

describe("brandCssVariables", () => {
  it("drives buttons with the primary colour and picks readable text on it", () => {
    const vars = brandCssVariables(resolveBrand({ color_slider: "#f4d03f", color_badge: "#1a237e" }).colors);
    expect(vars["--brand"]).toBe("#f4d03f");
    expect(vars["--brand-contrast"]).toBe("#0f1a14");
    expect(vars["--badge"]).toBe("#1a237e");
    expect(vars["--badge-contrast"]).toBe("#ffffff");
    expect(vars["--user-slider"]).toBe("#f4d03f");
  });
});

describe("the summary card follows the seller's colour, the consórcio's chart line never does", () => {
  it.each(["#7c3aed", "#f4e04d", "#0f9d58", "#808080", "#000000", "#ffffff"])(
    "%s: the card's text reads on both of its ends; the line reads on both themes",
    (color) => {
      const hero = heroColors(color);
      expect(contrastRatio(hero.text, hero.to)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(hero.text, hero.from)).toBeGreaterThanOrEqual(4.5);
      const vars = brandCssVariables(resolveBrand({ color_slider: color }).colors);
      expect(vars["--hero-to"]).toBe(hero.to);
      expect(contrastRatio(vars["--chart-consorcio-light"]!, "#ffffff")).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(vars["--chart-consorcio-dark"]!, "#101916")).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(["#facc15", "#f4e04d", "#ffffff"])(
    "%s, a light colour: the card keeps it under dark text (no olive)",
    (color) => {
      const hero = heroColors(color);
      expect(hero.to).toBe(color);
      expect(hero.text).toBe("#0f1a14");
      // The dark end stays a shade of the colour, not a brown: at most 12 % toward black.
      const [r, g] = [Number.parseInt(hero.from.slice(1, 3), 16), Number.parseInt(hero.from.slice(3, 5), 16)];
      expect(r).toBeGreaterThanOrEqual(Math.floor(Number.parseInt(color.slice(1, 3), 16) * 0.87));
      expect(g).toBeGreaterThanOrEqual(Math.floor(Number.parseInt(color.slice(3, 5), 16) * 0.87));
    },
  );

  it("a purple brand keeps its own hue on the summary card; the consórcio's path colour stays off the brand", () => {
    const vars = brandCssVariables(resolveBrand({ color_slider: "#7c3aed" }).colors);
    expect(vars["--hero-to"]).toBe("#7c3aed");
    expect(vars["--chart-consorcio-light"]).not.toBe("#7c3aed");
    expect(vars["--chart-consorcio-light"]).toBe("#00876a");
  });
});

describe("customLogo (the PDF's and the preview card's logo)", () => {
  it.each([
    ["no logo: the default is not embedded", {}, null],
    ["both logos: the light theme's", { avatar_white: "/api/files/w", avatar_black: "/api/files/b" }, "/api/files/w"],
    ["only the dark theme's", { avatar_black: "/api/files/b" }, "/api/files/b"],
    ["only the light theme's", { avatar_white: "/api/files/w" }, "/api/files/w"],
  ])("%s", (_label, source, expected) => {
    expect(customLogo(resolveBrand(source))).toBe(expected);
  });
});

describe("cardLogo (the WhatsApp card's image)", () => {
  it.each([
    ["the square mark over the logo", { avatar_white: "/api/files/w", avatar_mark: "/api/files/m" }, "/api/files/m"],
    ["the logo without a mark", { avatar_white: "/api/files/w", avatar_mark: " " }, "/api/files/w"],
    ["the mark alone", { avatar_mark: "/api/files/m" }, "/api/files/m"],
    ["nothing on the defaults (the card prints the name)", {}, null],
  ])("%s", (_label, source, expected) => {
    expect(cardLogo(resolveBrand(source))).toBe(expected);
  });
});
