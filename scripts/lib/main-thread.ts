// Main-thread time of a page load in Chromium with the CPU throttled as Lighthouse's mobile run
// throttles it (`Emulation.setCPUThrottlingRate`), for `npm run check:perf`: how much script a page
// costs a phone, measured as a ratio to a plainer page's in the same run, so a slower or busier
// machine slows both and cancels out.
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContextOptions, chromium } from "@playwright/test";
import { median } from "./web-bench.ts";

/** Lighthouse's mobile preset slows the CPU 4×: what a mid-range Android phone runs at. */
export const CPU_THROTTLE = 4;

/** A phone: Lighthouse's mobile viewport, touch, a mobile user agent. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
};

/** What one load cost the page's main thread, and the JavaScript it downloaded. */
export type LoadCost = {
  /** V8 compiling and running script (CDP Performance.getMetrics ScriptDuration), ms. */
  scriptMs: number;
  /** Every task of the main thread (script, style, layout, paint, parsing: TaskDuration), ms. */
  taskMs: number;
  /** The script files the load fetched, each gzipped at level 9 (as check:budgets measures chunks), bytes. */
  jsGzipBytes: number;
};

// The load is over, as Lighthouse judges it, when after the load event the network has been quiet
// (no request in flight) and the main thread idle (busy under a tenth of the time) for QUIET_MS:
// hydration, the chunks a page imports after it and the links Next prefetches when idle all run
// past the load event. MAX_WAIT_MS bounds a page that never settles.
const POLL_MS = 250;
const QUIET_MS = 1_000;
const BUSY_SHARE = 0.1;
const MAX_WAIT_MS = 20_000;

export async function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    // "" means Playwright's own download (scripts/lib/chromium.ts).
    ...(executablePath ? { executablePath } : {}),
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-quic"],
  });
}

/**
 * One load of `url` in a fresh context (no cache, no service worker, no cookies but `headers`),
 * with the CPU throttled: the main thread's script and task time from navigation until the page
 * settles, measured as thread time (CDP's `threadTicks`), so time the machine gave to other
 * processes is not counted.
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  { headers = {}, throttle = CPU_THROTTLE }: { headers?: Record<string, string>; throttle?: number } = {},
): Promise<LoadCost> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: headers });
  try {
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    let inFlight = 0;
    let lastNetwork = performance.now();
    page.on("request", () => {
      inFlight += 1;
      lastNetwork = performance.now();
    });
    const done = () => {
      inFlight -= 1;
      lastNetwork = performance.now();
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.push(
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => Number.NaN,
        ),
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    const metrics = async () => {
      const { metrics: list } = await cdp.send("Performance.getMetrics");
      const read = (name: string) => (list.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
      return { scriptMs: read("ScriptDuration"), taskMs: read("TaskDuration") };
    };
    const start = await metrics();
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${url} respondeu ${response?.status()} no Chromium`);
    if (new URL(page.url()).pathname !== new URL(url).pathname)
      throw new Error(`${url} terminou em ${page.url()} (sessão recusada?)`);
    const deadline = performance.now() + MAX_WAIT_MS;
    let last = await metrics();
    let lastBusy = performance.now();
    for (;;) {
      await page.waitForTimeout(POLL_MS);
      const now = await metrics();
      const at = performance.now();
      if (now.taskMs - last.taskMs > POLL_MS * BUSY_SHARE) lastBusy = at;
      last = now;
      const quiet = inFlight <= 0 && at - lastNetwork >= QUIET_MS && at - lastBusy >= QUIET_MS;
      if (quiet) break;
      if (at > deadline) throw new Error(`${url} não sossegou em ${MAX_WAIT_MS / 1000} s`);
    }
    const sizes = await Promise.all(bodies);
    return {
      scriptMs: last.scriptMs - start.scriptMs,
      taskMs: last.taskMs - start.taskMs,
      jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    };
  } finally {
    await context.close();
  }
}

export type PairCost = {
  page: LoadCost;
  baseline: LoadCost;
  scriptRatio: number;
  /** Every load's script time, ms, in order: the spread says how noisy the run was. */
  scriptSamples: { page: number[]; baseline: number[] };
};

/**
 * A page against its baseline (a plainer page served by the same server): `runs` loads of each,
 * alternated so a busy moment of the machine falls on both; the median of each figure, and the ratio
 * of the medians' script time.
 */
export async function measurePair(
  browser: Browser,
  pageUrl: string,
  baselineUrl: string,
  { headers, runs = 3, throttle }: { headers?: Record<string, string>; runs?: number; throttle?: number } = {},
): Promise<PairCost> {
  const pages: LoadCost[] = [];
  const baselines: LoadCost[] = [];
  for (let k = 0; k < runs; k += 1) {
    baselines.push(await measureLoad(browser, baselineUrl, { headers, throttle }));
    pages.push(await measureLoad(browser, pageUrl, { headers, throttle }));
  }
  const medianOf = (loads: LoadCost[]): LoadCost => ({
    scriptMs: median(loads.map((l) => l.scriptMs)),
    taskMs: median(loads.map((l) => l.taskMs)),
    jsGzipBytes: median(loads.map((l) => l.jsGzipBytes)),
  });
  const page = medianOf(pages);
  const baseline = medianOf(baselines);
  return {
    page,
    baseline,
    scriptRatio: page.scriptMs / baseline.scriptMs,
    scriptSamples: { page: pages.map((l) => l.scriptMs), baseline: baselines.map((l) => l.scriptMs) },
  };
}
