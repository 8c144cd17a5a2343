// The UI (React components and hooks) other features may use from this one. Plain code that runs
// anywhere is in ./index.ts, server-only code in ./server.ts. The rule: scripts/eslint/layers.mjs.

/** The terms dialog, loaded when it is first shown (it stays out of every page's first load). */
export const loadTermsModal = () => import("./components/terms-modal").then((m) => m.TermsModal);
export { LegalDocument } from "./components/legal-document";
