import type { Page } from "@playwright/test";

/** Each inline script of the page as the CSP hash source that allows it ('sha256-…'), computed in the browser. */
export function inlineScriptHashes(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const scripts = [...document.querySelectorAll("script:not([src])")].map((s) => s.textContent ?? "");
    return Promise.all(
      scripts.map(async (text) => {
        const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      }),
    );
  });
}

/** Collects the browser's CSP refusals (console messages) while the page lives. */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
