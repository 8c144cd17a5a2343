import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { expect, test, VIEWPORTS } from "./fixtures";

// What the speed work changed that a user can see: the static login page still routes a signed-in
// visitor, the lazily loaded charts and tables take their room without moving the page, and
// signed-in pages arrive with their first query answered instead of fetching it after hydration.

/** Sums the layout shifts the page records (the CLS metric's raw material), from the first paint. */
// Each shift with what moved (tag, test id or first classes, and the move), so a failure says where.
const RECORD_LAYOUT_SHIFTS = `
  window.__shifts = [];
  const describe = (node) => !node ? "?" : node.nodeType !== 1 ? "#text in " + describe(node.parentElement)
    : node.tagName.toLowerCase() + (node.dataset.testid ? "[" + node.dataset.testid + "]" : node.id ? "#" + node.id : "." + String(node.className).split(" ").slice(0, 3).join("."));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources || []).map((s) => describe(s.node) + " " + Math.round(s.previousRect.y) + "→" + Math.round(s.currentRect.y) + " h" + Math.round(s.previousRect.height) + "→" + Math.round(s.currentRect.height));
      window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;
type Shift = { value: number; at: number; moved: string[] };

test.describe("login page without a session lookup", () => {
  test("a visitor with a live session goes from / to the dashboard; a stale cookie gets the login page", async ({
    newContext,
  }) => {
    const owner = await createOwner({ label: "proxy" });
    const context = await newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await new LoginPage(page).loginWithForm(owner.email, owner.password);
    await new AppPage(page).ready();

    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);

    await context.clearCookies();
    await context.addCookies([{ name: "next-auth.session-token", value: "not-a-session", url: page.url() }]);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(new LoginPage(page).submit).toBeVisible();
  });

  test("next-auth's ?callbackUrl brings the user to that page after login", async ({ page }) => {
    const owner = await createOwner({ label: "callback" });
    const login = new LoginPage(page);
    await page.goto(`/?callbackUrl=${encodeURIComponent("http://localhost/sessoes")}`);
    await login.fill(owner.email, owner.password);
    await login.submit.click();
    await page.waitForURL("**/sessoes");
  });
});

test.describe("signed-in pages", () => {
  test("the simulator loads charts and month tables after the page without moving anything", async ({ newContext }) => {
    const owner = await createOwner({ label: "cls" });
    // Tall windows, so charts and tables are in view when they arrive: a shift counts only where seen
    // (charts and tables draw as they come near the viewport; the page is scrolled to its end).
    for (const viewport of [
      { width: VIEWPORTS.phone.width, height: 4_000 },
      { width: VIEWPORTS.desktop.width, height: 3_000 },
    ]) {
      const context = await newContext({ viewport });
      const page = await context.newPage();
      await new LoginPage(page).loginWithForm(owner.email, owner.password);
      await context.addInitScript(RECORD_LAYOUT_SHIFTS);
      const simulator = new SimulatorPage(page, "imovel");
      await simulator.goto();
      // Placeholders first or charts at once, depending on how fast the chunk arrives; then charts.
      // The charts sit below the detailed costs: bring the first into view (a scroll is no input, so
      // a shift it meets still counts).
      await page.getByTestId("chart-instalments").scrollIntoViewIfNeeded();
      // The chart's chunk and a 220-month draw: slow on a busy 2-core machine (no shift is timed here).
      await expect(
        page
          .getByTestId("chart-instalments")
          .getByRole("group", { name: /^Parcela mês a mês/ })
          .locator("svg"),
      ).toBeVisible({ timeout: 30_000 });
      // The month tables draw when they come near the viewport: bring the page's end into view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole("region", { name: "Consórcio mês a mês" })).toBeVisible();
      await expect(page.getByTestId("chart-placeholder")).toHaveCount(0);
      await expect(page.getByTestId("schedules-placeholder")).toHaveCount(0);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const moved = shifts.map((s) => `${s.value.toFixed(3)} at ${s.at} ms: ${s.moved.join("; ")}`).join("\n");
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        `${viewport.width} px:\n${moved}`,
      ).toBeLessThan(0.01);
    }
  });

  test("first queries come with the page, not from the browser after hydration", async ({ page }) => {
    const owner = await createOwner({ label: "prefetch" });
    await new LoginPage(page).loginWithForm(owner.email, owner.password);
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/trpc/")) calls.push(...url.pathname.slice("/api/trpc/".length).split(","));
    });
    for (const [path, procedure] of [
      ["/sessoes", "auth.sessions"],
      ["/consorcio-financiamento", "settings.simulatorDefaults"],
      ["/modalities", "settings.simulatorDefaults"],
      ["/conta", "users.list"],
    ] as const) {
      calls.length = 0;
      await page.goto(path);
      await new AppPage(page).ready();
      await page.waitForLoadState("networkidle");
      expect(calls, `${path} fetched ${procedure} after hydration`).not.toContain(procedure);
      expect(calls, `${path}: the shell's settings`).not.toContain("settings.get");
    }
  });

  test("a signed-in page warms the browser's pt-BR formats in an async script of its own in <head>; the public page does not", async ({
    page,
  }) => {
    const owner = await createOwner({ label: "intl-warmup" });
    await new LoginPage(page).loginWithForm(owner.email, owner.password);
    const ran: string[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/intl-pt-br.js") ran.push(String(response.status()));
    });
    await page.goto("/consorcio-financiamento");
    await new AppPage(page).ready();
    // React hoists it into <head>, async: it runs as soon as it arrives, in a task of its own.
    const warm = page.locator('head script[src="/intl-pt-br.js"]');
    await expect(warm).toHaveCount(1);
    expect(await warm.evaluate((s) => (s as HTMLScriptElement).async)).toBe(true);
    expect(ran.length, "the warm-up was fetched").toBeGreaterThan(0);
    expect([...new Set(ran)]).toEqual(["200"]);
    const cached = await page.request.get("/intl-pt-br.js");
    expect(cached.headers()["cache-control"], "kept by the browser for a week, not asked again per page").toBe(
      "public, max-age=604800",
    );
    // A client navigation keeps one copy, and the page still formats money in pt-BR.
    await page.getByRole("link", { name: "Painel", exact: true }).first().click();
    await page.waitForURL("**/dashboard");
    expect(await page.locator('script[src="/intl-pt-br.js"]').count()).toBe(1);
    const { body } = await page.request
      .get("/public/propostas/demoPropostaAnaBeatriz01")
      .then(async (r) => ({ body: await r.text() }));
    expect(body).not.toContain("intl-pt-br.js");
  });
});
