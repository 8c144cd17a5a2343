import "server-only";

// The seller's data rights (LGPD): a copy of their data and its deletion. It spans every feature
// that keeps the account's data (accounts, settings, uploads, clients, proposals), so it stands above
// them in the features' order. The rule: scripts/eslint/layers.mjs.

export { deleteMe, exportData } from "./data-rights";
export { exportDownload, exportStatus, requestExport, runDataExport } from "./export-job";
export { privacyJobs } from "./jobs";
