import "server-only";
import { env } from "~/env";
import { db } from "~/platform/db";
import { ownOrigin } from "~/platform/own-origin";
import {
  cacheRenderNonce,
  createPageCache,
  renderSecret,
  renderThroughServer,
  type CachedPage,
} from "~/platform/page-cache";
import { islandAssets, islandPage } from "./island-page";
import { publicPageFingerprint } from "./public";
import { logger } from "~/platform/log/logger";

const log = logger("page-cache");

/*
 * The public proposal page from memory (src/platform/page-cache.ts): its HTML is the same for
 * every visitor (the view is counted by the page's beacon, not by the render), so the proxy answers
 * it without rendering while the fingerprint of what it shows stays the same. 32 MB holds ~200
 * proposals' pages, the least recently opened leaving first.
 */

export const PUBLIC_PAGE_PATH = /^\/public\/propostas\/([A-Za-z0-9_-]{16,64})$/;
/** The link's pages the cache keeps: the proposal and its month table, by the same fingerprint. */
export const CACHED_PUBLIC_PATH = /^\/public\/propostas\/([A-Za-z0-9_-]{16,64})(\/meses)?$/;

/** Said at most once a minute, not once per visit. */
function throttledLog(what: string) {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    log.error({ err: error }, `${what}; a página é servida sem cache`);
  };
}

const renderFailed = throttledLog("a página pública não pôde ser renderizada pelo próprio servidor");
const checkFailed = throttledLog("a verificação da página pública falhou");

let secret: string | undefined;
const renderKey = () => (secret ??= renderSecret(env.NEXTAUTH_SECRET));

/** The nonce of this server's own render request (the proxy renders it with that nonce), else null. */
export function publicPageRenderNonce(headers: Headers): string | null {
  return cacheRenderNonce(headers, renderKey());
}

/*
 * A visitor waits for a render at most VISITOR_WAIT_MS (then the route answers them); the render
 * itself may take up to RENDER_LIMIT_MS and still fill the cache. With one limit for both, a server
 * loaded enough to render slower than the visitor's wait abandoned every render and so never cached
 * the page: each visit rendered it again, which is the load that slowed it.
 */
const VISITOR_WAIT_MS = 5_000;
const RENDER_LIMIT_MS = 60_000;

const pages = createPageCache({ maxBytes: 32 * 1024 * 1024, waitMs: VISITOR_WAIT_MS, onError: renderFailed });

/**
 * The page for a live link: one query to check what it shows is unchanged, a render through this
 * server when it is not cached or its data changed. Null for an unknown or revoked link, or when the
 * check or the render fails: the request then goes on to the route, which answers it as it would
 * without the cache (the branded 404 for a link that is gone).
 */
/** The PDF check's page (/public/verificar): static, so rendered once per server and kept with its island. */
export const VERIFY_PAGE_PATH = "/public/verificar";

export async function cachedVerifyPage(): Promise<CachedPage | null> {
  return (
    pages.get(VERIFY_PAGE_PATH, "static") ??
    pages.renderOnce(VERIFY_PAGE_PATH, "static", () => renderIslandPage(VERIFY_PAGE_PATH))
  );
}

/** A public page as this server renders it, kept as server HTML with its islands (island-page.ts), or as Next rendered it when the islands were not built. */
async function renderIslandPage(pathname: string) {
  const rendered = await renderThroughServer(ownOrigin(), pathname, {
    secret: renderKey(),
    timeoutMs: RENDER_LIMIT_MS,
  });
  const assets = islandAssets();
  const islands = rendered && assets ? islandPage(rendered.html, assets) : null;
  return rendered && islands ? { ...rendered, html: islands } : rendered;
}

export async function cachedPublicPage(token: string, subpage: "" | "/meses" = ""): Promise<CachedPage | null> {
  const fingerprint = await publicPageFingerprint(db, token).catch((error: unknown) => {
    checkFailed(error);
    return null;
  });
  const key = token + subpage;
  if (!fingerprint) {
    pages.delete(token);
    pages.delete(`${token}/meses`);
    return null;
  }
  return (
    pages.get(key, fingerprint) ??
    pages.renderOnce(key, fingerprint, () => renderIslandPage(`/public/propostas/${key}`))
  );
}
