// The database goes away: a server whose PostgreSQL connection runs through a relay the
// spec cuts. Requests fail fast with 503, pages show the pt-BR 503 page, the browser's tRPC calls
// end in one toast, nothing is half-written, and the same server serves again once the database
// is back — no restart.
import { createOwner, sql } from "./pages/db";
import { AppPage } from "./pages/app-page";
import { LoginPage } from "./pages/login-page";
import { startAppServer, startDatabaseRelay, type AppServer, type Relay } from "./support/app-server";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

let relay: Relay;
let server: AppServer;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error("E2E_DATABASE_URL is not set: run the specs with `npm run test:e2e`.");
  relay = await startDatabaseRelay(databaseUrl);
  server = await startAppServer({ databaseUrl: relay.url });
});

test.afterAll(async () => {
  await server?.stop();
  await relay?.close();
});

test("503 while the database is away (page and toast in pt-BR), back by itself when it returns", async ({
  newPage,
}) => {
  const owner = await createOwner({ label: "db-loss", theme: "dark" });
  const page = await newPage({ baseURL: server.url, viewport: VIEWPORTS.desktop, colorScheme: "dark" });
  const app = new AppPage(page);
  await new LoginPage(page).loginWithForm(owner.email, owner.password);
  await app.ready();

  await relay.cut();

  // The API: 503 at once (the pool cannot connect; no hanging request).
  const started = Date.now();
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(503);
  console.log(`[db-loss] /api/health answered ${health.status} in ${Date.now() - started} ms with the database away`);

  // A tRPC call from the page: one pt-BR toast, and nothing written.
  await app.chooseTheme("claro");
  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Serviço temporariamente indisponível. Tente novamente em instantes." });
  await toast.first().waitFor();
  await screenshot(page, "db-loss-toast-1280-dark");
  const [row] = await sql<{ theme: string }>(`select theme from "User" where id = $1`, [owner.userId]);
  expect(row?.theme).toBe("dark");

  // A page: the 503 page in pt-BR.
  const response = await page.goto("/dashboard");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Serviço temporariamente indisponível");
  await expect(page.getByText("Nada do que você já salvou foi perdido.")).toBeVisible();
  await screenshot(page, "db-loss-page-1280-dark");
  const phone = await newPage({ baseURL: server.url, viewport: VIEWPORTS.phone, colorScheme: "light" });
  expect((await phone.goto("/dashboard"))?.status()).toBe(503);
  await screenshot(phone, "db-loss-page-390-light");

  await relay.restore();

  // Same server process, no restart: the next tries get the app again.
  await expect.poll(async () => (await page.goto("/dashboard"))?.status(), { timeout: 30_000 }).toBe(200);
  await app.ready();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  await app.chooseTheme("claro");
  await expect
    .poll(
      async () => (await sql<{ theme: string }>(`select theme from "User" where id = $1`, [owner.userId]))[0]?.theme,
    )
    .toBe("light");
});

test("the toast on a phone in the light theme", async ({ newPage }) => {
  const owner = await createOwner({ label: "db-loss-phone", theme: "light" });
  const page = await newPage({ baseURL: server.url, viewport: VIEWPORTS.phone, colorScheme: "light" });
  const app = new AppPage(page);
  await new LoginPage(page).loginWithForm(owner.email, owner.password);
  await app.ready();
  await relay.cut();
  try {
    await app.chooseTheme("escuro");
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Serviço temporariamente indisponível" })
      .first()
      .waitFor();
    await screenshot(page, "db-loss-toast-390-light");
  } finally {
    await relay.restore();
  }
});
