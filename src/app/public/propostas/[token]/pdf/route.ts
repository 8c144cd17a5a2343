import { db } from "~/platform/db";
import { UNAVAILABLE_TITLE, pdfContentDisposition } from "~/features/proposals";
import {
  publicDownloadGate,
  publicPdf,
  publicRenderGate,
  renderRefusal,
  countPdfDownload,
} from "~/features/proposals/server";
import { logInternalError } from "~/server/internal-errors";
import { sessionFromHeaders } from "~/server/auth/session";

/** The proposal's PDF from its public link: the same document the seller downloads. */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const token = (await params).token;
  try {
    publicDownloadGate(req.headers);
    const pdf = await publicPdf(db, token, { beforeRender: publicRenderGate(req.headers) });
    if (pdf.state === "missing") return new Response("Proposta não encontrada.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    if (pdf.state === "unavailable") return new Response(`${UNAVAILABLE_TITLE}.`, { status: 403, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
    const viewerAccountId = async () => (await sessionFromHeaders(req.headers)).session?.account.id ?? null;
    countPdfDownload(token, pdf.accountId, req.headers, viewerAccountId).catch((error: unknown) => logInternalError("public proposal pdf signal", error));
    return new Response(new Uint8Array(pdf.bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": pdfContentDisposition(pdf.clientName),
        "cache-control": "private, no-store",
        "x-robots-tag": "noindex",
        // hit: from the cache; shared: waited for the same render another request started; miss: rendered.
        "x-render-cache": pdf.cache,
      },
    });
  } catch (error) {
    const refusal = renderRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}
