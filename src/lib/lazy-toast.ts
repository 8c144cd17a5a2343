import type { ExternalToast } from "sonner";

/*
 * sonner's `toast`, loaded on first use. Every page imports toasts from here, never from "sonner"
 * (lint refuses it): a toast only ever follows something the user did, so sonner stays
 * out of every page's first load. The Toaster itself loads right after the page (LazyToaster).
 */
type Kind = "success" | "error";

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void import("sonner").then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};
