import "server-only";
import { cache } from "react";
import { db } from "~/platform/db";
import { publicExplore } from "./explore-data";
import { getPublicProposal, revokedLinkBrand, type PublicProposal } from "./public";

export { UNAVAILABLE_TITLE } from "./unavailable";

/** One lookup per request, shared by the metadata, the page and the preview image. */
export const publicProposal = cache((token: string) => getPublicProposal(db, token));

/** What the client may explore on the page (the bid, the odds): read with the page, never by a component. */
export const publicExploreOf = (proposal: PublicProposal) => publicExplore(db, proposal);

/** The brand of a revoked link's seller, for the link's 404 page; null for an unknown link. */
export const revokedBrand = cache((token: string) => revokedLinkBrand(db, token));
