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

test.describe("theme: dark by default, light and system, remembered without a flash", () => {
  test("remembers light across reloads and paints it from the first byte", async ({ newContext, newPage }) => {
    const owner = await createOwner({ label: "theme" });
    const context = await newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(RECORD_FIRST_PAINT_CLASS);
    const page = await context.newPage();
    const app = new AppPage(page);

    await new LoginPage(page).login(owner.email, owner.password);
    await app.ready();
    expect(await app.htmlClass()).toContain("dark");

    await app.chooseTheme("claro");
    expect(await app.htmlClass()).toContain("light");
    expect(await page.getByRole("radio", { name: "Tema claro" }).getAttribute("aria-checked")).toBe("true");

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __firstClass: string }).__firstClass)).toBe("light");
    // The head script paints it from the cookie, so a static page (the same HTML for everyone) does too.
    await page.goto(`${BASE_URL}/termos`);
    expect(await page.evaluate(() => (window as unknown as { __firstClass: string }).__firstClass)).toBe("light");

    // Remembered per user: a fresh browser gets it after login.
    const other = await newPage({ viewport: VIEWPORTS.desktop });
    await new LoginPage(other).login(owner.email, owner.password);
    await new AppPage(other).ready();
    expect(await new AppPage(other).htmlClass()).toContain("light");
    await other.context().close();
    await context.close();
  });

  test("system follows the device before the first paint", async ({ newContext }) => {
    const owner = await createOwner({ label: "system", theme: "system" });
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await newContext({ viewport: VIEWPORTS.phone, colorScheme });
      await context.addInitScript(RECORD_FIRST_PAINT_CLASS);
      const page = await context.newPage();
      await new LoginPage(page).login(owner.email, owner.password);
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as { __firstClass: string }).__firstClass)).toBe(colorScheme);
      await new AppPage(page).signOut();
      await context.close();
    }
  });
});
