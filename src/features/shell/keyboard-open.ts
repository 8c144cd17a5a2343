"use client";

import { useEffect } from "react";

/** Below this visible height, a focused text field means the on-screen keyboard took the rest. */
const KEYBOARD_VIEWPORT_MAX_PX = 500;

function editable(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return (
    el instanceof HTMLInputElement &&
    !["button", "checkbox", "radio", "range", "submit", "reset", "file", "color"].includes(el.type)
  );
}

/**
 * A phone's keyboard leaves ~450 px of window: the sticky header, the save bar and the help bar then
 * covered about half of it and the focused field sat under them. While a text field has focus in so
 * short a window, <html data-keyboard-open> collapses them (globals.css) and the field is scrolled
 * into what remains.
 */
export function useKeyboardOpen() {
  useEffect(() => {
    const root = document.documentElement;
    const viewport = window.visualViewport;
    const update = () => {
      const height = viewport?.height ?? window.innerHeight;
      const open = editable(document.activeElement) && height <= KEYBOARD_VIEWPORT_MAX_PX;
      if (open === root.hasAttribute("data-keyboard-open")) return;
      root.toggleAttribute("data-keyboard-open", open);
      if (open) document.activeElement?.scrollIntoView({ block: "center" });
    };
    // focusout fires before the next field's focusin: wait a frame so a move between fields stays open.
    const later = () => requestAnimationFrame(update);
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", later);
    viewport?.addEventListener("resize", update);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", later);
      viewport?.removeEventListener("resize", update);
      root.removeAttribute("data-keyboard-open");
    };
  }, []);
}
