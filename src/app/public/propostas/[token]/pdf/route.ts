import { db } from "~/platform/db";
import { getPublicProposal } from "~/features/proposals/public";
import { pdfFileName, renderProposalPdf } from "~/features/proposals/pdf/render";
import { countPdfDownload } from "~/features/proposals/visits";
import { logInternalError } from "~/server/internal-errors";
import { sessionFromHeaders } from "~/server/auth/session";

/** The proposal's PDF from its public link: the same document the seller downloads. */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const proposal = await getPublicProposal(db, (await params).token);
  if (!proposal) return new Response("Proposta não encontrada.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const viewerAccountId = async () => (await sessionFromHeaders(req.headers)).session?.account.id ?? null;
  countPdfDownload(proposal.token, proposal.accountId, req.headers, viewerAccountId).catch((error: unknown) => logInternalError("public proposal pdf signal", error));
  const pdf = await renderProposalPdf(db, proposal);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${pdfFileName(proposal.clientName)}"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    },
  });
}
