import "server-only";
import { db } from "~/platform/db";
import { isLinkPreviewCrawler, isPrefetch } from "./crawlers";
import { recordView } from "./public";

/**
 * A view, as the public page reports it once it has loaded in a browser (POST …/<token>/view): link
 * previews and scanners that only fetch the HTML never run it, and the page itself is served from
 * the page cache without touching the counter. Still no view: a crawler's or empty user agent, a
 * prefetch, a request another site sent, or someone signed in to the seller's own account (the
 * seller checking their link is not the client reading it: `viewerAccountId` is the account of the
 * request's session, asked only when the rest lets the visit count).
 */
export async function countVisit(token: string, headers: Headers, viewerAccountId: () => Promise<string | null>): Promise<boolean> {
  if (isLinkPreviewCrawler(headers.get("user-agent")) || isPrefetch(headers)) return false;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  return recordView(db, token, { exceptAccountId: await viewerAccountId().catch(() => null) });
}
