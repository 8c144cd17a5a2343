import "server-only";

// What other features, the routes and the edge may use from this one on the server only.
// The rule: scripts/eslint/layers.mjs.

export {
  cachedOgCard,
  lookUpPublicOgCard,
  OG_CACHE_CONTROL,
  OG_SIZE,
  PUBLIC_OG_PATH,
  publicOgResponse,
} from "./link/og-file";
export { publicDownloadGate, publicRenderGate, renderRefusal } from "./render/limits";
export {
  publicExploreOf,
  publicProposal,
  publicSubpageMetadata,
  UNAVAILABLE_TITLE,
  revokedBrand,
} from "./link/public-page";
export { PUBLIC_LINK_TOKEN_HEADER } from "./link/token";
export { liveLinkBrand, PROPOSAL_FULL_MESSAGE, respond } from "./link/public";
export { countVisit, countPdfDownload } from "./link/visits";
export { publicPdf } from "./link/public-pdf";
export { renderProposalPdf } from "./link/pdf-file";
export { loadProposalDocument } from "./link/load";
export { dashboardFigures, getProposal, listProposals } from "./seller/data";
export { createProposal, deleteProposal, duplicateProposal, revokeLink, updateProposal } from "./seller/mutations";
export { countNewResponses, listResponses, setResponseStatus } from "./seller/responses";
export { verifyPdf } from "./link/verify";
export {
  CACHED_PUBLIC_PATH,
  cachedPublicPage,
  cachedVerifyPage,
  PUBLIC_PAGE_PATH,
  publicPageRenderNonce,
  VERIFY_PAGE_PATH,
} from "./link/public-page-cache";
export { versionFromAnswer } from "./seller/variant-version";
export { variantFromForm } from "./document/explore-bounds";
