"use client";

/**
 * sonner's toast loaded on first use, for a screen that shows toasts only after a rare action and has
 * a tight first-load budget (the login page, /: 170 kB). Elsewhere import { toast } from "sonner".
 */
export function lazyToast(kind: "success" | "error", message: string): void {
  void import("sonner").then(({ toast }) => toast[kind](message));
}
