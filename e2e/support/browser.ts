// Shared Playwright (playwright-core) setup: Debian's Chromium against the built app started by
// scripts/e2e.mjs. One browser per spec file, a fresh context per test.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:3000";
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "..", "screenshots");

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

let browser: Browser | undefined;

export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || undefined,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newContext(options: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
      if (!browser) throw new Error("browser not started");
      return browser.newContext({ baseURL: BASE_URL, locale: "pt-BR", timezoneId: "America/Sao_Paulo", ...options });
    },
    async newPage(options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
      const context = await this.newContext(options);
      return context.newPage();
    },
  };
}

/** Saves a full-page PNG under e2e/screenshots/ (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
