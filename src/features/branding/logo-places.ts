import type { Brand } from "./brand";

// Where the seller's logo is drawn and how big: the boxes below are the ones the app, the public
// page, the PDF and the WhatsApp card give it (keep them in step with app-header.tsx, the public
// proposal's header, pdf/styles.ts `logo` and render/og-card.tsx). A logo is drawn contained in its
// box; its shorter drawn side below MIN_READABLE_PX no longer reads (a 160×600 logo is a 9 px strip
// in a 36 px high header; a 1000×140 one is 15 px high in 104 px of width).

export const MIN_READABLE_PX = 24;

/** The WhatsApp card is 1200 px wide and shown about 400 px wide in a phone's chat. */
const CARD_SCALE = 400 / 1200;
/** The PDF's points at 100 % zoom (96 px per 72 pt). */
const PT = 96 / 72;

export type LogoPlaceId = "app-phone" | "app-desktop" | "public-phone" | "public-desktop" | "pdf" | "card";

export interface LogoPlace {
  id: LogoPlaceId;
  label: string;
  /** The box in CSS px as seen on screen. */
  width: number;
  height: number;
  /** A small image is drawn at its own size (CSS max-width/max-height) or grown to the box (PDF, card). */
  grows: boolean;
  /** A phone spot: the square mark replaces the logo there when the seller has one. */
  small: boolean;
  /** Which logo the place draws: the theme's (headers) or always the light theme's (PDF, card). */
  themed: boolean;
}

export const LOGO_PLACES: readonly LogoPlace[] = [
  { id: "app-phone", label: "Topo do app no celular", width: 120, height: 32, grows: false, small: true, themed: true },
  {
    id: "app-desktop",
    label: "Topo do app no computador",
    width: 120,
    height: 32,
    grows: false,
    small: false,
    themed: true,
  },
  {
    id: "public-phone",
    label: "Topo da proposta no celular",
    width: 104,
    height: 36,
    grows: false,
    small: true,
    themed: true,
  },
  {
    id: "public-desktop",
    label: "Topo da proposta no computador",
    width: 160,
    height: 36,
    grows: false,
    small: false,
    themed: true,
  },
  {
    id: "pdf",
    label: "Cabeçalho do PDF",
    width: Math.round(160 * PT),
    height: Math.round(36 * PT),
    grows: true,
    small: false,
    themed: false,
  },
  {
    id: "card",
    label: "Cartão do WhatsApp",
    width: Math.round(320 * CARD_SCALE),
    height: Math.round(96 * CARD_SCALE),
    grows: true,
    small: true,
    themed: false,
  },
];

/** The square mark's box in a small place: as high as the logo's box (size-8, size-9, the card's 96 px). */
const markBox = (place: LogoPlace) => ({ width: place.height, height: place.height });

export type Size = { width: number; height: number };

/** The size `image` is drawn at in a `box` (contained; grown to it only when `grows`). */
export function drawnSize(image: Size, box: Size, grows: boolean): Size {
  const fit = Math.min(box.width / image.width, box.height / image.height);
  const scale = grows ? fit : Math.min(1, fit);
  return { width: Math.round(image.width * scale * 10) / 10, height: Math.round(image.height * scale * 10) / 10 };
}

export interface LogoFit {
  place: LogoPlace;
  /** "light" / "dark": the logo of that theme; "mark": the square mark. */
  image: "light" | "dark" | "mark";
  url: string;
  box: Size;
  drawn: Size;
  readable: boolean;
  /** The pt-BR warning when it does not read there. */
  warning: string | null;
}

const px = (n: number) => String(Math.round(n));
const IMAGE_NAME = {
  light: "O logotipo do tema claro",
  dark: "O logotipo do tema escuro",
  mark: "A marca quadrada",
} as const;

/**
 * Each place with what it draws there and at which size, given the natural sizes of the images the
 * seller uploaded (`sizes` by url; a url not measured yet is left out). Only the seller's own images
 * are measured: the default logo fits by design.
 */
export function logoFits(brand: Pick<Brand, "logo" | "mark">, sizes: ReadonlyMap<string, Size>): LogoFit[] {
  if (!brand.logo.custom && !brand.mark) return [];
  const out: LogoFit[] = [];
  for (const place of LOGO_PLACES) {
    const uses: Array<{ image: LogoFit["image"]; url: string }> =
      brand.mark && place.small
        ? [{ image: "mark", url: brand.mark }]
        : !brand.logo.custom
          ? []
          : place.themed && brand.logo.dark !== brand.logo.light
            ? [
                { image: "light", url: brand.logo.light },
                { image: "dark", url: brand.logo.dark },
              ]
            : [{ image: "light", url: brand.logo.light }];
    for (const { image, url } of uses) {
      const natural = sizes.get(url);
      if (!natural || natural.width <= 0 || natural.height <= 0) continue;
      const box = image === "mark" ? markBox(place) : { width: place.width, height: place.height };
      const drawn = drawnSize(natural, box, place.grows);
      const short = Math.min(drawn.width, drawn.height);
      const readable = short >= MIN_READABLE_PX;
      const tall = drawn.height > drawn.width;
      const advice =
        image === "mark"
          ? "Envie uma marca maior."
          : place.small
            ? "Envie uma marca quadrada para os espaços pequenos, ou um logotipo menos alongado."
            : `Envie um logotipo menos ${tall ? "alto" : "alongado"}.`;
      out.push({
        place,
        image,
        url,
        box,
        drawn,
        readable,
        warning: readable
          ? null
          : `${place.label}: ${IMAGE_NAME[image].toLowerCase()} fica com ${px(drawn.width)} × ${px(drawn.height)} px, ${tall ? "estreito" : "baixo"} demais para ler (mínimo ${MIN_READABLE_PX} px). ${advice}`,
      });
    }
  }
  return out;
}
