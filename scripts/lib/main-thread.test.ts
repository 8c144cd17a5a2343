import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureChromium } from "./chromium.ts";
import { launchBrowser, measureLoad, measurePair } from "./main-thread.ts";

// Two pages of the same text, served by one local server as check:perf's pages are, each with a
// script of a fixed amount of work: a light one, as a static page's framework runtime, and one 8
// times heavier, as hydrating a page's whole tree.
const TEXT = "<main><h1>Termos de Uso</h1>" + "<p>Texto simples, sem interação.</p>".repeat(40) + "</main>";
const work = (steps: number) =>
  `let n = 0; for (let i = 0; i < ${steps}; i += 1) n += Math.sqrt(i) % 7; document.body.dataset.n = String(n);`;
const LIGHT = work(1_000_000);
const HEAVY = work(8_000_000);
const html = (body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><title>Página</title></head><body>${body}</body></html>`;

let server: http.Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [type, body] =
      req.url === "/heavy.js"
        ? ["text/javascript", HEAVY]
        : req.url === "/light.js"
          ? ["text/javascript", LIGHT]
          : ["text/html", html(`${TEXT}<script src="${req.url === "/heavy" ? "/heavy.js" : "/light.js"}"></script>`)];
    res.writeHead(200, { "content-type": `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser(ensureChromium({ headlessShell: true }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("main-thread time of a page load (check:perf)", () => {
  it("counts the script a page runs, slowed by the CPU throttle, and the gzip bytes of the scripts it fetched", async () => {
    const plain = await measureLoad(browser, `${base}/plain`, { throttle: 1 });
    const heavy = await measureLoad(browser, `${base}/heavy`, { throttle: 1 });
    expect(plain.jsGzipBytes).toBe(gzipSync(LIGHT, { level: 9 }).length);
    expect(heavy.jsGzipBytes).toBe(gzipSync(HEAVY, { level: 9 }).length);
    expect(heavy.scriptMs).toBeGreaterThan(plain.scriptMs * 4);
    expect(heavy.taskMs).toBeGreaterThanOrEqual(heavy.scriptMs);
    // The same work on a CPU slowed 4×: the script's time grows with the throttle.
    const throttled = await measureLoad(browser, `${base}/heavy`);
    expect(throttled.scriptMs).toBeGreaterThan(heavy.scriptMs * 2);
  }, 60_000);

  it("compares a page with its baseline as a ratio of medians over alternated loads", async () => {
    const pair = await measurePair(browser, `${base}/heavy`, `${base}/plain`, { runs: 1 });
    expect(pair.scriptSamples.page).toHaveLength(1);
    expect(pair.scriptSamples.baseline).toHaveLength(1);
    expect(pair.scriptRatio).toBeGreaterThan(2);
    expect(pair.page.scriptMs / pair.baseline.scriptMs).toBe(pair.scriptRatio);
    const same = await measurePair(browser, `${base}/plain`, `${base}/plain`, { runs: 1 });
    expect(same.scriptRatio).toBeLessThan(2);
  }, 60_000);
});
