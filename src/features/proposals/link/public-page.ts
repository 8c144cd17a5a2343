import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { db } from "~/platform/db";
import { publicExplore } from "./explore-data";
import { loadProposalDocument, type PublicProposal } from "./load";
import { revokedLinkBrand } from "./public";

import { UNAVAILABLE_TITLE } from "../document/unavailable";

export { UNAVAILABLE_TITLE };

/** One lookup per request, shared by the metadata, the page and the preview image. */
export const publicProposal = cache((token: string) => loadProposalDocument(db, { token }));

/** What the client may explore on the page (the bid, the odds): read with the page, never by a component. */
export const publicExploreOf = (proposal: PublicProposal) => publicExplore(proposal);

/** The brand of a revoked link's seller, for the link's 404 page; null for an unknown link. */
export const revokedBrand = cache((token: string) => revokedLinkBrand(db, token));

/**
 * The metadata of a page under a public link (the month table, the typed rate's figures): never
 * indexed, no referrer; an unknown or revoked link is the branded 404, an unavailable one the neutral
 * title. `title` names the page for the client ("Tabela mês a mês").
 */
export async function publicSubpageMetadata(token: string, title: string): Promise<Metadata> {
  const proposal = await publicProposal(token);
  if (!proposal) notFound();
  const hidden = { robots: { index: false, follow: false, nocache: true }, referrer: "no-referrer" } as const;
  if (!proposal.available) return { title: { absolute: UNAVAILABLE_TITLE }, ...hidden };
  return {
    title: { absolute: `${title} · Proposta para ${proposal.clientCallName} · ${proposal.brand.name}` },
    ...hidden,
  };
}
