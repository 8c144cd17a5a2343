import "server-only";
import { createByteCache } from "~/lib/byte-cache";
import type { Db } from "~/platform/db";
import { getPublicProposal, publicPdfFingerprint } from "../public";
import { cacheKey } from "../render/cache-key";
import { renderProposalPdf } from "./render";

/*
 * The public link's PDF by its fingerprint (public.ts: everything the PDF draws, the link's state and
 * the account's payment in one query): a repeated download of the same proposal, version and brand is
 * that one query and a lookup, no token, status or brand queries. A revocation, a suspension or an
 * edit changes or empties the fingerprint, so the very next download sees it (no delay).
 * The entries share their bytes with render.tsx's cache (same Uint8Array): no copy while both hold
 * them; at most 16 MB more once that cache has let them go.
 */
const byFingerprint = createByteCache(16 * 1024 * 1024);

export type PublicPdf =
  | { state: "missing" }
  | { state: "unavailable" }
  | { state: "ready"; accountId: string; clientName: string; bytes: Uint8Array; cache: "hit" | "shared" | "miss" };

/**
 * The PDF of a live link, or why not: "missing" (unknown or revoked), "unavailable" (the account is
 * unpaid). `beforeRender` runs only when a render is needed (the per-IP limit throws there).
 */
export async function publicPdf(db: Db, token: string, { beforeRender }: { beforeRender?: () => void } = {}): Promise<PublicPdf> {
  const known = await publicPdfFingerprint(db, token);
  if (known) {
    const key = cacheKey(["public-pdf", token, known.fingerprint]);
    const cached = byFingerprint.get(key);
    if (cached) return { state: "ready", accountId: known.accountId, clientName: known.clientName, bytes: cached, cache: "hit" };
    const ready = await fromSource(db, token, beforeRender);
    // Read after the fingerprint: at least as new as what it digests, never older.
    if (ready.state === "ready") byFingerprint.set(key, ready.bytes);
    return ready;
  }
  return fromSource(db, token, beforeRender);
}

async function fromSource(db: Db, token: string, beforeRender?: () => void): Promise<PublicPdf> {
  const proposal = await getPublicProposal(db, token);
  if (!proposal) return { state: "missing" };
  if (!proposal.available) return { state: "unavailable" };
  const { bytes, hit, shared } = await renderProposalPdf(db, { ...proposal, proposalId: proposal.id }, { beforeRender });
  return { state: "ready", accountId: proposal.accountId, clientName: proposal.clientName, bytes, cache: hit ? "hit" : shared ? "shared" : "miss" };
}
