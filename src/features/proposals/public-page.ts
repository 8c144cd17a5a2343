import "server-only";
import { cache } from "react";
import { db } from "~/platform/db";
import { getPublicProposal } from "./public";

export { UNAVAILABLE_TITLE } from "./unavailable";

/** One lookup per request, shared by the metadata, the page and the preview image. */
export const publicProposal = cache((token: string) => getPublicProposal(db, token));
