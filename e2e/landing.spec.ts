import fs from "node:fs";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

test.use({ viewport: VIEWPORTS.desktop });

test.describe("landing page (smoke)", () => {
  test("loads without a session, with its title and a non-empty screenshot", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Entrar · Consórcio Pro");
    const file = await screenshot(page, "landing-desktop");
    expect(fs.statSync(file).size).toBeGreaterThan(5_000);
  });
});
