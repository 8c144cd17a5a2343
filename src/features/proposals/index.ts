// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { PROPOSAL_STATUS_LABEL } from "./status";
export { pdfContentDisposition } from "./format";
export { UNAVAILABLE_TITLE } from "./unavailable";
export { verifyPdfResultSchema, verifyPdfSchema } from "./verify-schema";
export { DEFAULT_SECTIONS, listProposalsSchema, proposalDraftSchema, proposalDetailSchema, proposalIdSchema, proposalListSchema, proposalSummarySchema, respondSchema, responseItemSchema, responseStatusSchema, updateProposalSchema } from "./schema";
export { shareDescription } from "./og-claim";
export { snapshotVerdict } from "./verdict";
export { buildSnapshot } from "./snapshot";
export { shownComparison } from "./comparisons";
