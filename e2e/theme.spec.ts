import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, expect, test, VIEWPORTS } from "./fixtures";

/**
 * Records <html>'s class the moment <body> is parsed: after the head (and its theme script), before
 * anything is painted and before the app's own scripts run. DOMContentLoaded is the fallback.
 */
const RECORD_FIRST_PAINT_CLASS = `
  (() => {
    const record = () => { if (!("__firstClass" in window)) window.__firstClass = document.documentElement.className; };
    const observer = new MutationObserver(() => { if (document.body) { record(); observer.disconnect(); } });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", record, { once: true });
  })();
`;

const firstClass = (page: Page) => page.evaluate(() => (window as unknown as { __firstClass: string }).__firstClass);

/**
 * Light from the first byte on a static page (the head script reads the cookie), and remembered per
 * user: a fresh browser gets it after login.
 */
async function expectLightEverywhere(
  page: Page,
  owner: { email: string; password: string },
  newPage: (options?: { viewport?: { width: number; height: number } }) => Promise<Page>,
) {
  await page.goto(`${BASE_URL}/termos`);
  expect(await firstClass(page)).toBe("light");
  const other = await newPage({ viewport: VIEWPORTS.desktop });
  await new LoginPage(other).login(owner.email, owner.password);
  await new AppPage(other).ready();
  expect(await new AppPage(other).htmlClass()).toContain("light");
  await other.context().close();
}

/** A new owner signed in on a desktop browser that records each page's first-paint class. */
async function signedInDesktop(label: string, newContext: (options: BrowserContextOptions) => Promise<BrowserContext>) {
  const owner = await createOwner({ label });
  const context = await newContext({ viewport: VIEWPORTS.desktop });
  await context.addInitScript(RECORD_FIRST_PAINT_CLASS);
  const page = await context.newPage();
  const app = new AppPage(page);
  await new LoginPage(page).login(owner.email, owner.password);
  await app.ready();
  return { owner, context, page, app };
}

test.describe("theme: dark by default, light and system, remembered without a flash", () => {
  test("remembers light across reloads and paints it from the first byte", async ({ newContext, newPage }) => {
    const { owner, context, page, app } = await signedInDesktop("theme", newContext);
    expect(await app.htmlClass()).toContain("dark");

    await app.chooseTheme("claro");
    expect(await app.htmlClass()).toContain("light");
    expect(await page.getByRole("radio", { name: "Tema claro" }).getAttribute("aria-checked")).toBe("true");

    await page.reload();
    expect(await firstClass(page)).toBe("light");
    // The head script paints it from the cookie, so a static page (the same HTML for everyone) does too.
    await expectLightEverywhere(page, owner, newPage);
    await context.close();
  });

  test("a reload before the save lands keeps the new theme and saves it", async ({ newContext, newPage }) => {
    const { owner, context, page, app } = await signedInDesktop("theme-race", newContext);

    // The save never reaches the server (the page was left at once, the network dropped it).
    let dropped = 0;
    await page.route("**/api/trpc/users.setTheme**", (route) => {
      dropped += 1;
      return route.abort();
    });
    await app.chooseTheme("claro");
    await expect.poll(() => dropped).toBe(1);
    await page.unroute("**/api/trpc/users.setTheme**");

    // The server still has "dark"; the page stays light and sends the choice again.
    const resent = page.waitForResponse((response) => response.url().includes("/api/trpc/users.setTheme"));
    await page.reload();
    expect((await resent).ok()).toBe(true);
    expect(await firstClass(page)).toBe("light");
    await app.ready();
    expect(await app.htmlClass()).toContain("light");
    expect(await page.getByRole("radio", { name: "Tema claro" }).getAttribute("aria-checked")).toBe("true");
    await expectLightEverywhere(page, owner, newPage);
    await context.close();
  });

  test("system follows the device before the first paint", async ({ newContext }) => {
    const owner = await createOwner({ label: "system", theme: "system" });
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await newContext({ viewport: VIEWPORTS.phone, colorScheme });
      await context.addInitScript(RECORD_FIRST_PAINT_CLASS);
      const page = await context.newPage();
      await new LoginPage(page).login(owner.email, owner.password);
      // The app has run once (it puts the stored "system" into the theme cookie); then a reload.
      await new AppPage(page).ready();
      await page.reload();
      expect(await firstClass(page)).toBe(colorScheme);
      await new AppPage(page).signOut();
      await context.close();
    }
  });
});
