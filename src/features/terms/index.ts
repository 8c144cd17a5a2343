// What other features may use from this one, runs anywhere (types, pure code, client components).
// Server-only code has its own door, ./server.ts. The rule: scripts/eslint/layers.mjs.

export { TERMS_VERSION } from "./documents";

/** The terms dialog, loaded when it is first shown (it stays out of every page's first load). */
export const loadTermsModal = () => import("./components/terms-modal").then((m) => m.TermsModal);
