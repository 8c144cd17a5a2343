"use client";

import { useLayoutEffect } from "react";
import { applyTheme } from "./apply-theme";
import { documentPreference, THEME_SCRIPT } from "./theme";

/**
 * The head script that paints the theme before the first frame (THEME_SCRIPT), rendered on the server
 * only. The browser runs it from the HTML while parsing; React 19 leaves an extra node in <head>
 * alone when it hydrates. Rendered on the client too, any client render of the root (a not-found
 * page that Next renders in the browser, a hydration error's recovery) would create a <script>
 * element, which React reports ("Encountered a script tag while rendering React component") and the
 * browser never runs. Such a client render gets the same theme from the effect instead.
 */
export function ThemeScript() {
  useLayoutEffect(() => {
    applyTheme(documentPreference(document.cookie, window.location.pathname));
  }, []);
  if (typeof window !== "undefined") return null;
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
