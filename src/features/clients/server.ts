import "server-only";

// What other features may use from this one on the server only. The rule: scripts/eslint/layers.mjs.

export { registerClientJobs } from "./jobs";
export { followResponseStatus } from "./pipeline";
export { clientForProposal } from "./resolve";
export { recordClientSignal } from "./signals";
export { turnOffByLink, turnOffLinkKind } from "./notify-prefs";
export { clientsForExport } from "./transfer";
export { IMPORT_MAX_BASE64 } from "./schema";
