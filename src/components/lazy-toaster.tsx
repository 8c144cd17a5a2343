"use client";

import dynamic from "next/dynamic";

/**
 * sonner's Toaster loads right after the page instead of with it: no page shows a toast
 * before the user does something, and / has a 170 kB first-load budget. `toast` comes from
 * ~/lib/lazy-toast, which loads sonner on first use.
 */
export const LazyToaster = dynamic(() => import("./toaster").then((m) => m.AppToaster), { ssr: false });
