// `npm run bench:web`: the built app (its standalone server) on a fresh database with the demo seed.
// Lighthouse (mobile) on /, the signed-in imóvel simulator and the demo public proposal, median of 3;
// autocannon on /api/health, /, /api/auth/me (signed in) and the demo public proposal with the
// server's peak RSS; the bundle budgets.
// Prints every figure with met / NOT MET and writes them to docs/benchmarks.md. Figures, not a
// gate: the machine may be shared (exit code 0 unless something failed to run). `--only=simulator`
// (home, public, generator, dashboard, termos): only Lighthouse on that page, printed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withServerHeapCap } from "./lib/app-env.ts";
import { budgetReport, measureBuild } from "./lib/bundle-budgets.ts";
import { ensureChromium } from "./lib/chromium.ts";
import { ROOT } from "./lib/paths.ts";
import pg from "pg";
import { freePort, spawnProcess, waitForHttp } from "./lib/processes.ts";
import { prepareStandalone, standaloneEnv } from "./lib/standalone.ts";
import {
  benchRun,
  type BenchFigures,
  lighthouseMedian,
  loadRun,
  renderReport,
  sampleRss,
  seededBenchDatabase,
  signIn,
} from "./lib/web-bench.ts";

const CONNECTIONS = 50;
const DURATION_S = Number(process.argv.find((a) => a.startsWith("--duration="))?.slice(11) ?? 20);
// `--only=simulator` (or home, public, generator, dashboard, termos): Lighthouse's three runs on that one page, printed; no load
// runs, docs/benchmarks.md untouched. For re-measuring one page after a change to it.
const ONLY = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
// `--throttling=devtools`: Lighthouse with Chromium's own throttling instead of its simulation.
const THROTTLING = process.argv.includes("--throttling=devtools") ? "devtools" : "simulate";
if (ONLY !== undefined && !["home", "simulator", "public", "generator", "dashboard", "termos"].includes(ONLY)) {
  console.error(`--only=${ONLY}: use home, simulator, public, generator, dashboard ou termos.`);
  process.exit(1);
}
const DEMO_OWNER = { email: "demo@consorciopro.com.br", password: "demo12345" };
const SIMULATOR = "/consorcio-financiamento";
const GENERATOR = "/propostas/generate?kind=imovel";
// Seeded by prisma/seed.ts (prisma/demo.ts's DEMO_PROPOSAL). Asked for as a phone browser asks (its
// user agent, gzip accepted). The page itself counts no view: once loaded it sends its beacon
// (POST …/view), which the run after it measures, each beacon one UPDATE of the proposal's row.
const PUBLIC_TOKEN = "demoPropostaAnaBeatriz01";
const PUBLIC = `/public/propostas/${PUBLIC_TOKEN}`;
const BROWSER: Record<string, string> = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  "accept-encoding": "gzip, deflate, br",
};
const BEACON = { ...BROWSER, "sec-fetch-site": "same-origin" };

async function viewCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ viewCount: number }>(
      `select "viewCount" from "Proposal" where "publicToken" = $1`,
      [PUBLIC_TOKEN],
    );
    return rows[0]?.viewCount ?? Number.NaN;
  } finally {
    await client.end();
  }
}

if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
  console.error("Sem build: rode `npm run build` antes de `npm run bench:web`.");
  process.exit(1);
}

const chromePath = ensureChromium();
const port = await freePort();
const { databaseUrl, baseUrl, env, dispose } = await seededBenchDatabase("bench", port);

await benchRun(dispose, async (serve) => {
  // The standalone server started as `npm start` starts it (the same heap cap), so the RSS measured is production's.
  const server = spawnProcess(process.execPath, [prepareStandalone()], {
    env: withServerHeapCap(standaloneEnv({ ...env, DEMO: "1" }, { port, hostname: "::" })),
    stdio: "ignore",
  });
  serve(server);
  await waitForHttp(`${baseUrl}/api/health/ready`, { ok: (r) => r.status === 200 });
  const pid = server.pid!;

  const cookie = await signIn(baseUrl, DEMO_OWNER.email, DEMO_OWNER.password);
  // The public page's first visit renders it into the page cache; the next is served from there.
  const timed = async (url: string, headers: Record<string, string>) => {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} respondeu ${response.status}`);
    return performance.now() - start;
  };
  const publicFirstMs = await timed(`${baseUrl}${PUBLIC}`, BROWSER);
  const publicCachedMs = await timed(`${baseUrl}${PUBLIC}`, BROWSER);
  // Warm the server (first renders compile nothing in production, but fill caches and the JIT).
  for (const p of ["/", SIMULATOR, "/api/auth/me"]) await timed(`${baseUrl}${p}`, p === "/" ? {} : { cookie });

  if (ONLY !== undefined) {
    const pages: Record<string, [string, string, { chromePath: string; cookie?: string }]> = {
      home: ["/", `${baseUrl}/`, { chromePath }],
      simulator: [`${SIMULATOR} (signed in)`, `${baseUrl}${SIMULATOR}`, { chromePath, cookie }],
      public: [PUBLIC, `${baseUrl}${PUBLIC}`, { chromePath }],
      // The proposal generator: the same simulator, its details folded under the summary.
      generator: [`${GENERATOR} (signed in)`, `${baseUrl}${GENERATOR}`, { chromePath, cookie }],
      // The simulator's and the public page's references: the signed-in page with the least script
      // and a static text page, both on Next's runtime.
      dashboard: ["/dashboard (signed in)", `${baseUrl}/dashboard`, { chromePath, cookie }],
      termos: ["/termos", `${baseUrl}/termos`, { chromePath }],
    };
    const [label, url, options] = pages[ONLY]!;
    console.log(`Lighthouse (mobile, ${THROTTLING} throttling, median of 3): ${label} only…`);
    const r = await lighthouseMedian(url, { ...options, throttling: THROTTLING });
    for (const run of r.runs)
      console.log(
        `  run: performance ${run.performance}, TBT ${run.tbtMs.toFixed(0)} ms, LCP ${run.lcpMs.toFixed(0)} ms`,
      );
    console.log(
      `${label}: performance ${r.performance}, TBT ${r.tbtMs.toFixed(0)} ms, LCP ${r.lcpMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)} (median of 3; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")})`,
    );
    return 0;
  }

  console.log("Lighthouse (mobile, median of 3)…");
  const lighthouse: BenchFigures["lighthouse"] = {
    "/": await lighthouseMedian(`${baseUrl}/`, { chromePath }),
    [`${SIMULATOR} (signed in)`]: await lighthouseMedian(`${baseUrl}${SIMULATOR}`, { chromePath, cookie }),
    [PUBLIC]: await lighthouseMedian(`${baseUrl}${PUBLIC}`, { chromePath }),
  };
  const simulatedLoad = os.loadavg()[0]!;
  console.log("Lighthouse (mobile, devtools throttling, median of 3): the public proposal and the simulator…");
  const lighthouseDevtools: BenchFigures["lighthouseDevtools"] = {
    [`${SIMULATOR} (signed in)`]: await lighthouseMedian(`${baseUrl}${SIMULATOR}`, {
      chromePath,
      cookie,
      throttling: "devtools",
    }),
    [PUBLIC]: await lighthouseMedian(`${baseUrl}${PUBLIC}`, { chromePath, throttling: "devtools" }),
  };
  const loadAverage = { simulate: simulatedLoad, devtools: os.loadavg()[0]! };

  console.log(`Load: ${CONNECTIONS} connections, ${DURATION_S} s per path…`);
  const rss = sampleRss(pid);
  const load: BenchFigures["load"] = [];
  const views: Record<string, number> = {};
  const runs: [string, Record<string, string>, ("GET" | "POST")?][] = [
    ["/api/health", {}],
    ["/", {}],
    ["/api/auth/me", { cookie }],
    [PUBLIC, BROWSER],
    [`${PUBLIC}/view`, BEACON, "POST"],
  ];
  for (const [name, headers, method] of runs) {
    const pathRss = sampleRss(pid);
    const before = await viewCount(databaseUrl);
    const run = await loadRun(`${baseUrl}${name}`, {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      headers,
      method,
    });
    load.push({ name, ...run, peakRssMb: pathRss.stop() });
    views[name] = (await viewCount(databaseUrl)) - before;
  }
  rss.stop();
  // The memory target is over its three runs; the public page's run is reported beside it.
  const peakRssMb = Math.max(...load.filter((l) => !l.name.startsWith(PUBLIC)).map((l) => l.peakRssMb));
  // A server that died under load (out of memory) shows as errors in the last run: say so plainly.
  const serverAlive = await fetch(`${baseUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  const report = renderReport({
    date: new Date().toISOString(),
    nproc: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? "unknown CPU",
    node: process.version,
    commit,
    sharedNote: `The CPU was shared: this machine runs other engineers' builds and tests at the same time (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} at the end), so figures vary between runs.`,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    lighthouse,
    lighthouseDevtools,
    loadAverage,
    load,
    peakRssMb,
    serverAlive,
    publicPath: PUBLIC,
    publicFirstMs,
    publicCachedMs,
    pageViews: views[PUBLIC] ?? Number.NaN,
    beaconViews: views[`${PUBLIC}/view`] ?? Number.NaN,
    budgets: measureBuild(ROOT),
  });
  fs.mkdirSync(path.join(ROOT, "docs"), { recursive: true });
  // Keeps the sections other benchmarks write between their markers (npm run bench:bcb).
  const previous = fs.existsSync(path.join(ROOT, "docs", "benchmarks.md"))
    ? fs.readFileSync(path.join(ROOT, "docs", "benchmarks.md"), "utf8")
    : "";
  // And the figures from before a change, written by hand between their own markers (bench:before).
  const kept = [/<!-- bench:before -->[\s\S]*<!-- \/bench:before -->/, /<!-- bench:bcb -->[\s\S]*<!-- \/bench:bcb -->/]
    .map((section) => previous.match(section)?.[0])
    .filter(Boolean);
  fs.writeFileSync(
    path.join(ROOT, "docs", "benchmarks.md"),
    kept.length > 0 ? `${report.trimEnd()}\n\n${kept.join("\n\n")}\n` : report,
  );
  console.log(`\n${report}`);
  console.log("Bundle budgets:");
  for (const line of budgetReport(measureBuild(ROOT))) console.log(`  ${line}`);
  console.log("Written to docs/benchmarks.md");
  return 0;
});
