import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser, VIEWPORTS } from "./support/browser";

const browser = useBrowser();

describe("landing page (smoke)", () => {
  it("loads without a session, with its title and a non-empty screenshot", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Entrar · Consórcio Pro");
    const file = await screenshot(page, "landing-desktop");
    expect(fs.statSync(file).size).toBeGreaterThan(5_000);
    await page.context().close();
  });
});
