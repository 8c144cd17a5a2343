// V8's explicit compile hints for the scripts every page runs on load (`npm run build`, after
// `next build`, before the standalone copy). A file that begins with the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a background
// thread (Chrome 136+, https://v8.dev/blog/explicit-compile-hints); without it V8 compiles each
// function lazily on the main thread the first time it runs, which is how a page's first load spends
// most of its script time: React DOM, Next's client runtime and the shell all run once while the page
// hydrates. Measured at 4x CPU (docs/speed.md): the simulator's main-thread script 2 240 → 1 229 ms.
// Only the routes' first-load chunks get it (the scripts that do run on load); chunks loaded later
// (a dialog, the PDF tools) keep V8's lazy default. Other browsers read the line as a comment.
import fs from "node:fs";
import path from "node:path";
import { readRouteStats, type RouteStats } from "./bundle-budgets.ts";
import { ROOT } from "./paths.ts";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunks any route loads first (relative to the project root, as Next's diagnostics list them). */
export function firstLoadChunks(stats: RouteStats[]): string[] {
  return [...new Set(stats.flatMap((s) => s.firstLoadChunkPaths))].filter((p) => p.endsWith(".js")).sort();
}

/** The script with the hint at its start; a script that already has it is returned unchanged. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

const readStats = (root: string) => readRouteStats(root) as RouteStats[];

/** Adds the hint to every first-load chunk of the build in `root`; returns how many files it changed. */
export function addCompileHints(root: string = ROOT): { chunks: number; changed: number } {
  const chunks = firstLoadChunks(readStats(root));
  let changed = 0;
  for (const chunk of chunks) {
    const file = path.join(root, chunk);
    const source = fs.readFileSync(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      fs.writeFileSync(file, hinted);
      changed += 1;
    }
  }
  return { chunks: chunks.length, changed };
}

/** The first-load chunks of the build in `root` that do not begin with the hint (for the budgets' check). */
export function chunksWithoutHint(root: string = ROOT): string[] {
  return firstLoadChunks(readStats(root)).filter(
    (chunk) => !fs.readFileSync(path.join(root, chunk), "utf8").startsWith(COMPILE_HINT),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chunks, changed } = addCompileHints();
  console.log(
    `[compile-hints] ${changed} de ${chunks} scripts de primeira carga marcados para compilar em segundo plano`,
  );
}
