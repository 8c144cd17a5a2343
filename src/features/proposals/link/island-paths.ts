/** Where the islands' bundles are served from (public/_islands/, scripts/build-islands.ts) and their manifest's name. */
export const ISLANDS_DIR = "_islands";
export const ISLANDS_MANIFEST = "manifest.json";
