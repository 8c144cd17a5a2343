"use client";

import { useEffect, useState } from "react";
import { Toaster } from "sonner";

/** A toast is dismissed by dragging it sideways at least this share of its width (spec: draggable 80 %). */
export const TOAST_DRAG_DISMISS_SHARE = 0.8;

/**
 * sonner dismisses a toast dragged 45 px or flicked; the spec asks for 80 % of its width. sonner
 * reads the drag distance from the toast's --swipe-amount-x on pointerup, so a window capture
 * listener (it runs before React's) zeroes a shorter drag: sonner then springs the toast back.
 */
function holdShortDrags(event: PointerEvent) {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-sonner-toast]") : null;
  if (!target) return;
  const dragged = Math.abs(Number.parseFloat(target.style.getPropertyValue("--swipe-amount-x")) || 0);
  if (dragged < target.offsetWidth * TOAST_DRAG_DISMISS_SHARE) {
    target.style.setProperty("--swipe-amount-x", "0px");
    target.style.setProperty("--swipe-amount-y", "0px");
  }
}

/** sonner's toasts, top-right for 5 s (spec), following the page's theme class rather than the OS. */
export function AppToaster() {
  const [theme, setTheme] = useState<"dark" | "light">("dark");
  useEffect(() => {
    const html = document.documentElement;
    const read = () => setTheme(html.classList.contains("dark") ? "dark" : "light");
    read();
    const observer = new MutationObserver(read);
    observer.observe(html, { attributes: true, attributeFilter: ["class"] });
    window.addEventListener("pointerup", holdShortDrags, { capture: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("pointerup", holdShortDrags, { capture: true });
    };
  }, []);
  // Below the app's sticky header (h-14), never over it: the logo, the menu and the account stay reachable.
  return (
    <Toaster
      position="top-right"
      duration={5000}
      richColors
      closeButton
      theme={theme}
      swipeDirections={["right"]}
      offset={{ top: "4.5rem", right: "1rem" }}
      mobileOffset={{ top: "4.25rem" }}
    />
  );
}
