import "server-only";
import { customLogo } from "~/features/branding";
import { env } from "~/env";
import { createByteCache } from "~/lib/byte-cache";
import type { Db } from "~/platform/db";
import { oddsTable, type OddsTable } from "../document/odds-table";
import { printedSha256, sha256HexOffThread } from "../pdf/integrity";
import type { PdfImage } from "../pdf/proposal-document";
import { cacheKey } from "../render/cache-key";
import { renderInWorker } from "../render/pool";
import { readPdfImages } from "./images";
import type { LoadedProposal } from "./load";

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
  const { administradora, bcb } = source;
  const odds = oddsTable(source.simulation, source.group);
  const contact = pdfContact(source);
  const key = cacheKey([
    "pdf",
    source.id,
    source.snapshot.version,
    source.clientName,
    source.sellerName,
    source.kind,
    source.brand.name,
    source.brand.colors.slider,
    customLogo(source.brand),
    source.pdfImages,
    contact.email,
    contact.whatsapp,
    administradora.name,
    administradora.cnpj,
    JSON.stringify(odds),
    JSON.stringify(bcb),
  ]);
  return pdfCache.through(key, async () => {
    beforeRender?.();
    const bytes = await pdfBytes(source, odds, await readPdfImages(db, source));
    await recordIssuedPdf(db, source, bytes);
    return bytes;
  });
}

/**
 * The PDF itself: the loaded document and its images' bytes in, the file's bytes out, drawn in a
 * render worker (../render/pool.ts). No database: what it draws is all in its arguments.
 */
function pdfBytes(source: PdfSource, odds: OddsTable | null, images: { logo: PdfImage | null; pages: PdfImage[] }) {
  return renderInWorker({
    type: "pdf",
    verifyUrl: VERIFY_URL(),
    data: {
      clientName: source.clientName,
      sellerName: source.sellerName,
      kind: source.kind,
      snapshot: source.snapshot,
      brand: { name: source.brand.name, color: source.brand.colors.slider, logo: images.logo },
      contact: pdfContact(source),
      pages: images.pages,
      administradora: source.administradora,
      odds,
      bcb: source.bcb,
    },
  });
}

const pdfContact = (source: PdfSource) => ({
  name: source.sellerName,
  email: source.sellerEmail,
  whatsapp: source.brand.whatsapp,
});

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
