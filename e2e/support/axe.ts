// axe-core over a page: WCAG 2.x A/AA + best practices, plus label-content-name-mismatch (an
// "experimental" axe rule, off by default, that the accessibility target names).
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export type AxeFinding = { page: string; theme: string; id: string; impact: string; help: string; targets: string[] };

/**
 * The rules whose outcome depends on colours alone. A second theme changes only colours (the same
 * DOM, other CSS variables), so a page already checked in full in one theme needs only these in the other.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export async function axeFindings(
  page: Page,
  label: { page: string; theme: string },
  scope: "all" | "colours" = "all",
): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page });
  // Only violations are read: axe then gathers no node details for the passes and the rules that
  // do not apply (a large page's sweep takes a fraction of the time), and every violation is whole.
  // options() replaces the whole option object, so it goes before withRules()/withTags() add runOnly.
  const resultTypes = ["violations" as const];
  if (scope === "colours") builder.options({ resultTypes }).withRules(COLOUR_RULES);
  else {
    builder
      .options({ resultTypes, rules: { "label-content-name-mismatch": { enabled: true } } })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  }
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    ...label,
    id: v.id,
    impact: v.impact ?? "unknown",
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
}

export const blocking = (f: AxeFinding) => f.impact === "serious" || f.impact === "critical";

export function report(findings: AxeFinding[]): string {
  return findings
    .map((f) => `[${f.impact}] ${f.theme} ${f.page} ${f.id}: ${f.help}\n    ${f.targets.slice(0, 6).join("\n    ")}`)
    .join("\n");
}
