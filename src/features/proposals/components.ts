// The UI (React components and hooks) other features may use from this one. Plain code that runs
// anywhere is in ./index.ts, server-only code in ./server.ts. The rule: scripts/eslint/layers.mjs.

export { PublicProposalView } from "./components/public/public-proposal";
export { ViewBeacon } from "./components/public/view-beacon";
export { ProposalUnavailable } from "./components/public/proposal-unavailable";
export { MonthRowsTable } from "./components/public/month-table";
export { LinkGone } from "./components/public/link-gone";
export { VerifyPdf } from "./components/verify-pdf";
export { Island } from "./components/public/island";
export { Generator } from "./components/generator";
export { ProposalsList } from "./components/proposals-list";
export { ResponsesList } from "./components/responses-list";
