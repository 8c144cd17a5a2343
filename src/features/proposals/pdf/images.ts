import type { PdfImage } from "./proposal-document";

/** PNG or JPEG by their magic bytes; anything else (SVG, WebP, junk) is not embeddable in the PDF. */
export function rasterImage(data: Buffer): PdfImage | null {
  if (data.length > 8 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47)
    return { data, format: "png" };
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { data, format: "jpg" };
  return null;
}

/** A `data:` URL's bytes, or null when it is not base64 data. */
export function dataUrlBytes(src: string): Buffer | null {
  const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=]+)$/.exec(src);
  return match?.[1] ? Buffer.from(match[1], "base64") : null;
}
