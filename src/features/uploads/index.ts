// What other features may use from this one, runs anywhere (types, pure code, client components).
// Server-only code has its own door, ./server.ts. The rule: scripts/eslint/layers.mjs.

export { fileKeyFromUrl } from "./urls";
export { UploadFailed, uploadImage } from "./client";
