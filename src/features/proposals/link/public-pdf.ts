import "server-only";
import { createByteCache } from "~/lib/byte-cache";
import type { Db } from "~/platform/db";
import { renderProposalPdf } from "./pdf-file";
import { cacheKey } from "../render/cache-key";
import { loadProposalDocument } from "./load";
import { publicPdfFingerprint } from "./public";

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

/** A link that turned missing or unavailable between its fingerprint and its reads. */
class Gone extends Error {
  constructor(readonly result: PublicPdf) {
    super("public link gone");
  }
}

/**
 * The PDF of a live link, or why not: "missing" (unknown or revoked), "unavailable" (the account is
 * unpaid). `beforeRender` runs only when a render is needed (the per-IP limit throws there).
 * Concurrent first downloads of one fingerprint share one read (and render).
 */
export async function publicPdf(
  db: Db,
  token: string,
  { beforeRender }: { beforeRender?: () => void } = {},
): Promise<PublicPdf> {
  const known = await publicPdfFingerprint(db, token);
  if (!known) return fromSource(db, token, beforeRender);
  let rendered: "hit" | "shared" | "miss" = "hit";
  try {
    // Read after the fingerprint: at least as new as what it digests, never older.
    const { bytes, hit, shared } = await byFingerprint.through(
      cacheKey(["public-pdf", token, known.fingerprint]),
      async () => {
        const ready = await fromSource(db, token, beforeRender);
        if (ready.state !== "ready") throw new Gone(ready);
        rendered = ready.cache;
        return ready.bytes;
      },
    );
    return {
      state: "ready",
      accountId: known.accountId,
      clientName: known.clientName,
      bytes,
      cache: hit ? "hit" : shared ? "shared" : rendered,
    };
  } catch (error) {
    if (error instanceof Gone) return error.result;
    throw error;
  }
}

async function fromSource(db: Db, token: string, beforeRender?: () => void): Promise<PublicPdf> {
  const proposal = await loadProposalDocument(db, { token: token });
  if (!proposal) return { state: "missing" };
  if (!proposal.available) return { state: "unavailable" };
  const { bytes, hit, shared } = await renderProposalPdf(db, proposal, { beforeRender });
  return {
    state: "ready",
    accountId: proposal.accountId,
    clientName: proposal.clientName,
    bytes,
    cache: hit ? "hit" : shared ? "shared" : "miss",
  };
}
