import "server-only";
import { recordClientSignal } from "~/features/clients/signals";
import { sessionFromHeaders } from "~/server/auth/session";
import { db } from "~/server/db";
import { isLinkPreviewCrawler, isPrefetch } from "./crawlers";
import { recordView } from "./public";

/**
 * A view, as the public page reports it once it has loaded in a browser (POST …/<token>/view): link
 * previews and scanners that only fetch the HTML never run it, and the page itself is served from
 * the page cache without touching the counter. Still no view: a crawler's or empty user agent, a
 * prefetch, a request another site sent, or someone signed in to the seller's own account (the
 * seller checking their link is not the client reading it).
 */
export async function countVisit(token: string, headers: Headers): Promise<boolean> {
  if (isLinkPreviewCrawler(headers.get("user-agent")) || isPrefetch(headers)) return false;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const counted = await recordView(db, token, { exceptAccountId: await signedInAccount(headers) });
  if (counted) await recordClientSignal(db, token, "view", headers.get("user-agent"));
  return counted;
}

async function signedInAccount(headers: Headers) {
  const { session } = await sessionFromHeaders(headers).catch(() => ({ session: null }));
  return session?.account.id ?? null;
}

/**
 * A PDF downloaded from the public link goes on the client's timeline, with the same exceptions as a
 * view (link previews, prefetches, the seller's own account). The download itself never waits on it.
 */
export async function countPdfDownload(token: string, accountId: string, headers: Headers) {
  if (isLinkPreviewCrawler(headers.get("user-agent")) || isPrefetch(headers)) return;
  if ((await signedInAccount(headers)) === accountId) return;
  await recordClientSignal(db, token, "pdf", headers.get("user-agent"));
}
