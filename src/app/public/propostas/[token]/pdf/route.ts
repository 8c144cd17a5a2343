import { db } from "~/platform/db";
import { getPublicProposal } from "~/features/proposals/public";
import { UNAVAILABLE_TITLE } from "~/features/proposals/unavailable";
import { pdfContentDisposition } from "~/features/proposals/format";
import { renderProposalPdf } from "~/features/proposals/pdf/render";
import { publicRenderGate, renderRefusal } from "~/features/proposals/render/limits";
import { countPdfDownload } from "~/features/proposals/visits";
import { logInternalError } from "~/server/internal-errors";
import { sessionFromHeaders } from "~/server/auth/session";

/** The proposal's PDF from its public link: the same document the seller downloads. */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const proposal = await getPublicProposal(db, (await params).token);
  if (!proposal) return new Response("Proposta não encontrada.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  if (!proposal.available) return new Response(`${UNAVAILABLE_TITLE}.`, { status: 403, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  const viewerAccountId = async () => (await sessionFromHeaders(req.headers)).session?.account.id ?? null;
  countPdfDownload(proposal.token, proposal.accountId, req.headers, viewerAccountId).catch((error: unknown) => logInternalError("public proposal pdf signal", error));
  try {
    const { bytes, hit, shared } = await renderProposalPdf(db, { ...proposal, proposalId: proposal.id }, { beforeRender: publicRenderGate(req.headers) });
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": pdfContentDisposition(proposal.clientName),
        "cache-control": "private, no-store",
        "x-robots-tag": "noindex",
        // hit: from the cache; shared: waited for the same render another request started; miss: rendered.
        "x-render-cache": hit ? "hit" : shared ? "shared" : "miss",
      },
    });
  } catch (error) {
    const refusal = renderRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}
