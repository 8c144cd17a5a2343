import type { Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_OWNER, DEMO_PROPOSAL } from "../prisma/demo";
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { appRoutes, fillRoute, type AppRoute } from "./support/app-routes";
import { rgb } from "./support/colors";
import { axeFindings, blocking, report, type AxeFinding } from "./support/axe";
import { BASE_URL, expect, test, VIEWPORTS } from "./fixtures";
const THEMES = ["dark", "light"] as const;
/** Every rule in the default (dark) theme; in light, which changes only colours, the colour rules. */
const scopeFor = (theme: (typeof THEMES)[number]) => (theme === "dark" ? "all" : "colours");

/** Values for dynamic segments; a new [segment] without one fails the sweep by name. */
const FIXTURES: Record<string, string> = { token: DEMO_PROPOSAL.token, id: DEMO_PROPOSAL.clientId };

const routes = appRoutes();

async function visit(page: Page, route: AppRoute, signedIn: boolean) {
  await page.goto(fillRoute(route.pattern, FIXTURES));
  if (signedIn && route.audience === "signed-in") await new AppPage(page).ready();
  await page.waitForLoadState("networkidle");
}

async function sweep(
  page: Page,
  list: AppRoute[],
  theme: (typeof THEMES)[number],
  signedIn: boolean,
  findings: AxeFinding[],
) {
  for (const route of list) {
    await visit(page, route, signedIn);
    findings.push(
      ...(await axeFindings(
        page,
        { page: `${route.pattern}${signedIn ? " (signed in)" : ""}`, theme },
        scopeFor(theme),
      )),
    );
  }
}

function conclude(findings: AxeFinding[]) {
  const moderate = findings.filter((f) => !blocking(f));
  if (moderate.length) console.log(`axe: ${moderate.length} moderate/minor violation(s):\n${report(moderate)}`);
  const serious = findings.filter(blocking);
  expect(serious, `axe: serious or critical violations:\n${report(serious)}`).toEqual([]);
}

test.describe("accessibility: axe-core on every page route of src/app, both themes", () => {
  // Independent tests (each signs in its own way): spread over the workers.
  test.describe.configure({ mode: "parallel" });

  test("derives the route list from src/app", () => {
    const patterns = routes.map((r) => r.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        "/",
        "/cadastro",
        "/termos",
        "/dashboard",
        "/consorcio-financiamento",
        "/propostas/config",
      ]),
    );
    expect(routes.find((r) => r.pattern === "/dashboard")?.audience).toBe("signed-in");
  });

  test("signed out: no serious or critical violation", async ({ newContext }) => {
    test.setTimeout(300_000);
    const findings: AxeFinding[] = [];
    for (const theme of THEMES) {
      const context = await newContext({ viewport: VIEWPORTS.desktop });
      await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
      await sweep(
        await context.newPage(),
        routes.filter((r) => r.audience === "public"),
        theme,
        false,
        findings,
      );
    }
    conclude(findings);
  });

  test("signed in as the demo owner: no serious or critical violation", async ({ newPage }) => {
    test.setTimeout(600_000);
    const findings: AxeFinding[] = [];
    const page = await newPage({ viewport: VIEWPORTS.desktop });
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
  });

  test("seller brand colours: the settings sample and the shell stay readable on awkward colours, both themes", async ({
    newPage,
  }) => {
    test.setTimeout(300_000);
    const findings: AxeFinding[] = [];
    for (const theme of THEMES) {
      const owner = await createOwner({ label: `a11y-brand-${theme}`, theme });
      const page = await newPage({ viewport: VIEWPORTS.desktop });
      const app = new AppPage(page);
      await new LoginPage(page).login(owner.email, owner.password);
      await page.goto("/propostas/config");
      await app.ready();
      expect(await app.htmlClass()).toContain(theme);
      // Yellow (white text fails on it), a mid grey (so does near-black) and the default green.
      for (const hex of ["#ffff00", "#777777", "#0f9d58"]) {
        for (const label of ["Cor principal", "Cor dos destaques", "Cor de ênfase", "Sombra da ênfase"]) {
          await page.getByLabel(label, { exact: true }).fill(hex);
        }
        // The sample (and the whole shell, previewing the colours) has repainted.
        await expect(page.getByTestId("brand-preview-dark").getByText("MAIS PROCURADO")).toHaveCSS(
          "background-color",
          rgb(hex),
        );
        // The same DOM as the sweep's /propostas/config, other colours: the colour rules.
        findings.push(...(await axeFindings(page, { page: `/propostas/config with ${hex}`, theme }, "colours")));
      }
    }
    conclude(findings);
  });

  test("signed in as the demo admin: the back office has no serious or critical violation", async ({ newPage }) => {
    test.setTimeout(300_000);
    const list = routes.filter((r) => r.audience === "admin");
    // Until /admin lands there is nothing to sweep (the route list above decides, not this test).
    expect(list.every((r) => r.pattern.startsWith("/admin"))).toBe(true);
    const findings: AxeFinding[] = [];
    if (!list.length) return;
    for (const theme of THEMES) {
      const page = await newPage({ viewport: VIEWPORTS.desktop });
      await page.context().addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
      const login = new LoginPage(page);
      await login.submitCredentials(DEMO_ADMIN.email, DEMO_ADMIN.password);
      await page.waitForURL((url) => url.pathname !== "/");
      await sweep(page, list, theme, false, findings);
    }
    conclude(findings);
  });
});
