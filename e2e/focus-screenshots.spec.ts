import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { focusedText, tabTo } from "./pages/keyboard";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import path from "node:path";
import type { Page } from "@playwright/test";
import { BASE_URL, expect, SCREENSHOT_DIR, screenshot, test, VIEWPORTS } from "./fixtures";

/**
 * Whether the focused element shows a focus indicator: an outline or ring (box-shadow) on it, or on
 * the field frame around it that draws the ring with :focus-within (up to three levels up).
 */
function hasFocusIndicator(page: Page) {
  return page.evaluate(() => {
    let el: HTMLElement | null = document.activeElement as HTMLElement;
    for (let level = 0; el && level < 4; level++, el = el.parentElement) {
      const style = getComputedStyle(el);
      if ((style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none") return true;
    }
    return false;
  });
}

test.describe("focus states are visible: screenshots at 390 and 1280 px in both themes", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${theme} ${size}`, async ({ newContext }) => {
        const owner = await createOwner({ label: `focus-${theme}-${size}`, theme });
        const context = await newContext({ viewport });
        await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
        const page = await context.newPage();
        const login = new LoginPage(page);
        await login.goto();
        await tabTo(page, login.email);
        await page.keyboard.type(owner.email);
        await tabTo(page, login.password);
        await page.keyboard.type(owner.password);
        await tabTo(page, login.submit);
        expect(await hasFocusIndicator(page)).toBe(true);
        await screenshot(page, `focus-${theme}-${size}-login-button`);
        await page.keyboard.press("Enter");
        await page.waitForURL("**/dashboard");
        const app = new AppPage(page);
        await app.ready();
        await tabTo(page, page.getByRole("link", { name: "Pular para o conteúdo" }), { backwards: true });
        expect(await focusedText(page)).toBe("a:Pular para o conteúdo");
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `focus-${theme}-${size}-skip-link.png`) });

        const sim = new SimulatorPage(page, "imovel");
        await sim.goto();
        await tabTo(page, sim.input("value"));
        expect(await hasFocusIndicator(page)).toBe(true);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `focus-${theme}-${size}-simulator-field.png`) });

        await tabTo(page, page.getByRole("button", { name: /^Menu da conta/ }), { backwards: true });
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        expect(await focusedText(page)).toBe("menuitem:Sessões ativas");
        expect(await hasFocusIndicator(page)).toBe(true);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `focus-${theme}-${size}-account-menu.png`) });
        await page.keyboard.press("Escape");
      });
    }
  }
});
