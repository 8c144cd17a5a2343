import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { customLogo } from "~/features/branding";
import { defaultStorage, readFileByUrl } from "~/features/uploads/server";
import type { Db } from "~/platform/db";
import { oddsTable } from "../document/odds-table";
import type { LoadedProposal } from "./load";
import { dataUrlBytes, rasterImage } from "../pdf/images";
import { printedSha256, sha256HexOffThread } from "../pdf/integrity";
import type { PdfImage } from "../pdf/proposal-document";
import { createByteCache } from "~/lib/byte-cache";
import { env } from "~/env";
import { cacheKey } from "../render/cache-key";
import { renderInWorker } from "../render/pool";

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

/** What the PDF draws: the proposal as loadProposalDocument read it (link/load.ts). */
export type PdfSource = Pick<
  LoadedProposal,
  | "id"
  | "clientName"
  | "sellerName"
  | "sellerEmail"
  | "kind"
  | "snapshot"
  | "simulation"
  | "brand"
  | "administradora"
  | "bcb"
  | "group"
  | "pdfImages"
>;

// Rendered PDFs by what they show; a repeated download costs a lookup, not a render. Per server.
const pdfCache = createByteCache(48 * 1024 * 1024);

/**
 * The proposal's PDF, rendered in a render worker (./render/pool.ts) or from the cache. The key is
 * everything the document draws: the proposal and its version (an immutable snapshot), names, the
 * brand, and the image URLs (content-addressed, so a new image is a new URL). `beforeRender` runs
 * only when a render is needed (a per-IP limit on renders throws there).
 */
export async function renderProposalPdf(
  db: Db,
  source: PdfSource,
  { beforeRender }: { beforeRender?: () => void } = {},
) {
  const logoSrc = customLogo(source.brand);
  const { administradora, bcb } = source;
  const odds = oddsTable(source.simulation, source.group);
  const pageSrcs = source.pdfImages;
  const contact = { name: source.sellerName, email: source.sellerEmail, whatsapp: source.brand.whatsapp };
  const key = cacheKey([
    "pdf",
    source.id,
    source.snapshot.version,
    source.clientName,
    source.sellerName,
    source.kind,
    source.brand.name,
    source.brand.colors.slider,
    logoSrc,
    pageSrcs,
    contact.email,
    contact.whatsapp,
    administradora.name,
    administradora.cnpj,
    JSON.stringify(odds),
    JSON.stringify(bcb),
  ]);
  return pdfCache.through(key, async () => {
    beforeRender?.();
    // The PDF is printed on white: the light-theme logo first.
    const [logo, pages] = await Promise.all([
      loadImage(db, logoSrc),
      Promise.all(pageSrcs.map((src) => loadImage(db, src))),
    ]);
    const bytes = await renderInWorker({
      type: "pdf",
      verifyUrl: VERIFY_URL(),
      data: {
        clientName: source.clientName,
        sellerName: source.sellerName,
        kind: source.kind,
        snapshot: source.snapshot,
        brand: { name: source.brand.name, color: source.brand.colors.slider, logo },
        contact,
        pages: pages.filter((image): image is PdfImage => image !== null),
        administradora,
        odds,
        bcb,
      },
    });
    await recordIssuedPdf(db, source, bytes);
    return bytes;
  });
}

const VERIFY_URL = () => `${env.NEXTAUTH_URL.replace(/\/+$/, "")}/public/verificar`;

/**
 * Keeps what /public/verificar needs to recognise this file: its SHA-256 as downloaded and the one its
 * seal prints. The same version renders the same bytes, so a second render finds the row.
 */
async function recordIssuedPdf(db: Db, source: PdfSource, bytes: Uint8Array): Promise<void> {
  const documentSha256 = printedSha256(bytes);
  if (!documentSha256) throw new Error("proposal PDF rendered without its seal");
  const fileSha256 = await sha256HexOffThread(bytes);
  await db.proposalPdf.upsert({
    where: { fileSha256 },
    create: {
      fileSha256,
      documentSha256,
      proposalId: source.id,
      version: source.snapshot.version,
      issuedAt: source.snapshot.createdAt,
      sellerName: source.sellerName,
      brandName: source.brand.name,
    },
    update: {},
  });
}
