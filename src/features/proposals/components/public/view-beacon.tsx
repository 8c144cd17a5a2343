"use client";

import { useEffect } from "react";

// Tokens already reported by this page load (React's development double effect, a re-mount).
const reported = new Set<string>();

function report(token: string) {
  if (reported.has(token)) return;
  reported.add(token);
  const url = `/public/propostas/${encodeURIComponent(token)}/view`;
  if (!navigator.sendBeacon?.(url)) void fetch(url, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => {});
}

/**
 * Reports the visit once the page has loaded in a browser (features/proposals/link/visits.ts decides
 * whether it counts). A page the browser prerenders is reported only when it is actually shown.
 */
export function ViewBeacon({ token }: { token: string }) {
  useEffect(() => {
    if (!("prerendering" in document) || !document.prerendering) {
      report(token);
      return;
    }
    const shown = () => report(token);
    document.addEventListener("prerenderingchange", shown, { once: true });
    return () => document.removeEventListener("prerenderingchange", shown);
  }, [token]);
  return null;
}
