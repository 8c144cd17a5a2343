// The e2e tier: @playwright/test against the built app that scripts/e2e.ts starts (fresh migrated +
// seeded database, `next start`). Run it with `npm run test:e2e [-- <spec>]`, which sets
// E2E_BASE_URL, E2E_DATABASE_URL and CHROME_PATH; no browser is downloaded: Debian's Chromium is
// launched through executablePath.
import fs from "node:fs";
import { defineConfig } from "@playwright/test";

// Debian's headless shell when installed (scripts/lib/chromium.ts says why), else its full Chromium.
const DEFAULT_CHROME = fs.existsSync("/usr/lib/chromium/chromium-headless-shell")
  ? "/usr/lib/chromium/chromium-headless-shell"
  : "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

// The typing benchmark fails when its target is missed, so it is no part of the e2e tier (a busy
// neighbour on a shared machine can miss it): `npm run bench:ui` runs it, setting E2E_BENCH=1.
const BENCHMARKS = process.env.E2E_BENCH === "1" ? [] : ["**/simulator-speed.spec.ts", "**/explore-speed.spec.ts"];

/*
 * Specs that change what every other spec relies on, or that need the machine to themselves: the
 * fake Mercado Pago's mode is one for the whole server (billing and toasts take it down, keyboard
 * buys through it), speed measures layout shifts and load order, database-loss and two-servers
 * start servers of their own. They run one at a time after the others ("exclusive" depends on
 * "parallel"); every other spec creates its own accounts (e2e/pages/db.ts), so two of them can run
 * at once against the one server and database.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const EXCLUSIVE = [
  "**/billing.spec.ts",
  "**/toasts.spec.ts",
  "**/speed.spec.ts",
  "**/database-loss.spec.ts",
  "**/two-servers.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  testIgnore: BENCHMARKS,
  // scripts/e2e.ts runs the two projects one after the other; each run keeps its own traces and report.
  outputDir: process.env.E2E_RUN ? `test-results/${process.env.E2E_RUN}` : "test-results",
  forbidOnly: !!process.env.CI,
  // Two workers by default: the files are spread over them (a file's tests stay in order, in one
  // worker, unless the file says "parallel"). On the 2-core machine the parallel run takes 6.6 min
  // in CI (docs/testing.md). E2E_WORKERS=1 runs one file at a time.
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    [
      "html",
      {
        open: "never",
        outputFolder: process.env.E2E_RUN
          ? `.data/playwright-report/${process.env.E2E_RUN}`
          : ".data/playwright-report",
      },
    ],
    ["./e2e/support/summary-reporter.ts"],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:3000",
    locale: "pt-BR",
    // Not the product's zone: a date the page formats without timeZone: "America/Sao_Paulo" shows wrong.
    timezoneId: "Asia/Kathmandu",
    // A user setting the product honours (globals.css, the splash): no fades or slides to wait for,
    // and no software-composited animation frames eating the CPU the specs share.
    reducedMotion: "reduce",
    trace: process.env.E2E_TRACE === "off" ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // scripts/e2e.ts sets CHROME_PATH to the Chromium it found, or to "" after Playwright's own download.
      executablePath: process.env.CHROME_PATH === undefined ? DEFAULT_CHROME : process.env.CHROME_PATH || undefined,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "parallel", testIgnore: [...BENCHMARKS, ...EXCLUSIVE], use: { browserName: "chromium", headless: true } },
    {
      name: "exclusive",
      testMatch: EXCLUSIVE,
      workers: 1,
      // With two workers, after every parallel spec (with one, nothing overlaps anyway, and a failure
      // elsewhere must not skip these). `npm run test:e2e -- <spec>` passes --no-deps: just that spec.
      dependencies: WORKERS > 1 ? ["parallel"] : [],
      use: { browserName: "chromium", headless: true },
    },
  ],
});
