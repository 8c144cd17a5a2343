// What other features may use from this one and runs anywhere, browser, server or a plain Node
// script (types, constants, pure code): no React here. UI is in ./components.ts, server-only code in
// ./server.ts. The rule: scripts/eslint/layers.mjs.

export { fileKeyFromUrl } from "./urls";
export { UploadFailed, uploadImage } from "./client";
export { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadKindSchema, reorderPdfImagesSchema } from "./schema";
