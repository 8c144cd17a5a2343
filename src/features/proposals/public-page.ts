import "server-only";
import { cache } from "react";
import { db } from "~/platform/db";
import { getPublicProposal, revokedLinkBrand } from "./public";

export { UNAVAILABLE_TITLE } from "./unavailable";

/** One lookup per request, shared by the metadata, the page and the preview image. */
export const publicProposal = cache((token: string) => getPublicProposal(db, token));

/** The brand of a revoked link's seller, for the link's 404 page; null for an unknown link. */
export const revokedBrand = cache((token: string) => revokedLinkBrand(db, token));
