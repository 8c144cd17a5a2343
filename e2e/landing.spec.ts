import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

test.use({ viewport: VIEWPORTS.desktop });

test.describe("landing page (smoke)", () => {
  test("loads without a session, with its title and a non-empty screenshot", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Entrar · Consórcio Pro");
    // Drawn whatever E2E_SCREENSHOTS says: a blank page makes a tiny PNG.
    expect((await page.screenshot({ fullPage: true })).length).toBeGreaterThan(5_000);
    await screenshot(page, "landing-desktop");
  });
});
