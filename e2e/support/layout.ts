import { expect, type Locator, type Page } from "@playwright/test";

// What a person checks on a screenshot, asserted: the page does not scroll sideways, nothing sticks
// out of the viewport, and the main heading and the primary action are visible and not covered by
// anything (a toast, a sticky bar, a dialog's backdrop).

/** Elements whose box leaves the viewport on the left or the right, named so a failure says where to look. */
async function outsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 60)}`;
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) return false; // hidden, or visually hidden (sr-only)
        // Boxes first (cheap); only one that sticks out has its ancestors' styles read.
        if (box.right <= width + 1 && box.left >= -1) return false;
        // Inside something that clips it (a scrolling table, a carousel track): out of view by design.
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const { overflowX } = getComputedStyle(up);
          if (overflowX !== "visible") return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${named(el)} (${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)} px)`,
      );
  });
}

/** Visible, scrolled into view, and the topmost element at its centre is it or inside it. */
async function expectUncovered(locator: Locator, what: string) {
  await expect(locator, `${what} is visible`).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const onTop = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit))
      ? ""
      : `${hit?.tagName.toLowerCase()}.${String(hit?.className).slice(0, 60)}`;
  });
  expect(onTop, `${what} is covered by ${onTop}`).toBe("");
}

export type LayoutExpectations = {
  /** The page's main heading; default: the visible h1. */
  heading?: Locator;
  /** What the person came to press (or, in a focus screenshot, the focused control). */
  action?: Locator;
};

export async function expectLaidOut(page: Page, { heading, action }: LayoutExpectations = {}) {
  // What a person sees once things settle: finite animations (a dialog's entrance) run out first;
  // endless ones (a pulsing placeholder) never do and are left alone.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  // The layout viewport's width (clientWidth), not innerWidth: a phone (isMobile) zooms out to fit
  // wide content, and its innerWidth then grows with the overflow, so comparing with it sees nothing.
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  const sticksOut = await outsideViewport(page);
  expect(scrollsSideways, `the page scrolls sideways: ${sticksOut.join("; ")}`).toBe(false);
  expect(sticksOut, "elements outside the viewport").toEqual([]);
  await expectUncovered(
    heading ?? page.getByRole("heading", { level: 1 }).filter({ visible: true }).first(),
    "the main heading",
  );
  if (action) await expectUncovered(action, "the primary action");
}
