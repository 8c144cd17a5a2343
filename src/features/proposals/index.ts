// What other features may use from this one, runs anywhere (types, pure code, client components).
// Server-only code has its own door, ./server.ts. The rule: scripts/eslint/layers.mjs.

export { NewResponsesBadge } from "./components/new-responses-badge";
export { DEFAULT_SECTIONS } from "./sections";
export type { Sections } from "./schema";
export { PROPOSAL_STATUS_LABEL } from "./status";
