import "server-only";

// What other features may use from this one on the server only. The rule: scripts/eslint/layers.mjs.

export {
  accountStorageKeys,
  defaultStorage,
  deleteUnreferenced,
  exportUploads,
  listPdfImages,
  readFileByUrl,
} from "./uploads";
export { serveFile } from "./serve";
export { readUploadForm } from "./request";
export { createUpload, deleteUpload, reorderPdfImages } from "./uploads";
