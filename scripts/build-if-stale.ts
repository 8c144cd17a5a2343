// `npm test`'s build step: `npm run build` when the build is missing or older than its sources (the
// integration tier starts the production build: production-start, demo-start), else nothing.
import { spawnSync } from "node:child_process";
import { buildIsStale } from "./lib/build-state.ts";

if (buildIsStale()) {
  console.log("[test] the production build is missing or older than the sources: npm run build…");
  const { status } = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(status ?? 1);
}
console.log("[test] the production build is up to date.");
