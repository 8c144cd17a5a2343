// Tokens already reported by this page load (React's development double effect, a re-mount).
const reported = new Set<string>();

/**
 * Reports a visit of the public link once per page load, once the page is shown (a page the browser
 * prerenders only when it is actually shown); link/visits.ts decides whether it counts. Plain DOM
 * code: ViewBeacon calls it in a page Next hydrates, the island loader in a cached page.
 */
export function reportViewWhenShown(token: string): () => void {
  const report = () => {
    if (reported.has(token)) return;
    reported.add(token);
    const url = `/public/propostas/${encodeURIComponent(token)}/view`;
    if (!navigator.sendBeacon?.(url))
      void fetch(url, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => {});
  };
  if (!("prerendering" in document) || !document.prerendering) {
    report();
    return () => {};
  }
  document.addEventListener("prerenderingchange", report, { once: true });
  return () => document.removeEventListener("prerenderingchange", report);
}
