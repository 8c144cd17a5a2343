import { describe, expect, it } from "vitest";
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { useBrowser, VIEWPORTS } from "./support/browser";

const browser = useBrowser();

/** Drags the toast to the right by `share` of its width, in small pointer steps like a hand. */
async function dragRight(page: import("playwright-core").Page, toast: import("playwright-core").Locator, share: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 24;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * share, y, { steps: 20 });
  await page.waitForTimeout(300); // a slow drag, so no flick
  await page.mouse.up();
}

describe("toasts", () => {
  it("show top-right and are dismissed only when dragged 80 % of their width", async () => {
    const owner = await createOwner({ label: "toast" });
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await new LoginPage(page).login(owner.email, owner.password);
    await page.goto("/select");
    await new AppPage(page).ready();
    await page.getByRole("button", { name: "Adquirir" }).first().click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Pagamento disponível em breve." });
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 4);
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.9);

    await dragRight(page, toast, 0.5);
    await page.waitForTimeout(500);
    expect(await toast.count()).toBe(1);
    expect(await toast.getAttribute("data-removed")).toBe("false");

    await dragRight(page, toast, 0.9);
    await toast.waitFor({ state: "detached" });
    await page.context().close();
  });
});
