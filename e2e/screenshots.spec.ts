import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, checkedScreenshot, expect, test, VIEWPORTS } from "./fixtures";

// Login, dashboard and the proposals menu in both themes at 390 px and 1280 px, saved under
// e2e/screenshots/ to be looked at, each after asserting what a person checks on it (no sideways
// scroll, heading and primary action visible and uncovered).
test.describe("screenshots", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${theme} · ${size}`, async ({ newContext }) => {
        const owner = await createOwner({ label: `shot-${theme}-${size}`, theme });
        const context = await newContext({ viewport });
        await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
        const page = await context.newPage();
        const app = new AppPage(page);

        const login = new LoginPage(page);
        await login.goto();
        expect(await app.htmlClass()).toBe(theme);
        await checkedScreenshot(page, `login-${theme}-${size}`, { action: login.submit });

        await login.fill(owner.email, owner.password);
        await login.submit.click();
        await page.waitForURL("**/dashboard");
        await app.ready();
        expect(await app.htmlClass()).toContain(theme);
        await checkedScreenshot(page, `dashboard-${theme}-${size}`, {
          action: page.getByRole("link", { name: "Nova proposta" }).first(),
        });

        await page.goto("/propostas/generate");
        await app.ready();
        if (size === "phone") {
          await page.getByRole("button", { name: "Menu", exact: true }).click();
        }
        const current = page
          .getByRole("link", { name: "Gerar", exact: true })
          .and(page.locator("[aria-current=page]"))
          .filter({ visible: true })
          .first();
        const greeting = page.getByText("Olá, Marina").filter({ visible: true }).first();
        // On a phone the open menu covers the page: its greeting and current item are what show.
        await checkedScreenshot(
          page,
          `proposals-menu-${theme}-${size}`,
          size === "phone" ? { heading: greeting, action: current } : { action: current },
        );
        await app.signOut();
        await context.close();
      });
    }
  }
});
