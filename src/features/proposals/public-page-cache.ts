import "server-only";
import { ownOrigin } from "~/env";
import { db } from "~/server/db";
import { createPageCache, renderThroughServer, type CachedPage } from "~/server/http/page-cache";
import { publicPageFingerprint } from "./public";

/*
 * The public proposal page from memory (src/server/http/page-cache.ts): its HTML is the same for
 * every visitor (the view is counted by the page's beacon, not by the render), so the proxy answers
 * it without rendering while the fingerprint of its rows stays the same. 32 MB holds ~200 proposals'
 * pages, the least recently opened leaving first.
 */

export const PUBLIC_PAGE_PATH = /^\/public\/propostas\/([A-Za-z0-9_-]{16,64})\/?$/;

const pages = createPageCache({ maxBytes: 32 * 1024 * 1024 });
let renderFailureLogged = false;

/** The render through this server; should it fail (an origin it cannot reach), said once, not per visit. */
async function render(token: string): Promise<string | null> {
  try {
    return await renderThroughServer(ownOrigin(), `/public/propostas/${token}`);
  } catch (error) {
    if (!renderFailureLogged) {
      renderFailureLogged = true;
      console.error(`[page-cache] a página pública não pôde ser renderizada por ${ownOrigin()}; servida sem cache:`, error);
    }
    throw error;
  }
}

/**
 * The page for a live link (one query to check it is current, a render through this server when it is
 * not cached or its data changed); null for an unknown or revoked link, or when the render did not
 * answer 200: the request then goes on to the route, which answers it (the branded 404).
 */
export async function cachedPublicPage(token: string): Promise<CachedPage | null> {
  const fingerprint = await publicPageFingerprint(db, token);
  if (!fingerprint) {
    pages.delete(token);
    return null;
  }
  return pages.get(token, fingerprint) ?? pages.renderOnce(token, fingerprint, () => render(token));
}
