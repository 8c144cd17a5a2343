import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../prisma/demo";
import { AppPage } from "./pages/app-page";
import { LoginPage } from "./pages/login-page";
import { appRoutes, fillRoute, type AppRoute } from "./support/app-routes";
import { axeFindings, blocking, report, type AxeFinding } from "./support/axe";
import { useBrowser, VIEWPORTS } from "./support/browser";

const browser = useBrowser();
const THEMES = ["dark", "light"] as const;

/** Values for dynamic segments; a new [segment] without one fails the sweep by name. */
const FIXTURES: Record<string, string> = {};

const routes = appRoutes();

async function visit(page: Page, route: AppRoute, signedIn: boolean) {
  await page.goto(fillRoute(route.pattern, FIXTURES));
  if (signedIn && route.audience === "signed-in") await new AppPage(page).ready();
  await page.waitForLoadState("networkidle");
}

async function sweep(page: Page, list: AppRoute[], theme: string, signedIn: boolean, findings: AxeFinding[]) {
  for (const route of list) {
    await visit(page, route, signedIn);
    findings.push(...(await axeFindings(page, { page: `${route.pattern}${signedIn ? " (signed in)" : ""}`, theme })));
  }
}

function conclude(findings: AxeFinding[]) {
  const moderate = findings.filter((f) => !blocking(f));
  if (moderate.length) console.log(`axe: ${moderate.length} moderate/minor violation(s):\n${report(moderate)}`);
  const serious = findings.filter(blocking);
  expect(serious, `axe: serious or critical violations:\n${report(serious)}`).toEqual([]);
}

describe("accessibility: axe-core on every page route of src/app, both themes", () => {
  it("derives the route list from src/app", () => {
    const patterns = routes.map((r) => r.pattern);
    expect(patterns).toEqual(expect.arrayContaining(["/", "/cadastro", "/termos", "/dashboard", "/consorcio-financiamento", "/propostas/config"]));
    expect(routes.find((r) => r.pattern === "/dashboard")?.audience).toBe("signed-in");
  });

  it("signed out: no serious or critical violation", async () => {
    const findings: AxeFinding[] = [];
    for (const theme of THEMES) {
      const context: BrowserContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
      await context.addCookies([{ name: "theme", value: theme, url: process.env.E2E_BASE_URL ?? "http://localhost:3000" }]);
      const page = await context.newPage();
      await sweep(page, routes.filter((r) => r.audience === "public"), theme, false, findings);
      await context.close();
    }
    conclude(findings);
  }, 300_000);

  it("signed in as the demo owner: no serious or critical violation", async () => {
    const findings: AxeFinding[] = [];
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const app = new AppPage(page);
    await new LoginPage(page).login(DEMO_OWNER.email, DEMO_OWNER.password);
    await app.ready();
    for (const theme of THEMES) {
      // The theme switch lives in the app shell (not on the legal pages the sweep ends on).
      await page.goto("/dashboard");
      await app.ready();
      await app.chooseTheme(theme === "dark" ? "escuro" : "claro");
      expect(await app.htmlClass()).toContain(theme);
      const list = routes.filter((r) => r.audience === "signed-in" || r.folder.startsWith("(public)/(legal)"));
      await sweep(page, list, theme, true, findings);
    }
    conclude(findings);
    await page.goto("/dashboard");
    await app.signOut();
    await page.context().close();
  }, 600_000);
});
