// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { PROPOSAL_STATUS_LABEL } from "./document/status";
export { pdfContentDisposition } from "./document/format";
export { UNAVAILABLE_TITLE } from "./document/unavailable";
export { verifyPdfResultSchema, verifyPdfSchema } from "./link/verify-schema";
export {
  DEFAULT_SECTIONS,
  listProposalsSchema,
  proposalDraftSchema,
  proposalDetailSchema,
  proposalIdSchema,
  proposalListSchema,
  proposalSummarySchema,
  respondSchema,
  responseItemSchema,
  responseStatusSchema,
  updateProposalSchema,
} from "./document/schema";
export { proposalShare } from "./og/og-claim";
export { shownComparison } from "./document/comparisons";
export { buildSnapshot } from "./document/snapshot";
export { ISLANDS_DIR, ISLANDS_MANIFEST } from "./link/island-paths";
