import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { defaultStorage, listPdfImages, readFileByUrl } from "~/features/uploads/server";
import type { Db } from "~/platform/db";
import type { ProposalBrand } from "../brand";
import type { Snapshot } from "../schema";
import { dataUrlBytes, rasterImage } from "./images";
import type { PdfImage } from "./proposal-document";
import { renderProposalDocument } from "./render-document";

/*
 * Image sources as the settings store them: one of our /api/files urls (uploads, read from the
 * storage backend), a data URL, or a file under public/. Never a network fetch: a PDF must render on
 * a machine without internet, and a seller's URL must not make our server call anywhere.
 */
export async function loadImage(db: Db, src: string | null): Promise<PdfImage | null> {
  if (!src) return null;
  const inline = dataUrlBytes(src);
  if (inline) return rasterImage(inline);
  const stored = await readFileByUrl(defaultStorage(db), src);
  if (stored) return rasterImage(Buffer.from(stored.bytes));
  if (src.startsWith("/") && !src.includes("..")) {
    const file = path.join(process.cwd(), "public", src);
    const bytes = await readFile(file).catch(() => null);
    return bytes ? rasterImage(bytes) : null;
  }
  return null;
}

/** The seller's PDF images in their order (cover first, back cover last), from /propostas/pdf-images. */
async function pdfImages(db: Db, accountId: string): Promise<PdfImage[]> {
  const images = await Promise.all((await listPdfImages(db, accountId)).map((upload) => loadImage(db, upload.url)));
  return images.filter((image): image is PdfImage => image !== null);
}

export interface PdfSource {
  accountId: string;
  clientName: string;
  sellerName: string;
  kind: "imovel" | "veiculo";
  snapshot: Snapshot;
  brand: ProposalBrand;
}

export async function renderProposalPdf(db: Db, source: PdfSource, extra: { pages?: PdfImage[] } = {}): Promise<Buffer> {
  // The PDF is printed on white: the light-theme logo first.
  const [logo, pages] = await Promise.all([
    loadImage(db, source.brand.logoLight ?? source.brand.logoDark),
    extra.pages ? Promise.resolve(extra.pages) : pdfImages(db, source.accountId),
  ]);
  return renderProposalDocument({
    clientName: source.clientName,
    sellerName: source.sellerName,
    kind: source.kind,
    snapshot: source.snapshot,
    brand: { name: source.brand.name, color: source.brand.colorSlider, logo },
    pages,
  });
}

/** "Proposta - Ana Souza.pdf" with only safe characters (header value and file systems). */
export function pdfFileName(clientName: string): string {
  const ascii = clientName.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9 _-]/g, "").trim().slice(0, 60);
  return `Proposta - ${ascii || "cliente"}.pdf`;
}
