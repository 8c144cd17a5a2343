import "server-only";
import { cardLogo } from "~/features/branding";
import { createByteCache } from "~/lib/byte-cache";
import { etagOf, holdsEtag } from "~/lib/etag";
import type { Db } from "~/platform/db";
import { proposalShare } from "../og/og-claim";
import { cacheKey } from "../render/cache-key";
import { publicRenderGate, renderRefusal } from "../render/limits";
import { renderInWorker } from "../render/pool";
import { readCardLogo } from "./images";
import { loadProposalDocument, type PublicProposal } from "./load";
import { publicPageFingerprint } from "./public";

export { OG_SIZE } from "../og/og-claim";

/** The og card's address as the page announces it (Next's opengraph-image route; its ?hash aside). */
export const PUBLIC_OG_PATH = /^\/public\/propostas\/([A-Za-z0-9_-]{16,64})\/opengraph-image$/;

// ~60-100 KB a card: a few hundred links' cards per server.
const ogCache = createByteCache(16 * 1024 * 1024);

/** The WhatsApp card (render/og-card.tsx) as PNG bytes, from the cache or a render worker. */
export async function proposalOgImage(
  db: Db,
  proposal: PublicProposal,
  { beforeRender }: { beforeRender?: () => void } = {},
) {
  // The square mark when the seller has one: the card is seen small, in a chat.
  const logoSrc = cardLogo(proposal.brand);
  const card = {
    brandName: proposal.brand.shortName,
    color: proposal.brand.colors.slider,
    clientCallName: proposal.clientCallName,
    kind: proposal.kind,
    creditCents: proposal.creditCents,
    claim: proposalShare(proposal).claim,
  };
  return ogCache.through(cacheKey(["og", logoSrc, card]), async () => {
    beforeRender?.();
    return renderInWorker({ type: "og", data: { ...card, logo: await readCardLogo(db, proposal) } });
  });
}

// Cards by the link's page fingerprint (public.ts: everything the card draws, the link's state and
// the account's payment in one query), sharing their bytes with ogCache: a repeated preview is that
// one query and a lookup. A revocation, a suspension or an edit is seen by the very next request.
// Kept on globalThis: the proxy (which answers a cached card itself, `cachedPublicOgCard`) and the
// og route are separate bundles in one process.
declare global {
  var __consorcioOgCards: ReturnType<typeof createByteCache> | undefined;
}
const byFingerprint = (globalThis.__consorcioOgCards ??= createByteCache(4 * 1024 * 1024));
const fingerprintKey = (token: string, fingerprint: string) => cacheKey(["public-og", token, fingerprint]);

/** A link revoked or unpaid between its fingerprint and its reads (shared by concurrent asks). */
class LinkGone extends Error {}

/** The card of a live link's preview, or null (unknown, revoked, or the account is unpaid). Concurrent first asks share one read. */
export async function publicOgImage(
  db: Db,
  token: string,
  { beforeRender }: { beforeRender?: () => void } = {},
): Promise<Uint8Array | null> {
  const fingerprint = await publicPageFingerprint(db, token);
  if (!fingerprint) return null;
  try {
    const { bytes } = await byFingerprint.through(fingerprintKey(token, fingerprint), async () => {
      const proposal = await loadProposalDocument(db, { token });
      if (!proposal?.available) throw new LinkGone();
      return (await proposalOgImage(db, proposal, { beforeRender })).bytes;
    });
    return bytes;
  } catch (error) {
    if (error instanceof LinkGone) return null;
    throw error;
  }
}

/** Each cached card's ETag, computed once per bytes (the caches hand out the same array). */
const etags = new WeakMap<Uint8Array, string>();

function etagOfCard(bytes: Uint8Array): string {
  let etag = etags.get(bytes);
  if (!etag) etags.set(bytes, (etag = etagOf(bytes)));
  return etag;
}

/** How a card is kept by whoever previews it: five minutes, then asked again (an ETag makes that a 304). */
export const OG_CACHE_CONTROL = "public, max-age=300";

/** A cached card: the PNG and its ETag. */
export type OgCard = { bytes: Uint8Array; etag: string };

/**
 * What the proxy may know of a link's card without rendering it (one query and a lookup): null when
 * the link previews nothing (unknown, revoked, unpaid: the route answers); else the card's key for
 * what the link shows now, and the card when it is cached under that key. The proxy answers cached
 * cards itself, at the cost of a health check, so that a burst of previews of one link does not
 * queue every other request behind Next's route.
 */
export async function lookUpPublicOgCard(db: Db, token: string): Promise<{ key: string; card: OgCard | null } | null> {
  const fingerprint = await publicPageFingerprint(db, token);
  if (!fingerprint) return null;
  const key = fingerprintKey(token, fingerprint);
  return { key, card: cachedOgCard(key) };
}

/** The card cached under this key (see lookUpPublicOgCard), else null. */
export function cachedOgCard(key: string): OgCard | null {
  const bytes = byFingerprint.get(key);
  return bytes ? { bytes, etag: etagOfCard(bytes) } : null;
}

/**
 * The public link's card as an answer: the PNG with its ETag (304 when the asker already holds it),
 * 429/503 when a render is refused (render/limits.ts), null when the link previews nothing. A burst
 * of asks for one card renders it once in a worker (the caches share the first ask's render); every
 * other ask is one query and a lookup on this thread.
 */
export async function publicOgResponse(db: Db, token: string, headers: Headers): Promise<Response | null> {
  let bytes: Uint8Array | null;
  try {
    bytes = await publicOgImage(db, token, { beforeRender: publicRenderGate(headers) });
  } catch (error) {
    const refusal = renderRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
  if (!bytes) return null;
  const etag = etagOfCard(bytes);
  const cache = { etag, "cache-control": OG_CACHE_CONTROL };
  if (holdsEtag(headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: cache });
  return new Response(new Uint8Array(bytes), {
    headers: { ...cache, "content-type": "image/png", "content-length": String(bytes.byteLength) },
  });
}
