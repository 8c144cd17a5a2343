import "server-only";
import { cache } from "react";
import { sessionFromHeaders } from "~/server/auth/session";
import { db } from "~/server/db";
import { isLinkPreviewCrawler, isPrefetch } from "./crawlers";
import { getPublicProposal, recordView } from "./public";

/** One lookup per request, shared by the metadata, the page and the preview image. */
export const publicProposal = cache((token: string) => getPublicProposal(db, token));

/**
 * A visit counts unless it is a link-preview crawler, a browser prefetch, or someone signed in to
 * the seller's own account (the seller checking their link is not the client reading it).
 */
export async function countVisit(proposal: { id: string; accountId: string }, headers: Headers) {
  if (isLinkPreviewCrawler(headers.get("user-agent")) || isPrefetch(headers)) return false;
  const { session } = await sessionFromHeaders(headers).catch(() => ({ session: null }));
  if (session?.account.id === proposal.accountId) return false;
  await recordView(db, proposal.id);
  return true;
}
