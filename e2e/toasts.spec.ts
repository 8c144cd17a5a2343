import type { Locator, Page } from "@playwright/test";
import { expect, test, VIEWPORTS } from "./fixtures";
import { createOwner } from "./pages/db";
import { fakeMercadoPagoMode } from "./pages/mercadopago";

test.use({ viewport: VIEWPORTS.desktop });

/** Drags the toast to the right by `share` of its width, in small pointer steps like a hand. */
async function dragRight(page: Page, toast: Locator, share: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 24;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * share, y, { steps: 20 });
  await page.waitForTimeout(300); // a slow drag, so no flick
  await page.mouse.up();
}

test.describe("toasts", () => {
  test("show top-right and are dismissed only when dragged 80 % of their width", async ({
    page,
    loginPage,
    appPage,
  }) => {
    const owner = await createOwner({ label: "toast", status: "PENDING_PAYMENT" });
    await loginPage.login(owner.email, owner.password, "**/select");
    await appPage.ready();
    // Mercado Pago away: "Adquirir" answers with the payment error toast.
    await fakeMercadoPagoMode("down");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Houve um erro ao gerar o pagamento!" });
    try {
      await page.getByRole("button", { name: "Adquirir" }).first().click();
      await toast.waitFor();
    } finally {
      await fakeMercadoPagoMode("up");
    }
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
  });
});
