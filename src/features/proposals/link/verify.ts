import "server-only";
import type { Db } from "~/platform/db";
import { callName } from "~/lib/call-name";
import type { VerifyPdfResult } from "./verify-schema";

/*
 * /public/verificar: is this PDF an unchanged proposal issued here, and by whom? Looks up
 * the SHA-256 of the whole file (computed in the visitor's browser: the PDF never leaves it) or the
 * one printed on it (pdf/integrity.ts). Public and not limited: a SHA-256 cannot be guessed, and a
 * lookup is one indexed read. Says only what the holder of that PDF can already read on it.
 */
export async function verifyPdf(db: Db, sha256: string): Promise<VerifyPdfResult> {
  const row = await db.proposalPdf.findFirst({
    where: { OR: [{ fileSha256: sha256 }, { documentSha256: sha256 }] },
    orderBy: { createdAt: "asc" },
    select: {
      fileSha256: true,
      version: true,
      issuedAt: true,
      sellerName: true,
      brandName: true,
      proposal: {
        select: { clientName: true, currentVersion: true, revokedAt: true, client: { select: { callName: true } } },
      },
    },
  });
  if (!row) return { found: false };
  // A deleted proposal keeps its issued PDFs' record: the PDF is still genuine, of a removed proposal
  // (no client name then: it went with the proposal).
  const { proposal } = row;
  return {
    found: true,
    matched: row.fileSha256 === sha256 ? "file" : "document",
    // The client as the seller greets them: their "Como chamar" ("Ana Luísa"), never a first word cut.
    clientFirstName: proposal ? callName(proposal.clientName, proposal.client.callName) : "",
    sellerName: row.sellerName,
    brandName: row.brandName,
    version: row.version,
    latestVersion: proposal?.currentVersion ?? row.version,
    issuedAt: row.issuedAt,
    revoked: proposal ? proposal.revokedAt !== null : false,
    removed: proposal === null,
  };
}
