// The e2e tier: @playwright/test against the built app that scripts/e2e.mjs starts (fresh migrated +
// seeded database, `next start`). Run it with `npm run test:e2e [-- <spec>]`, which sets
// E2E_BASE_URL, E2E_DATABASE_URL and CHROME_PATH; no browser is downloaded: Debian's Chromium is
// launched through executablePath.
import { defineConfig } from "@playwright/test";

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

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // The typing benchmark fails when its target is missed, so it is no part of the e2e tier (a busy
  // neighbour on a shared machine can miss it): `npm run bench:ui` runs it, setting E2E_BENCH=1.
  testIgnore: process.env.E2E_BENCH === "1" ? [] : ["**/simulator-speed.spec.ts"],
  outputDir: "test-results",
  forbidOnly: !!process.env.CI,
  // One worker: the machine's CPUs are shared, and specs share one server and database.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: ".data/playwright-report" }],
    ["./e2e/support/summary-reporter.ts"],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:3000",
    locale: "pt-BR",
    // Not the product's zone: a date the page formats without timeZone: "America/Sao_Paulo" shows wrong.
    timezoneId: "Asia/Kathmandu",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // scripts/e2e.mjs sets CHROME_PATH to the Chromium it found, or to "" after Playwright's own download.
      executablePath: process.env.CHROME_PATH === undefined ? "/usr/bin/chromium" : process.env.CHROME_PATH || undefined,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", headless: true } }],
});
