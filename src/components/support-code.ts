"use client";

import { useSyncExternalStore } from "react";

// The code an error page asks the visitor to give support: the request id of the page load that
// failed, which every log line of that request carries (src/proxy.ts sends it as X-Request-Id and,
// for the page's own script to read, as Server-Timing `request;desc="<id>"`). Only the failed load's
// own id is shown: when the page loaded fine and a later navigation failed, Next's digest (logged
// with that navigation's request id by src/instrumentation.ts) is the code instead.

const noSubscription = () => () => {};

/** The request id of this document's load, when that load answered 5xx; null otherwise. */
function failedLoadRequestId(): string | null {
  const load = performance.getEntriesByType("navigation").find((entry) => entry instanceof PerformanceNavigationTiming);
  if (!load || !(load.responseStatus >= 500)) return null;
  return load.serverTiming.find((t) => t.name === "request")?.description || null;
}

/** The request id of a failed page load, else the error's digest (the server renders the digest). */
export function useSupportCode(digest: string | undefined): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => failedLoadRequestId() ?? digest,
    () => digest,
  );
}
