// Pieces of `npm run bench:web` and `npm run bench:abuse`: a seeded database, sign-in, Lighthouse
// runs, load runs, RSS sampling, the report.
import fs from "node:fs";
import type { ChildProcess } from "node:child_process";
import { appEnv } from "./app-env.ts";
import { autocannon, type AutocannonOptions } from "./autocannon.ts";
import { type BudgetResult, formatKb } from "./bundle-budgets.ts";
import { throwAwayDatabases } from "./embedded-db.ts";
import { bin, runOrFail, spawnProcess } from "./processes.ts";

/**
 * A fresh database named `<prefix>_<time>_<random>` on DATABASE_URL's server (else the embedded one),
 * migrated and seeded with the demo, and the app's environment for a server on `port`. `dispose()`
 * drops the database and stops the embedded server if this started it.
 */
export async function seededBenchDatabase(prefix: string, port: number) {
  const databases = await throwAwayDatabases();
  const dispose = () => databases.close();
  const baseUrl = `http://localhost:${port}`;
  let databaseUrl: string;
  let env: NodeJS.ProcessEnv;
  try {
    databaseUrl = await databases.create(prefix);
    env = appEnv({ databaseUrl, port, extra: { NEXTAUTH_URL: baseUrl } });
    await runOrFail(bin("tsx"), ["prisma/seed.ts"], { env });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { databaseUrl, baseUrl, env, dispose };
}

export const TARGETS = {
  lighthouseHome: 98,
  lighthouseSimulator: 95,
  /** The signed-in simulator's Total Blocking Time under Lighthouse's 4× CPU throttling. */
  simulatorTbtMs: 150,
  /** The demo public proposal: performance and accessibility. */
  lighthousePublic: 98,
  /**
   * The public proposal and the simulator under both of Lighthouse's throttling methods (simulated and
   * Chromium's own, devtools): performance, TBT and LCP on the public page, TBT on the simulator.
   */
  publicBoth: { performance: 95, tbtMs: 100, lcpMs: 1500 },
  simulatorBothTbtMs: 300,
  homeToHealthRatio: 0.5,
  /** Served from the page cache, compressed once: as cheap as health. */
  publicToHealthRatio: 1.0,
  meToHealthRatio: 0.8,
  peakRssMb: 400,
};

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const cookiePairs = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");

/** Signs in through next-auth's credentials endpoints, as the login form does; returns the Cookie header. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = cookiePairs(csrf);
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; "), origin: baseUrl },
    body: new URLSearchParams({ email, password, csrfToken, json: "true" }),
  });
  // "__Secure-" in production (secure cookies), plain over http in development.
  const session = cookiePairs(response).find((c) => /^(__Secure-)?next-auth\.session-token=/.test(c));
  if (!session)
    throw new Error(`Login de ${email} falhou (HTTP ${response.status}): ${(await response.text()).slice(0, 300)}`);
  return session;
}

/** The parts of a Lighthouse JSON report read here. */
type LighthouseAudit = {
  id: string;
  numericValue?: number;
  scoreDisplayMode?: string;
  score: number | null;
  details?: { items?: { node?: { selector?: string; snippet?: string } }[] };
};
type LighthouseReport = {
  finalDisplayedUrl?: string;
  audits: Record<string, LighthouseAudit | undefined>;
  categories: Record<string, { score?: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
};
export type LighthouseFigures = {
  accessibilityFailures: { id: string; nodes: string[] }[];
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

export type LighthouseOptions = { chromePath: string; cookie?: string; throttling?: "simulate" | "devtools" };

/** One Lighthouse 13 mobile run (its default form factor and throttling): scores and metrics. */
export function lighthouseRun(
  url: string,
  { chromePath, cookie, throttling = "simulate" }: LighthouseOptions,
): Promise<LighthouseFigures> {
  const args = [
    url,
    "--quiet",
    // simulate (Lighthouse's default: a fast load, slowed on paper) or devtools (the page really loaded
    // under Chromium's own CPU and network throttling).
    `--throttling-method=${throttling}`,
    `--chrome-path=${chromePath}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    "--only-categories=performance,accessibility",
    "--output=json",
    "--output-path=stdout",
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  return new Promise((resolve, reject) => {
    const child = spawnProcess(bin("lighthouse"), args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d;
    });
    child.stderr?.on("data", (d: Buffer) => {
      err += d;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} saiu com ${code}: ${err.slice(-500)}`));
      const report = JSON.parse(out) as LighthouseReport;
      if (report.finalDisplayedUrl && new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        return reject(new Error(`lighthouse ${url} terminou em ${report.finalDisplayedUrl} (sessão recusada?)`));
      }
      const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        accessibilityFailures: failingAudits(report, "accessibility"),
        performance: Math.round((report.categories.performance?.score ?? Number.NaN) * 100),
        accessibility: Math.round((report.categories.accessibility?.score ?? Number.NaN) * 100),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
      });
    });
  });
}

/**
 * The audits of a Lighthouse category that cost points (weighted, scored below 1), each with the
 * selectors of up to three offending nodes, so a score under 100 says why.
 */
function failingAudits(report: LighthouseReport, category: string) {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter(
      (a): a is LighthouseAudit =>
        a !== undefined && a.scoreDisplayMode === "binary" && a.score !== null && a.score < 1,
    )
    .map((a) => ({
      id: a.id,
      nodes: (a.details?.items ?? []).slice(0, 3).map((item) => item.node?.selector ?? item.node?.snippet ?? "?"),
    }));
}

/** Median of each figure over `runs` Lighthouse runs. */
export async function lighthouseMedian(url: string, opts: LighthouseOptions, runs = 3) {
  const results: LighthouseFigures[] = [];
  for (let k = 0; k < runs; k += 1) results.push(await lighthouseRun(url, opts));
  const pick = (key: "performance" | "accessibility" | "lcpMs" | "tbtMs" | "cls") => median(results.map((r) => r[key]));
  return {
    runs: results,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    // Every audit that failed in any run (an audit can flicker with timing, e.g. a late render).
    accessibilityFailures: [...new Map(results.flatMap((r) => r.accessibilityFailures).map((f) => [f.id, f])).values()],
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
  };
}

/** Process ids of `pid` and every descendant (a server may fork). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and parentheses: ppid is the 2nd field after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = [];
  const queue = [pid];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

function rssKb(pid: number): number {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The summed VmRSS of the tree under `pid` now, in MB. */
export const treeRssMb = (pid: number) => processTree(pid).reduce((sum, p) => sum + rssKb(p), 0) / 1024;

// Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux).
const TICKS_PER_S = 100;

/**
 * CPU time (user + system, ms) the tree under `pid` has used so far: what process.cpuUsage() reports
 * inside each process, read from outside. Load on the machine lengthens a request's wall time, not this.
 */
export function treeCpuMs(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime: fields 14 and 15 of stat, 12th and 13th after the command name.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return (ticks * 1000) / TICKS_PER_S;
}

/** Samples the summed VmRSS of the tree under `pid` every `everyMs`; stop() returns the peak in MB. */
export function sampleRss(pid: number, everyMs = 100) {
  let peakKb = 0;
  const sample = () => {
    const total = processTree(pid).reduce((sum, p) => sum + rssKb(p), 0);
    if (total > peakKb) peakKb = total;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peakKb / 1024;
    },
  };
}

/** A load run with autocannon: req/s (mean), latency p50/p99 in ms, and responses other than 2xx. */
/** `amount`: that many requests instead of a duration. */
export type LoadFigures = { reqPerSec: number; p50Ms: number; p99Ms: number; non2xx: number; total: number };

export async function loadRun(
  url: string,
  {
    connections,
    durationS,
    amount,
    headers = {},
    method = "GET",
  }: {
    connections: number;
    durationS?: number;
    amount?: number;
    headers?: Record<string, string>;
    method?: AutocannonOptions["method"];
  },
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    headers,
    method,
    ...(amount ? { amount } : { duration: durationS }),
  });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const fixed = (v: number | undefined, digits = 0) =>
  v !== undefined && Number.isFinite(v) ? v.toFixed(digits) : "n/a";
const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");

export type BenchFigures = {
  date: string;
  nproc: number;
  cpuModel: string;
  node: string;
  commit: string;
  sharedNote: string;
  lighthouse: Record<string, LighthouseFigures>;
  /** The same pages under devtools throttling (the public page and the simulator), with the load average then. */
  lighthouseDevtools: Record<string, LighthouseFigures>;
  /** The 1-minute load average after each method's runs. */
  loadAverage: { simulate: number; devtools: number };
  connections: number;
  durationS: number;
  load: (LoadFigures & { name: string; peakRssMb: number })[];
  publicPath: string;
  publicFirstMs: number;
  publicCachedMs: number;
  beaconViews: number;
  pageViews: number;
  peakRssMb: number;
  serverAlive: boolean;
  budgets: BudgetResult[];
};

/** The public proposal's and the simulator's targets under both throttling methods, each with its verdict. */
function bothMethods(f: BenchFigures): string[] {
  const lines: string[] = [];
  const { performance, tbtMs, lcpMs } = TARGETS.publicBoth;
  for (const [method, figures] of [
    ["simulated", f.lighthouse],
    ["devtools", f.lighthouseDevtools],
  ] as const) {
    const page = figures[f.publicPath];
    const simulator = figures["/consorcio-financiamento (signed in)"];
    lines.push(
      `- Public proposal, ${method} throttling: performance ${fixed(page?.performance)} (≥ ${performance}: ${verdict((page?.performance ?? 0) >= performance)}), ` +
        `TBT ${fixed(page?.tbtMs)} ms (≤ ${tbtMs}: ${verdict((page?.tbtMs ?? Infinity) <= tbtMs)}), ` +
        `LCP ${fixed(page?.lcpMs)} ms (≤ ${lcpMs}: ${verdict((page?.lcpMs ?? Infinity) <= lcpMs)})`,
      `- Simulator (signed in), ${method} throttling: TBT ${fixed(simulator?.tbtMs)} ms (≤ ${TARGETS.simulatorBothTbtMs}: ${verdict((simulator?.tbtMs ?? Infinity) <= TARGETS.simulatorBothTbtMs)})`,
    );
  }
  return lines;
}

/** The figures as markdown (docs/benchmarks.md) — also what the script prints. */
export function renderReport(f: BenchFigures): string {
  const health = f.load.find((l) => l.name === "/api/health");
  const toHealth = (name: string) => {
    const run = f.load.find((l) => l.name === name);
    return run && health ? run.reqPerSec / health.reqPerSec : Number.NaN;
  };
  const ratio = toHealth("/");
  const publicRun = f.load.find((l) => l.name === f.publicPath);
  const publicRatio = toHealth(f.publicPath);
  const beaconRun = f.load.find((l) => l.name === `${f.publicPath}/view`);
  // `a11yTarget`: accessibility has a target of its own on that page (else only performance does).
  const lh = (name: string, target: number, a11yTarget?: number) => {
    const r = f.lighthouse[name];
    if (!r) return `| ${name} | not measured |`;
    const goal =
      a11yTarget === undefined
        ? `≥ ${target}: ${verdict(r.performance >= target)}`
        : `performance ≥ ${target}: ${verdict(r.performance >= target)}; accessibility ≥ ${a11yTarget}: ${verdict(r.accessibility >= a11yTarget)}`;
    return `| ${name} | ${fixed(r.performance)} | ${fixed(r.accessibility)} | ${fixed(r.lcpMs)} ms | ${fixed(r.tbtMs)} ms | ${fixed(r.cls, 3)} | ${goal} |`;
  };
  const lines = [
    "# Benchmarks",
    "",
    "Generated by `npm run bench:web` (do not edit by hand): the built app's standalone server, a fresh",
    "database with the demo seed, Lighthouse 13 (mobile, its default simulated throttling) in Debian's",
    "Chromium, autocannon 9 for load.",
    "",
    `- Date: ${f.date}`,
    `- Machine: \`nproc\` = ${f.nproc}, ${f.cpuModel}; Node ${f.node}; commit ${f.commit}`,
    `- ${f.sharedNote}`,
    "",
    "## Lighthouse (median of 3 runs)",
    "",
    "| page | performance | accessibility | LCP | TBT | CLS | target |",
    "|---|---|---|---|---|---|---|",
    lh("/", TARGETS.lighthouseHome),
    lh("/consorcio-financiamento (signed in)", TARGETS.lighthouseSimulator),
    lh(f.publicPath, TARGETS.lighthousePublic, TARGETS.lighthousePublic),
    "",
    `Load average (1 min) after these runs: ${fixed(f.loadAverage.simulate, 1)}.`,
    "",
    "## Lighthouse with devtools throttling (Chromium's own 4× CPU and network throttling, median of 3 runs)",
    "",
    "| page | performance | LCP | TBT | CLS |",
    "|---|---|---|---|---|",
    ...Object.entries(f.lighthouseDevtools).map(
      ([name, r]) =>
        `| ${name} | ${fixed(r.performance)} | ${fixed(r.lcpMs)} ms | ${fixed(r.tbtMs)} ms | ${fixed(r.cls, 3)} |`,
    ),
    "",
    `Load average (1 min) after these runs: ${fixed(f.loadAverage.devtools, 1)}. Devtools throttling slows the machine's real CPU, so a busy machine reads slower here; the simulated method is the steadier one.`,
    "",
    ...bothMethods(f),
    "",
    "Accessibility target: 100 on both pages.",
    "",
    ...Object.entries(f.lighthouse).map(([name, r]) => {
      const failing = r.accessibilityFailures.map(
        (a) => `\`${a.id}\`${a.nodes.length ? ` (${a.nodes.map((n) => `\`${n}\``).join(", ")})` : ""}`,
      );
      return `- ${name}: accessibility ${fixed(r.accessibility)} — ${verdict(r.accessibility >= 100)}${failing.length ? `; failing audits: ${failing.join("; ")}` : ""}`;
    }),
    "",
    `## Load (autocannon, ${f.connections} connections, ${f.durationS} s each)`,
    "",
    "| path | req/s | p50 | p99 | ratio to /api/health | non-2xx/errors | peak RSS during the run |",
    "|---|---|---|---|---|---|---|",
    ...f.load.map(
      (l) =>
        `| ${l.name} | ${fixed(l.reqPerSec)} | ${fixed(l.p50Ms)} ms | ${fixed(l.p99Ms)} ms | ${fixed(health ? l.reqPerSec / health.reqPerSec : undefined, 2)} | ${l.non2xx} of ${l.total} | ${fixed(l.peakRssMb)} MB |`,
    ),
    "",
    `- \`/\` ≥ ½ of /api/health's req/s: ${fixed(ratio, 2)} — ${verdict(ratio >= TARGETS.homeToHealthRatio)}`,
    `- \`/api/auth/me\` (signed in) ≥ ${TARGETS.meToHealthRatio} × /api/health's req/s: ${fixed(toHealth("/api/auth/me"), 2)} — ${verdict(toHealth("/api/auth/me") >= TARGETS.meToHealthRatio)}`,
    `- Signed-in simulator's TBT ≤ ${TARGETS.simulatorTbtMs} ms: ${fixed(f.lighthouse["/consorcio-financiamento (signed in)"]?.tbtMs)} ms — ${verdict((f.lighthouse["/consorcio-financiamento (signed in)"]?.tbtMs ?? Number.NaN) <= TARGETS.simulatorTbtMs)}`,
    `- \`${f.publicPath}\` (the demo public proposal, asked for as a phone browser asks: brotli accepted) ≥ ${TARGETS.publicToHealthRatio} × /api/health's req/s: ${fixed(publicRatio, 2)} — ${verdict(publicRatio >= TARGETS.publicToHealthRatio)}. ` +
      `It is served from the page cache: one query checks the proposal, its seller and its brand are unchanged, no render and no compression (the brotli bytes made when it was cached). The first visit after a start or a change renders it: ${fixed(f.publicFirstMs)} ms here, then ${fixed(f.publicCachedMs)} ms from the cache.`,
    `- The view beacon (\`POST ${f.publicPath}/view\`, one per visit, sent by the page once loaded): ${fixed(beaconRun?.reqPerSec)} req/s, each one UPDATE of the proposal's row; ${f.beaconViews} views counted for ${beaconRun?.total ?? "n/a"} beacons (those in flight when the run stops count too). The page's own run counted ${f.pageViews} (the HTML is served without a write).`,
    `- Peak RSS of the next-server process tree during the /api/health, / and /api/auth/me runs: ${fixed(f.peakRssMb)} MB (< ${TARGETS.peakRssMb} MB: ${verdict(f.peakRssMb < TARGETS.peakRssMb)}); during the public page's run: ${fixed(publicRun?.peakRssMb)} MB`,
    `- The server still answered /api/health after every load run: ${f.serverAlive ? "yes" : "NO — it died under load (see the errors column)"}`,
    "",
    "## First-load JS per route (gzip level 9, kB = 1024 bytes; from .next/diagnostics/route-bundle-stats.json)",
    "",
    "| route | gzip | budget | |",
    "|---|---|---|---|",
    ...f.budgets.map((b) => `| ${b.route} | ${formatKb(b.gzipBytes)} | ${formatKb(b.budget)} | ${verdict(b.ok)} |`),
    "",
  ];
  return lines.join("\n");
}

/**
 * A bench's run beside a server it starts: `run` hands the server's process to `serve` and returns
 * the exit code. Whatever happens the server is stopped and `dispose` (the seeded database) runs; a
 * throw prints its stack and exits 1.
 */
export async function benchRun(
  dispose: () => Promise<void>,
  run: (serve: (server: ChildProcess) => void) => Promise<number>,
): Promise<never> {
  let server: ChildProcess | undefined;
  let code = 1;
  try {
    code = await run((started) => (server = started));
  } catch (error) {
    console.error((error as Error).stack ?? error);
  } finally {
    server?.kill("SIGTERM");
    await dispose();
  }
  process.exit(code);
}
