// What other features may use from this one, runs anywhere (types, pure code, client components).
// Server-only code has its own door, ./server.ts. The rule: scripts/eslint/layers.mjs.

export type { SessionContext, Viewer } from "./types";
export { isValidCpf, normaliseDocument } from "./document";
