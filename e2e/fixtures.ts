// The e2e tier's `test`: @playwright/test's fixtures (browser, context, page — with traces and
// screenshots kept on failure, see playwright.config.ts) plus the page objects of e2e/pages bound to
// the test's page, and `newPage` for a test that needs a second browser (another user, another
// device). Contexts made here get the config's baseURL, locale and time zone.
import fs from "node:fs";
import path from "node:path";
import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import { AppPage } from "./pages/app-page";
import { closeDatabase } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { OutboxPage } from "./pages/outbox-page";
import { SignUpPage } from "./pages/sign-up-page";
import { SimulatorPage } from "./pages/simulator-page";
import { expectLaidOut, type LayoutExpectations } from "./support/layout";

export { expect } from "@playwright/test";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:3000";
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "screenshots");

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type Fixtures = {
  appPage: AppPage;
  loginPage: LoginPage;
  signUpPage: SignUpPage;
  outboxPage: OutboxPage;
  imovelSimulator: SimulatorPage;
  veiculoSimulator: SimulatorPage;
  /** A fresh context (cookies of its own) and its page; closed after the test. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

export const test = base.extend<Fixtures, { database: void }>({
  appPage: async ({ page }, use) => use(new AppPage(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  signUpPage: async ({ page }, use) => use(new SignUpPage(page)),
  outboxPage: async ({ page }, use) => use(new OutboxPage(page)),
  imovelSimulator: async ({ page }, use) => use(new SimulatorPage(page, "imovel")),
  veiculoSimulator: async ({ page }, use) => use(new SimulatorPage(page, "veiculo")),
  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
  newPage: async ({ newContext }, use) => {
    await use(async (options = {}) => (await newContext(options)).newPage());
  },
  // The specs' own connection to the app's database (e2e/pages/db.ts), closed once per worker.
  database: [
    async ({}, use) => {
      await use();
      await closeDatabase();
    },
    { scope: "worker", auto: true },
  ],
});

/**
 * Whether the PNGs a person opens are written. CI keeps nothing but its log, so it sets
 * E2E_SCREENSHOTS=off (.ci/run): every assertion around a screenshot still runs, and a locator's
 * screenshot still waits for its element to be visible; only the capture and the file are skipped.
 */
const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== "off";

type ShotOptions = Parameters<Page["screenshot"]>[0] & Parameters<Locator["screenshot"]>[0] & { path: string };

/*
 * While a PNG is taken, every block is drawn: below a phone's first screen the pages skip the style,
 * layout and paint of blocks far from the viewport (content-visibility: auto, globals.css), and a
 * full-page capture does not scroll, so those blocks would come out as empty boxes. A reader who
 * scrolls sees each one drawn before it arrives.
 */
const DRAW_EVERY_BLOCK = "* { content-visibility: visible !important; }";

/** A page's or an element's PNG at `options.path` (under e2e/screenshots/, git-ignored, to be looked at). */
export async function shoot(target: Page | Locator, options: ShotOptions): Promise<string> {
  if (!SAVE_SCREENSHOTS) {
    if ("waitFor" in target) await target.waitFor({ state: "visible" });
    return options.path;
  }
  fs.mkdirSync(path.dirname(options.path), { recursive: true });
  await target.screenshot({ ...options, style: [DRAW_EVERY_BLOCK, options.style].filter(Boolean).join("\n") });
  return options.path;
}

/** Saves a full-page PNG under e2e/screenshots/ (git-ignored, to be looked at) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  return shoot(page, { path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * A screenshot a person looks at, after asserting what they would check on it (support/layout.ts):
 * no sideways scroll, nothing outside the viewport, heading and primary action visible and uncovered.
 * `fullPage: false` keeps the viewport as it is (a focus ring, an open menu).
 */
export async function checkedScreenshot(
  page: Page,
  name: string,
  expectations: LayoutExpectations & { fullPage?: boolean } = {},
): Promise<string> {
  await expectLaidOut(page, expectations);
  if (expectations.fullPage === false) return shoot(page, { path: path.join(SCREENSHOT_DIR, `${name}.png`) });
  return screenshot(page, name);
}
