import { proposalBrand } from "~/features/proposals/brand";
import { pdfContentDisposition } from "~/features/proposals/format";
import { renderProposalPdf } from "~/features/proposals/pdf/render";
import { restHandler } from "~/server/rest";

/** The seller's PDF: proposals.get through the same ladder (session, paid account, scope). */
export const GET = restHandler(async ({ req, ctx, caller }) => {
  const id = new URL(req.url).pathname.split("/").at(-2) ?? "";
  const proposal = await caller.proposals.get({ id });
  const session = ctx.session;
  if (!session) throw new Error("unreachable: proposals.get requires a session");
  const pdf = await renderProposalPdf(ctx.db, {
    accountId: session.account.id,
    clientName: proposal.clientName,
    sellerId: proposal.sellerId,
    sellerName: proposal.sellerName,
    kind: proposal.kind,
    snapshot: proposal.snapshot,
    brand: await proposalBrand(ctx.db, session.account.id),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": pdfContentDisposition(proposal.clientName),
      "cache-control": "private, no-store",
    },
  });
});
