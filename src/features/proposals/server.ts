import "server-only";

// What other features, the routes and the edge may use from this one on the server only.
// The rule: scripts/eslint/layers.mjs.

export { OG_SIZE, publicOgResponse } from "./og-image";
export { publicRenderGate, renderRefusal } from "./render/limits";
export { publicExploreOf, publicProposal, publicSubpageMetadata, UNAVAILABLE_TITLE, revokedBrand } from "./public-page";
export { PUBLIC_LINK_TOKEN_HEADER } from "./token";
export { liveLinkBrand, PROPOSAL_FULL_MESSAGE, respond } from "./public";
export { countVisit, countPdfDownload } from "./visits";
export { publicPdf } from "./pdf/public-pdf";
export { renderProposalPdf } from "./pdf/render";
export { dashboardFigures, getProposal, listProposals } from "./data";
export { createProposal, deleteProposal, duplicateProposal, revokeLink, updateProposal } from "./mutations";
export { countNewResponses, listResponses, setResponseStatus } from "./responses";
export { verifyPdf } from "./verify";
export { cachedPublicPage, PUBLIC_PAGE_PATH, publicPageRenderNonce } from "./public-page-cache";
export { versionFromAnswer } from "./variant-version";
export { variantFromForm } from "./explore-bounds";
