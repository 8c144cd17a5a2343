import "server-only";
import type { Db } from "~/platform/db";
import { firstName } from "./format";
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
      fileSha256: true, version: true, issuedAt: true, sellerName: true, brandName: true,
      proposal: { select: { clientName: true, currentVersion: true, revokedAt: true } },
    },
  });
  if (!row) return { found: false };
  return {
    found: true,
    matched: row.fileSha256 === sha256 ? "file" : "document",
    clientFirstName: firstName(row.proposal.clientName),
    sellerName: row.sellerName,
    brandName: row.brandName,
    version: row.version,
    latestVersion: row.proposal.currentVersion,
    issuedAt: row.issuedAt,
    revoked: row.proposal.revokedAt !== null,
  };
}
