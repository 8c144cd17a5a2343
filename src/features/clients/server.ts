import "server-only";

// What other features may use from this one on the server only. The rule: scripts/eslint/layers.mjs.

export { clientJobs } from "./jobs";
export { followResponseStatus } from "./board/pipeline";
export { clientForProposal } from "./resolve";
export { recordClientSignal } from "./timeline/signals";
export { turnOffByLink, turnOffLinkKind } from "./timeline/notify-prefs";
export { clientsForExport, countClientsForExport } from "./transfer";
export { alertsFor, markAlertsToasted, markClientAlertsSeen } from "./timeline/alerts";
export { getClient, listClients } from "./data";
export {
  addNote,
  createClient,
  eraseClient,
  logContact,
  reassignClient,
  setNextContact,
  updateClient,
} from "./mutations";
export { setClientStatus } from "./board/pipeline";
export { noticePrefs, setNoticePrefs } from "./timeline/notify-prefs";
export { saveTemplates, templatesFor } from "./whatsapp-templates";
export { badgeFor, todayFor } from "./today";
export { exportClientData, exportClientsCsv } from "./transfer";
export { importClients, importStatus } from "./import/import-job";
export { IMPORT_MAX_BASE64, IMPORT_TOO_LARGE_MESSAGE } from "./import-limits";
