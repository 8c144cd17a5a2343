"use client";

import { useEffect } from "react";
import { reportViewWhenShown } from "./view-report";

/**
 * Reports the visit once the page has loaded in a browser (features/proposals/link/visits.ts decides
 * whether it counts). A page the browser prerenders is reported only when it is actually shown.
 */
export function ViewBeacon({ token }: { token: string }) {
  useEffect(() => reportViewWhenShown(token), [token]);
  return null;
}
