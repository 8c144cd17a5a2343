import { renderToBuffer } from "@react-pdf/renderer";
import { createLimiter } from "~/lib/limiter";
import { ProposalDocument, type ProposalPdfData } from "./proposal-document";

// Two PDFs at a time per server (2 cores): more at once finishes none sooner and multiplies the
// memory held, and the server runs under a 384 MB heap cap (scripts/lib/app-env.ts).
const pdfSlot = createLimiter(2);

/*
 * react-pdf mounts every document in a React root of its own and never unmounts it; React's scheduler
 * drops the finished root (and with it the whole element and layout tree, ~175 KB a PDF in production,
 * ~450 KB with React's development build) in a task queued with setImmediate. A caller that renders
 * PDFs back to back without going through the event loop (a batch job, a loop of awaits) keeps every
 * tree until the loop ends. Waiting for one turn here lets that task run first, so memory stays flat
 * however the caller loops; it costs one event-loop turn (well under a millisecond).
 */
export function renderProposalDocument(data: ProposalPdfData): Promise<Buffer> {
  return pdfSlot(async () => {
    const pdf = await renderToBuffer(<ProposalDocument data={data} />);
    await new Promise<void>((resolve) => setImmediate(resolve));
    return pdf;
  });
}
