// The phone navigation (below md): a sheet whose dialog code loads when the menu button is first
// used (the speed budget). It must still behave as the WAI-ARIA dialog pattern: focus moves
// in, Esc closes, focus returns to the button; a link navigates and closes it.
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

test.describe("phone navigation", () => {
  test("opens by keyboard and by tap, Esc returns focus to the button, a link navigates", async ({ page }) => {
    const owner = await createOwner({ label: "mobile-nav" });
    await page.setViewportSize(VIEWPORTS.phone);
    await new LoginPage(page).login(owner.email, owner.password);
    await new AppPage(page).ready();

    const button = page.getByRole("button", { name: "Abrir menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    // While the modal sheet is open the rest of the page is hidden from assistive tech (Radix), so
    // the button is found by its label attribute here, not by role.
    await expect(page.locator('button[aria-label="Abrir menu"]')).toHaveAttribute("aria-expanded", "true");
    // Focus is inside the sheet, and Tab keeps it there.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await screenshot(page, "mobile-nav-dark-phone");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await sheet.getByRole("link", { name: "Imóvel" }).click();
    await expect(sheet).toBeHidden();
    await page.waitForURL("**/consorcio-financiamento");
  });
});
