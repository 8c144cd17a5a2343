import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { focusedText, hasFocusIndicator, tabTo } from "./pages/keyboard";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { BASE_URL, checkedScreenshot, expect, test, VIEWPORTS } from "./fixtures";

test.describe("focus states are visible: screenshots at 390 and 1280 px in both themes", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${theme} ${size}`, async ({ newContext }) => {
        const owner = await createOwner({ label: `focus-${theme}-${size}`, theme });
        const context = await newContext({ viewport });
        await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
        const page = await context.newPage();
        const focused = page.locator(":focus");
        const login = new LoginPage(page);
        await login.goto();
        await tabTo(page, login.email);
        await page.keyboard.type(owner.email);
        expect(await hasFocusIndicator(page)).toBe(true);
        await checkedScreenshot(page, `focus-${theme}-${size}-login-field`, { action: focused, fullPage: false });
        await tabTo(page, login.password);
        await page.keyboard.type(owner.password);
        await tabTo(page, login.submit);
        expect(await hasFocusIndicator(page)).toBe(true);
        await checkedScreenshot(page, `focus-${theme}-${size}-login-button`, { action: focused, fullPage: false });
        await page.keyboard.press("Enter");
        await page.waitForURL("**/dashboard");
        const app = new AppPage(page);
        await app.ready();
        await tabTo(page, page.getByRole("link", { name: "Pular para o conteúdo" }), { backwards: true });
        expect(await focusedText(page)).toBe("a:Pular para o conteúdo");
        // The skip link shows over the page's top while focused: it is the heading of this shot.
        await checkedScreenshot(page, `focus-${theme}-${size}-skip-link`, { heading: focused, fullPage: false });

        const sim = new SimulatorPage(page, "imovel");
        await sim.goto();
        await tabTo(page, sim.input("value"));
        expect(await hasFocusIndicator(page)).toBe(true);
        await checkedScreenshot(page, `focus-${theme}-${size}-simulator-field`, { action: focused, fullPage: false });

        await tabTo(page, page.getByRole("button", { name: /^Menu da conta/ }), { backwards: true });
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        expect(await focusedText(page)).toBe("menuitem:Sessões ativas");
        expect(await hasFocusIndicator(page)).toBe(true);
        await checkedScreenshot(page, `focus-${theme}-${size}-account-menu`, {
          heading: page.getByRole("menu"),
          action: focused,
          fullPage: false,
        });
        await page.keyboard.press("Escape");

        // A dialog's button: the account deletion dialog of /conta, then Esc back to its trigger.
        await page.goto("/conta");
        await app.ready();
        const trigger = page.getByRole("button", { name: "Excluir a conta" });
        await tabTo(page, trigger, { max: 150 });
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await tabTo(page, dialog.getByRole("button", { name: "Cancelar" }), { max: 6 });
        expect(await hasFocusIndicator(page)).toBe(true);
        await checkedScreenshot(page, `focus-${theme}-${size}-dialog-button`, {
          heading: dialog.getByRole("heading").first(),
          action: focused,
          fullPage: false,
        });
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(trigger).toBeFocused();
      });
    }
  }
});
