import "server-only";
import { createHmac } from "node:crypto";
import { env } from "~/env";
import { recordClientSignal } from "~/features/clients/server";
import { saoPauloDay } from "~/lib/sao-paulo-day";
import { createTokenBuckets } from "~/lib/token-buckets";
import { db } from "~/platform/db";
import { clientIp } from "~/platform/request-info";
import { isLinkPreviewCrawler, isPrefetch } from "./crawlers";
import { claimVisit, VIEW_WINDOW_MS } from "./visit-claim";

const visitorKey = createHmac("sha256", env.NEXTAUTH_SECRET).update("proposal-visitor").digest();

const dayHash = (day: string, ip: string | null, userAgent: string | null) =>
  createHmac("sha256", visitorKey)
    .update(`${day}\n${ip ?? ""}\n${userAgent ?? ""}`)
    .digest("base64url")
    .slice(0, 32);

/** A download's visitor rows sit beside the views' ones, under their own prefix. */
const asDownload = ({ visitor, earlier }: { visitor: string; earlier: string | null }) => ({
  visitor: `pdf:${visitor}`,
  earlier: earlier && `pdf:${earlier}`,
});

/**
 * Who is visiting, without keeping who: an HMAC of the São Paulo day, the IP and the user agent, so
 * one day's hashes cannot be matched with another's and no address is stored. The 30-minute window
 * still runs across midnight: `earlier` is the same visitor's hash for the day the window started in,
 * when that was the day before (null otherwise), and claimVisit looks for it too.
 */
function visitorHashes(
  ip: string | null,
  userAgent: string | null,
  now = new Date(),
): { visitor: string; earlier: string | null } {
  const day = saoPauloDay(now);
  const windowDay = saoPauloDay(new Date(now.getTime() - VIEW_WINDOW_MS));
  return {
    visitor: dayHash(day, ip, userAgent),
    earlier: windowDay === day ? null : dayHash(windowDay, ip, userAgent),
  };
}

/*
 * Beacons per IP, in this process's memory: a phone sends one per page shown, so 30 at once and then
 * one every 2 s is far above a person; past it a beacon is answered (204, as always) without touching
 * the database. The dedupe below is what keeps the count honest; this keeps a flood off PostgreSQL.
 */
const beaconsPerIp = createTokenBuckets({ burst: 30, perSecond: 0.5 });
/** The same for PDF downloads' timeline signals (the download itself is served regardless). */
const pdfSignalsPerIp = createTokenBuckets({ burst: 30, perSecond: 0.5 });

/**
 * A view, as the public page reports it once it has loaded in a browser (POST …/<token>/view): link
 * previews and scanners that only fetch the HTML never run it, and the page itself is served from
 * the page cache without touching the counter. Still no view: a crawler's or empty user agent, a
 * prefetch, a request another site sent, someone signed in to the seller's own account (the seller
 * checking their link is not the client reading it: `viewerAccountId` is the account of the request's
 * session, asked only when the rest lets the visit count), or the same visitor (IP + user agent)
 * again within 30 minutes. A counted view also lands on the client's timeline, with the device kind.
 */
export async function countVisit(
  token: string,
  headers: Headers,
  viewerAccountId: () => Promise<string | null>,
  { now = new Date() }: { now?: Date } = {},
): Promise<boolean> {
  const userAgent = headers.get("user-agent");
  if (isLinkPreviewCrawler(userAgent) || isPrefetch(headers)) return false;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const ip = clientIp(headers, env.TRUSTED_PROXY_HOPS);
  if (!beaconsPerIp(ip ?? "unknown").ok) return false;
  // One instant for both: the client's signal knows a first view by the firstViewedAt it set.
  const counted = await claimVisit(db, token, "view", {
    ...visitorHashes(ip, userAgent, now),
    now,
    exceptAccountId: await viewerAccountId().catch(() => null),
  });
  if (counted) await recordClientSignal(db, token, "view", userAgent, now);
  return counted;
}

/**
 * A PDF downloaded from the public link goes on the client's timeline, with the same exceptions as a
 * view (link previews, prefetches, the seller's own account), and like a view once per visitor
 * (IP + user agent) and 30 minutes: a burst of downloads is one event, not a flood that pushes the
 * client's real signals out of the hot list. The download itself never waits on it.
 */
export async function countPdfDownload(
  token: string,
  accountId: string,
  headers: Headers,
  viewerAccountId: () => Promise<string | null>,
  { now = new Date() }: { now?: Date } = {},
) {
  const userAgent = headers.get("user-agent");
  if (isLinkPreviewCrawler(userAgent) || isPrefetch(headers)) return false;
  const ip = clientIp(headers, env.TRUSTED_PROXY_HOPS);
  if (!pdfSignalsPerIp(ip ?? "unknown").ok) return false;
  const viewer = await viewerAccountId().catch(() => null);
  if (viewer === accountId) return false;
  const counted = await claimVisit(db, token, "pdf", {
    ...asDownload(visitorHashes(ip, userAgent, now)),
    now,
    exceptAccountId: viewer,
  });
  if (counted) await recordClientSignal(db, token, "pdf", userAgent, now);
  return counted;
}
