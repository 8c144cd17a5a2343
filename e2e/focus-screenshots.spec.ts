import { describe, expect, it } from "vitest";
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { focusedText, tabTo } from "./pages/keyboard";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import path from "node:path";
import { SCREENSHOT_DIR, screenshot, useBrowser, VIEWPORTS } from "./support/browser";

const browser = useBrowser();

/** The focus ring's outline or box-shadow on the focused element (what a keyboard user sees). */
function focusIndicator(page: import("playwright-core").Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2, shadow: style.boxShadow !== "none" };
  });
}

describe("focus states are visible: screenshots at 390 and 1280 px in both themes", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`${theme} ${size}`, async () => {
        const owner = await createOwner({ label: `focus-${theme}-${size}`, theme });
        const context = await browser.newContext({ viewport });
        await context.addCookies([{ name: "theme", value: theme, url: process.env.E2E_BASE_URL ?? "http://localhost:3000" }]);
        const page = await context.newPage();
        const login = new LoginPage(page);
        await login.goto();
        await page.keyboard.press("Tab");
        expect(await focusedText(page)).toBe("a:Pular para o conteúdo");
        await screenshot(page, `focus-${theme}-${size}-skip-link`);
        await tabTo(page, login.email);
        await page.keyboard.type(owner.email);
        await page.keyboard.press("Tab");
        await page.keyboard.type(owner.password);
        await tabTo(page, login.submit);
        expect(Object.values(await focusIndicator(page)).some(Boolean)).toBe(true);
        await screenshot(page, `focus-${theme}-${size}-login-button`);
        await page.keyboard.press("Enter");
        await page.waitForURL("**/dashboard");
        const app = new AppPage(page);
        await app.ready();

        const sim = new SimulatorPage(page, "imovel");
        await sim.goto();
        await tabTo(page, sim.input("value"));
        expect(Object.values(await focusIndicator(page)).some(Boolean)).toBe(true);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `focus-${theme}-${size}-simulator-field.png`) });

        await tabTo(page, page.getByRole("button", { name: /^Menu da conta/ }), { backwards: true });
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        expect(await focusedText(page)).toBe("menuitem:Sessões ativas");
        expect(Object.values(await focusIndicator(page)).some(Boolean)).toBe(true);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `focus-${theme}-${size}-account-menu.png`) });
        await page.keyboard.press("Escape");
        await context.close();
      });
    }
  }
});
