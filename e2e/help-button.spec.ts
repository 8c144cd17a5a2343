import type { Page } from "@playwright/test";
import { expect, test, VIEWPORTS } from "./fixtures";
import { createOwner } from "./pages/db";

/**
 * Content (text, fields, buttons, chart labels) in the part of the window a seller reads that lies
 * under the help button. The readable part ends at the sticky header above and, when the button sits
 * in a full-width bar of its own at the bottom, at that bar (content below it is simply out of view,
 * as under the header).
 */
function contentUnderHelp(page: Page) {
  return page.evaluate(() => {
    const help = document.querySelector("[data-testid='help-button']")!.getBoundingClientRect();
    const dock = document.querySelector("[data-help-dock]")!.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect();
    const top = header ? Math.max(0, header.bottom) : 0;
    const bottom = dock.width >= window.innerWidth - 1 ? dock.top : window.innerHeight;
    const hits: string[] = [];
    for (const el of document.querySelectorAll("main *, footer *")) {
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "",
      );
      const control = el.matches("input, button, select, textarea, a, svg text");
      if (!ownText && !control) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      for (const r of Array.from(el.getClientRects())) {
        if (r.width < 1 || r.height < 1) continue;
        // Only what is in the readable part of the window.
        const visibleTop = Math.max(r.top, top);
        const visibleBottom = Math.min(r.bottom, bottom);
        if (visibleBottom <= visibleTop) continue;
        const overlaps =
          r.left < help.right && r.right > help.left && visibleTop < help.bottom && visibleBottom > help.top;
        if (overlaps)
          hits.push(
            `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" at y=${Math.round(r.top)}`,
          );
      }
    }
    return hits;
  });
}

/** Walks the page from top to bottom, half a window at a time, checking each stop. */
async function expectNothingCoveredWhileScrolling(page: Page, label: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const step = Math.floor(page.viewportSize()!.height / 2);
  for (let y = 0; ; y = Math.min(height, y + step)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await contentUnderHelp(page), `${label} scrolled to ${y} px`).toEqual([]);
    if (y >= height) break;
  }
  // With the button in a bar across the bottom (phone), the page's last line ends above that bar.
  const end = await page.evaluate(() => {
    const dock = document.querySelector("[data-help-dock]")!.getBoundingClientRect();
    return {
      bar: dock.width >= window.innerWidth - 1,
      dockTop: dock.top,
      footerBottom: document.querySelector("footer")?.getBoundingClientRect().bottom ?? 0,
    };
  });
  if (end.bar)
    expect(end.footerBottom, `${label}: the footer ends above the help bar`).toBeLessThanOrEqual(end.dockTop + 1);
}

test.describe("the help button never covers content", () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`simulator, mobile comparison table and /modalities · ${size}`, async ({
      page,
      loginPage,
      appPage,
      imovelSimulator,
    }) => {
      await page.setViewportSize(viewport);
      const owner = await createOwner({ label: `help-${size}` });
      await loginPage.login(owner.email, owner.password);
      await expect(page.getByTestId("help-button")).toBeVisible();
      await expect(page.getByTestId("help-button")).toHaveAttribute("target", "_blank");

      await imovelSimulator.goto();
      await imovelSimulator.revealResults();
      await expectNothingCoveredWhileScrolling(page, "simulator");

      // The comparison table brought to the bottom edge of the window, where the button sits.
      const table = page.getByTestId("comparison-table");
      await table.evaluate((el) => el.scrollIntoView({ block: "end" }));
      expect(await contentUnderHelp(page), "comparison table at the bottom edge").toEqual([]);

      await page.goto("/modalities");
      await appPage.ready();
      await page.getByTestId("modality-especial50").waitFor();
      await expectNothingCoveredWhileScrolling(page, "/modalities");
    });
  }
});
