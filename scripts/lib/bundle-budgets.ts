// First-load JavaScript budgets (gzip) per route, read from Next 16's build diagnostics
// (`.next/diagnostics/route-bundle-stats.json`: one entry per route with its first-load chunk paths).
// Next 16 no longer prints first-load sizes, so this is where a regression shows up.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// kB = 1024 bytes: the unit the budgets were first measured in (271 kB on / was
// 277 600 bytes), so the budgets and what is printed here compare like with like.
export const KB = 1024;

/**
 * Budgets in bytes of gzip: the simulators carry the
 * engine and the form, and so does the proposal generator (the same simulator form and live results,
 * plus the client picker and the save bar); a client's phone gets the public proposal with the least,
 * every other page 220.
 */
export const BUDGETS: Record<string, number> = {
  "/": 170 * KB,
  "/public/propostas/[token]": 150 * KB,
  "/consorcio-financiamento": 250 * KB,
  "/consorcio-veic-financiamento": 250 * KB,
  "/propostas/generate": 250 * KB,
};
export const DEFAULT_BUDGET = 220 * KB;

export const budgetFor = (route: string): number => BUDGETS[route] ?? DEFAULT_BUDGET;

/** One route of `.next/diagnostics/route-bundle-stats.json`. */
export type RouteStats = { route: string; firstLoadChunkPaths: string[] };
export type BudgetResult = { route: string; gzipBytes: number; budget: number; ok: boolean };

/**
 * Each route's first-load gzip bytes against its budget. `gzipBytesOf(chunkPath)` measures one chunk
 * (memoised by the caller's closure: many routes share the framework chunks).
 */
export function evaluateBudgets(stats: unknown, gzipBytesOf: (chunk: string) => number): BudgetResult[] {
  if (!Array.isArray(stats) || stats.length === 0) {
    throw new Error("route-bundle-stats.json não lista nenhuma rota: rode `npm run build` antes.");
  }
  return (stats as RouteStats[])
    .map(({ route, firstLoadChunkPaths }) => {
      const gzipBytes = firstLoadChunkPaths.reduce((total, chunk) => total + gzipBytesOf(chunk), 0);
      const budget = budgetFor(route);
      return { route, gzipBytes, budget, ok: gzipBytes <= budget };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** `.next/diagnostics/route-bundle-stats.json` of the build in `root`, as parsed JSON. */
export function readRouteStats(root: string): unknown {
  const statsPath = path.join(root, ".next", "diagnostics", "route-bundle-stats.json");
  try {
    return JSON.parse(readFileSync(statsPath, "utf8"));
  } catch (error) {
    throw new Error(`Não consegui ler ${statsPath} (${(error as Error).message}): rode \`npm run build\` antes.`, {
      cause: error,
    });
  }
}

/** Reads the stats of the build in `root` and gzips each chunk at level 9 (what gzip-size reported). */
export function measureBuild(root: string): BudgetResult[] {
  const stats = readRouteStats(root);
  const cache = new Map<string, number>();
  const gzipBytesOf = (chunk: string) => {
    let size = cache.get(chunk);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(root, chunk)), { level: 9 }).length;
      cache.set(chunk, size);
    }
    return size;
  };
  return evaluateBudgets(stats, gzipBytesOf);
}

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

export function budgetReport(results: BudgetResult[]): string[] {
  const width = Math.max(...results.map((r) => r.route.length));
  return results.map(
    (r) =>
      `${r.route.padEnd(width)}  ${formatKb(r.gzipBytes).padStart(9)} / ${formatKb(r.budget).padStart(9)}  ${r.ok ? "met" : "NOT MET"}`,
  );
}
