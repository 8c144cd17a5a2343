import type { Locator, Page } from "@playwright/test";

/** Keyboard-only helpers: no click, no hover, only keys, so the specs prove a mouse is not needed. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails naming the target after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  if (!(await isFocused(target))) throw new Error(`Tab never reached ${target} in ${max} presses`);
}

/** Describes the focused element: role, accessible name hints, for assertions. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.getAttribute("role") ?? el.tagName.toLowerCase()}:${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim()}`
      : "";
  });
}

/**
 * Whether the focused element shows a focus indicator: an outline or ring (box-shadow) on it, or on
 * the field frame around it that draws the ring with :focus-within (up to three levels up).
 */
export function hasFocusIndicator(page: Page) {
  return page.evaluate(() => {
    let el: HTMLElement | null = document.activeElement as HTMLElement;
    for (let level = 0; el && level < 4; level++, el = el.parentElement) {
      const style = getComputedStyle(el);
      if ((style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none")
        return true;
    }
    return false;
  });
}
