import type { Locator, Page } from "@playwright/test";

// No fixed or sticky bar (the header, a save bar, the help dock, a bottom nav) covers a field, a
// warning or a button once a person brings it into view. Each such element is scrolled into view
// as the browser does it (scrollIntoView at the top and at the bottom of the window, which honours
// the page's scroll-padding, as the browser's own scroll to a focused field does), and its box is
// compared with every fixed/sticky element that does not contain it: an overlap counts when the
// bar is what is drawn on top there (a hit test at the overlap's centre). Toasts are transient and
// left out.

/** What a person must reach: fields, buttons, links styled as buttons, warnings and alerts. */
const TARGETS = [
  "input:not([type=hidden])",
  "select",
  "textarea",
  "button",
  "[role=button]",
  "[role=alert]",
  "[role=status]",
  "[data-testid$=warnings]",
  "[data-testid$=-message]",
].join(",");

export type Covered = { target: string; bar: string; at: "top" | "bottom" | "focus" };

/**
 * Runs the check in the page over the targets inside `scope` (default: the document) and answers
 * what was covered. With `focus`, each text field is focused instead (the on-screen keyboard case:
 * the page's own focus handling scrolls it), after `settle` frames.
 */
export async function coveredByBars(
  page: Page,
  { scope, focus = false }: { scope?: Locator; focus?: boolean } = {},
): Promise<Covered[]> {
  const root = scope ? await scope.elementHandle() : null;
  return page.evaluate(
    async ({ root, selector, focus }) => {
      const named = (el: Element) => {
        const label =
          el.getAttribute("aria-label") ??
          el.getAttribute("name") ??
          el.getAttribute("data-testid") ??
          (el.textContent ?? "").trim().slice(0, 40);
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${label}"`;
      };
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const pinned = (el: Element) => {
        const { position } = getComputedStyle(el);
        return position === "fixed" || position === "sticky";
      };
      const transient = (el: Element) => el.closest("[data-sonner-toaster], [data-sonner-toast]") !== null;
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) return false;
        const style = getComputedStyle(el);
        return (
          style.visibility !== "hidden" &&
          style.opacity !== "0" &&
          el.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !== false
        );
      };
      // Inside a fixed/sticky element itself (a header's button, the save bar's button): it moves with
      // its bar, so it is not checked against that bar (but still against the others).
      const insidePinned = (el: Element) => {
        for (let up: Element | null = el; up; up = up.parentElement) if (pinned(up)) return up;
        return null;
      };
      const scopeEl: Element = root ?? document.body;
      const targets = [...scopeEl.querySelectorAll(selector)].filter(
        (el) =>
          visible(el) &&
          !transient(el) &&
          // A file input is visually hidden; its button is the target.
          !(el instanceof HTMLInputElement && ["file"].includes(el.type)),
      );
      const covered: Array<{ target: string; bar: string; at: "top" | "bottom" | "focus" }> = [];
      // The page's fixed and sticky elements, found once (styles read once per element); their boxes
      // are read at each check, as sticky ones move with the scroll.
      let pinnedOnPage = [...document.querySelectorAll("body *")].filter((b) => pinned(b) && !transient(b));
      const check = (el: Element, at: "top" | "bottom" | "focus") => {
        const box = el.getBoundingClientRect();
        const own = insidePinned(el);
        const bars = pinnedOnPage.filter(
          (b) =>
            b.isConnected && visible(b) && !b.contains(el) && !el.contains(b) && b !== own && !(own && own.contains(b)),
        );
        for (const bar of bars) {
          const b = bar.getBoundingClientRect();
          const left = Math.max(box.left, b.left),
            right = Math.min(box.right, b.right);
          const top = Math.max(box.top, b.top, 0),
            bottom = Math.min(box.bottom, b.bottom, window.innerHeight);
          if (right - left < 1 || bottom - top < 1) continue;
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (hit && bar.contains(hit) && !el.contains(hit)) {
            covered.push({
              target: named(el),
              bar: `${bar.tagName.toLowerCase()}.${String(bar.className).slice(0, 50)}`,
              at,
            });
            return;
          }
        }
      };
      let keyboardOpen = document.documentElement.hasAttribute("data-keyboard-open");
      const fits = (el: Element) => el.getBoundingClientRect().height < window.innerHeight / 2;
      for (const el of targets) {
        if (!el.isConnected || !visible(el) || !fits(el)) continue;
        if (focus) {
          if (
            !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) ||
            ["checkbox", "radio", "range", "color", "file", "submit", "button"].includes((el as HTMLInputElement).type)
          )
            continue;
          if (el.disabled || el.readOnly) continue;
          (el as HTMLElement).focus();
          await frame();
          // The keyboard-open state unpins the header and the save bar: read the pinned elements again when it changes.
          const open = document.documentElement.hasAttribute("data-keyboard-open");
          if (open !== keyboardOpen) {
            keyboardOpen = open;
            pinnedOnPage = [...document.querySelectorAll("body *")].filter((b) => pinned(b) && !transient(b));
          }
          check(el, "focus");
          continue;
        }
        el.scrollIntoView({ block: "start", behavior: "instant" });
        check(el, "top");
        el.scrollIntoView({ block: "end", behavior: "instant" });
        check(el, "bottom");
      }
      return covered;
    },
    { root, selector: TARGETS, focus },
  );
}
