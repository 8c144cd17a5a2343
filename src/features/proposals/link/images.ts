import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { cardLogo, customLogo } from "~/features/branding";
import { defaultStorage, readFileByUrl } from "~/features/uploads/server";
import type { Db } from "~/platform/db";
import { dataUrlBytes, rasterImage } from "../pdf/images";
import type { PdfImage } from "../pdf/proposal-document";
import type { LoadedProposal } from "./load";

/*
 * The one path by which the PDF and the WhatsApp card get their images' bytes, read by the caller
 * of the loader once a render is needed (a cached PDF or card reads none). Sources as the settings
 * store them: one of our /api/files urls (uploads, read from the storage backend), a data URL, or a
 * file under public/. Never a network fetch: a PDF must render on a machine without internet, and a
 * seller's URL must not make our server call anywhere. The renderers take these bytes and read nothing.
 */

const MIME: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
};

/** The app's own logo, drawn on the card when the seller has none. */
const APP_LOGO = "/logo.svg";

type ImageBytes = { bytes: Buffer; contentType: string };

/** An image's bytes and type by its source, or null when it is none of ours. */
export async function readImage(db: Db, src: string | null): Promise<ImageBytes | null> {
  if (!src) return null;
  const inline = dataUrlBytes(src);
  if (inline) return { bytes: inline, contentType: src.slice("data:".length, src.indexOf(";")) };
  const stored = await readFileByUrl(defaultStorage(db), src);
  if (stored) return { bytes: Buffer.from(stored.bytes), contentType: stored.contentType };
  if (src.startsWith("/") && !src.includes("..")) {
    const bytes = await readFile(path.join(process.cwd(), "public", src)).catch(() => null);
    return bytes ? { bytes, contentType: MIME[path.extname(src).toLowerCase()] ?? "application/octet-stream" } : null;
  }
  return null;
}

const raster = (image: ImageBytes | null): PdfImage | null => (image ? rasterImage(image.bytes) : null);

/** What the PDF draws of images: the brand's logo for white paper, and the seller's extra pages in their order. */
export async function readPdfImages(db: Db, source: Pick<LoadedProposal, "brand" | "pdfImages">) {
  // The PDF is printed on white: the light-theme logo first.
  const [logo, pages] = await Promise.all([
    readImage(db, customLogo(source.brand)),
    Promise.all(source.pdfImages.map((src) => readImage(db, src))),
  ]);
  return { logo: raster(logo), pages: pages.map(raster).filter((image): image is PdfImage => image !== null) };
}

/** The card's logo as a data URL (the image renderer fetches nothing): the square mark, the seller's logo, else ours. */
export async function readCardLogo(db: Db, source: Pick<LoadedProposal, "brand">): Promise<string> {
  const image = (await readImage(db, cardLogo(source.brand))) ?? (await readImage(db, APP_LOGO));
  return image ? `data:${image.contentType};base64,${image.bytes.toString("base64")}` : "";
}
