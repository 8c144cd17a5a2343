// The render worker (node:worker_threads, started by ./pool.ts): PDFs and og:images are CPU-bound
// for hundreds of milliseconds, so they never run on the server's event loop. One job at a time.
import { parentPort } from "node:worker_threads";
import { giveWayToMainThread } from "~/platform/worker-priority";
import type { ProposalPdfData } from "../pdf/proposal-document";
import { sealPdf } from "../pdf/integrity";
import { renderProposalDocument } from "../pdf/render-document";
import { renderOgCard, type OgCardData } from "../og/og-card";

export type RenderJob = { type: "pdf"; data: ProposalPdfData; verifyUrl: string } | { type: "og"; data: OgCardData };
export type RenderRequest = { id: number; job: RenderJob };
export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

// Structured clone turns a Buffer into a plain Uint8Array; react-pdf wants Buffers for image data.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function run(job: RenderJob): Promise<Uint8Array> {
  if (job.type === "og") return renderOgCard(job.data);
  const { data } = job;
  const raw = await renderProposalDocument({
    ...data,
    brand: { ...data.brand, logo: data.brand.logo && { ...data.brand.logo, data: asBuffer(data.brand.logo.data) } },
    pages: data.pages.map((page) => ({ ...page, data: asBuffer(page.data) })),
  });
  // The seal (SHA-256 and date, pdf/integrity.ts) is hashed here too: CPU stays off the event loop.
  return sealPdf(raw, { issuedAt: new Date(data.snapshot.createdAt), verifyUrl: job.verifyUrl }).bytes;
}

const port = parentPort;
if (!port) throw new Error("render worker: started outside a worker thread");

// Renders give way to the event loop: the server's main thread keeps answering (health, cached
// answers) while renders fill the cores.
giveWayToMainThread();
port.on("message", (request: RenderRequest) => {
  run(request.job).then(
    (bytes) => {
      // A small Buffer is a view into Node's shared pool, which cannot be transferred: copy it into
      // an ArrayBuffer of its own (one copy of a file of a few hundred kB), then hand that over.
      const { buffer } = bytes;
      const own =
        buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
          ? new Uint8Array(buffer)
          : new Uint8Array(bytes);
      port.postMessage({ id: request.id, bytes: own } satisfies RenderReply, [own.buffer]);
    },
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderReply),
  );
});
