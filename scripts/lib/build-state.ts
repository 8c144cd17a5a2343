// Whether the production build (.next) is older than its sources: `npm test` and `npm run test:e2e`
// build only then, so a fresh clone's `npm test` has the build its start tests need, and a second
// run does not pay for one.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.ts";

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale() {
  const buildId = path.join(ROOT, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId) || !fs.existsSync(path.join(ROOT, ".next", "standalone", "server.js"))) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const inputs = [
    "src",
    "public",
    "next.config.ts",
    "package-lock.json",
    "postcss.config.mjs",
    "tsconfig.json",
    // The build's own steps: the islands and the public pages' stylesheet, the compile hints.
    "scripts/build-islands.ts",
    "scripts/lib/public-stylesheet.ts",
    "scripts/lib/compile-hints.ts",
  ];
  return inputs.some((p) => newestMtime(path.join(ROOT, p)) > built);
}
