import { pdfContentDisposition } from "~/features/proposals";
import { loadProposalDocument, renderProposalPdf, renderRefusal } from "~/features/proposals/server";
import { inAccountSlot } from "~/lib/account-slots";
import { restHandler } from "~/server/rest";

/** The seller's PDF: proposals.get through the same ladder (session, paid account, scope). */
export const GET = restHandler(async ({ req, ctx, caller }) => {
  const id = new URL(req.url).pathname.split("/").at(-2) ?? "";
  const proposal = await caller.proposals.get({ id });
  const session = ctx.session;
  if (!session) throw new Error("unreachable: proposals.get requires a session");
  // One of the account's heavy-operation slots (lib/account-slots): a 429 past them.
  // proposals.get proved the seller may see it; the document is read once, within the account.
  const document = await loadProposalDocument(ctx.db, { id: proposal.id, accountId: session.account.id });
  if (!document) throw new Error("unreachable: proposals.get found the proposal");
  const rendered = await inAccountSlot(session.account.id, async () => renderProposalPdf(ctx.db, document)).catch(
    (error: unknown) => renderRefusal(error) ?? Promise.reject(error),
  );
  if (rendered instanceof Response) return rendered;
  return new Response(new Uint8Array(rendered.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": pdfContentDisposition(proposal.clientName),
      "cache-control": "private, no-store",
    },
  });
});
