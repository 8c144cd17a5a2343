// The performance gate's targets (`npm run check:perf`), beside the JS budgets (bundle-budgets.ts),
// and the pure parts of the gate: what a page's bytes are, how figures compare with their targets,
// the printed report. Figures that do not depend on the machine's load come first (bytes, SQL
// statements per request, server CPU per request, RSS after a fixed load); the timings are ratios
// within one run: req/s of the public page against /api/health (retried once before failing), and
// main-thread script time in a 4×-throttled Chromium, the public page against a static page and the
// simulator against the dashboard.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { KB } from "./bundle-budgets.ts";

export type PerfTarget = { max?: number; min?: number; goal?: number; unit: keyof typeof UNIT };

/**
 * Each figure: `max` (or `min`) is the gate; `goal` when the product's target is stricter than what
 * the gate holds today (printed beside it as the target not yet gated, so the distance shows on
 * every run). Bytes in bytes (kB = 1024), CPU in ms per request (main-thread script: ms per load),
 * RSS in MB.
 */
export const PERF_TARGETS: Record<string, PerfTarget> = {
  // The public proposal as the page cache serves it: server HTML with islands, no framework runtime,
  // no RSC payload (docs/speed.md). Before the islands: 174.5 kB raw, 28.6 kB gzip, 104 kB of inline
  // RSC and 157.9 kB of script on load; after: ~59 kB raw (short classes, compact chart paths, static
  // blocks without what only hydration reads), ~10 kB brotli, 0, ~2.3 kB.
  "public page HTML, raw": { max: 60 * KB, unit: "bytes" },
  "public page HTML, brotli as served": { max: 15 * KB, unit: "bytes" },
  "public page HTML, gzip as served": { max: 16 * KB, unit: "bytes" },
  "public page RSC inline in the HTML": { max: 0, unit: "bytes" },
  // What Next's router would fetch to navigate to the page. No phone downloads it any more: the public
  // pages carry no router, and no page of the app links to a proposal's public page. Printed for the
  // record (it holds each island's props twice: as the component's and as its data-props).
  "public page RSC payload (navigation), raw": { unit: "bytes" },
  // Measured in Chromium (scripts/lib/main-thread.ts): every script file a phone fetched until the page
  // settled, each gzipped at level 9: the island loader alone (React and the islands load on first touch).
  "public page JS loaded in the browser, gzip": { max: 40 * KB, unit: "bytes" },
  "simulator JS loaded in the browser, gzip": { unit: "bytes" },
  // Main-thread script time of a load in Chromium with the CPU throttled 4× (Lighthouse's phone), median
  // of 3 fresh loads each, alternated with a plainer page's on the same server in the same run: the
  // ms are printed for the record, the ratio is the gate (a slower or busier machine slows both).
  "main-thread script, 4× CPU: public page": { unit: "ms" },
  "main-thread script, 4× CPU: static page (/termos)": { unit: "ms" },
  "main-thread script, 4× CPU: simulator (signed in)": { unit: "ms" },
  "main-thread script, 4× CPU: dashboard (signed in)": { unit: "ms" },
  "main-thread script: public page ÷ static page": { max: 2, unit: "ratio" },
  "main-thread script: simulator ÷ dashboard": { max: 2, unit: "ratio" },
  "simulator HTML, raw": { max: 135 * KB, unit: "bytes" },
  "simulator HTML, gzip as served": { max: 20 * KB, unit: "bytes" },
  "simulator RSC payload (navigation), raw": { max: 25 * KB, unit: "bytes" },
  "SQL statements: cached public page": { max: 1, unit: "count" },
  "SQL statements: /api/auth/me": { max: 1, unit: "count" },
  // Printed for the record; gated below as ratios to /api/health's CPU in the same run, where the
  // machine's speed cancels out.
  "server CPU per request: cached public page": { unit: "ms" },
  "server CPU per request: /api/auth/me": { unit: "ms" },
  "server CPU per request: /api/health": { unit: "ms" },
  // The cached pages are answered before Next routes the request (src/server/http/early-page-answer.ts):
  // ~0.2 of /api/health's CPU and ~2.9 × its req/s measured; before that, inside the proxy, ~0.8 and ~1.35.
  "server CPU per request: cached public page ÷ /api/health": { max: 0.6, unit: "ratio" },
  "server CPU per request: /api/auth/me ÷ /api/health": { max: 3, goal: 1.25, unit: "ratio" },
  "server RSS after the fixed load": { max: 400, unit: "MB" },
  "public page req/s ÷ /api/health req/s": { min: 1.5, unit: "ratio" },
};

/** The bytes of one HTML answer: raw, compressed at fixed settings, and its inline RSC payload. */
export function htmlFigures(html: string) {
  const bytes = Buffer.from(html);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    rscInline: inlineRscBytes(html),
  };
}

/** The bytes of Next's inline RSC payload (the `self.__next_f.push(…)` scripts) in an HTML page. */
export function inlineRscBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g))
    total += Buffer.byteLength(match[1] ?? "");
  return total;
}

const UNIT = {
  bytes: (v: number) => `${(v / KB).toFixed(1)} kB`,
  count: (v: number) => String(v),
  ms: (v: number) => `${v.toFixed(2)} ms`,
  MB: (v: number) => `${v.toFixed(0)} MB`,
  ratio: (v: number) => v.toFixed(2),
};

/**
 * Each figure against its target: `{ name, value, ok, line }`. A gated figure the run could not
 * measure (missing, NaN) fails: a gate that cannot see is no gate. A figure with no `max` or `min`
 * is printed only.
 */
export function evaluatePerf(
  figures: Record<string, number | undefined>,
  targets: Record<string, PerfTarget> = PERF_TARGETS,
): { name: string; value: number | undefined; ok: boolean; line: string }[] {
  const names = [...new Set([...Object.keys(targets), ...Object.keys(figures)])];
  const width = Math.max(...names.map((n) => n.length));
  return names.map((name) => {
    const target: PerfTarget = targets[name] ?? { unit: "count" };
    const value = figures[name];
    const format = UNIT[target.unit];
    const shown = (value !== undefined && Number.isFinite(value) ? format(value) : "not measured").padStart(12);
    const { max, min, goal: aim } = target;
    const bound = max ?? min;
    const within = (limit: number) =>
      value !== undefined && Number.isFinite(value) && (min === undefined ? value <= limit : value >= limit);
    if (bound === undefined) {
      // Printed only; with a product target that the gate does not hold yet, the distance to it.
      const target =
        aim === undefined
          ? ""
          : `  ${"not gated".padEnd(12)}${within(aim) ? "met" : "NOT MET"} (target ≤ ${format(aim)}, not yet gated)`;
      return { name, value, ok: true, line: `${name.padEnd(width)}  ${shown}${target}` };
    }
    const ok = within(bound);
    const limit = max !== undefined ? `≤ ${format(max)}` : `≥ ${format(bound)}`;
    const goal =
      aim === undefined
        ? ""
        : ` (target ${max !== undefined ? "≤" : "≥"} ${format(aim)}: ${within(aim) ? "reached" : "NOT MET, not yet gated"})`;
    return {
      name,
      value,
      ok,
      line: `${name.padEnd(width)}  ${shown}  ${limit.padEnd(12)}${ok ? "met" : "NOT MET"}${goal}`,
    };
  });
}
