import "server-only";
import { recordClientSignal } from "~/features/clients/server";
import { db } from "~/platform/db";
import { isLinkPreviewCrawler, isPrefetch } from "./crawlers";
import { recordView } from "./public";

/**
 * A view, as the public page reports it once it has loaded in a browser (POST …/<token>/view): link
 * previews and scanners that only fetch the HTML never run it, and the page itself is served from
 * the page cache without touching the counter. Still no view: a crawler's or empty user agent, a
 * prefetch, a request another site sent, or someone signed in to the seller's own account (the
 * seller checking their link is not the client reading it: `viewerAccountId` is the account of the
 * request's session, asked only when the rest lets the visit count). A counted view also lands on
 * the client's timeline, with the device kind.
 */
export async function countVisit(token: string, headers: Headers, viewerAccountId: () => Promise<string | null>): Promise<boolean> {
  if (isLinkPreviewCrawler(headers.get("user-agent")) || isPrefetch(headers)) return false;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const counted = await recordView(db, token, { exceptAccountId: await viewerAccountId().catch(() => null) });
  if (counted) await recordClientSignal(db, token, "view", headers.get("user-agent"));
  return counted;
}

/**
 * A PDF downloaded from the public link goes on the client's timeline, with the same exceptions as a
 * view (link previews, prefetches, the seller's own account). The download itself never waits on it.
 */
export async function countPdfDownload(token: string, accountId: string, headers: Headers, viewerAccountId: () => Promise<string | null>) {
  if (isLinkPreviewCrawler(headers.get("user-agent")) || isPrefetch(headers)) return;
  if ((await viewerAccountId().catch(() => null)) === accountId) return;
  await recordClientSignal(db, token, "pdf", headers.get("user-agent"));
}
