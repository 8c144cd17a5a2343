import type { Page } from "@playwright/test";
import { makePng } from "../bench/png";
import { imovelDraft } from "~/test/proposal-fixtures";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, expect, screenshot, test, VIEWPORTS } from "./fixtures";

// The seller's day to look at (docs/carteira.md, "Revisão visual"): the board, "Hoje", /conta, a
// client's page and the generator at 390 and 1280 px, a yellow brand in the light theme with a very
// wide logo (800×100) and a navy brand in the dark theme with a very tall one (120×480), both with a
// 110-character company name. Each page is first checked for sideways scroll; the PNGs stay under
// e2e/screenshots/day-*.png.

const COMPANY =
  "Vértice Administração de Consórcios, Seguros, Investimentos Imobiliários, Veículos e Serviços Financeiros"
    .padEnd(110, "!")
    .slice(0, 110);
const WIDE = makePng(800, 100, (x) => (x < 100 ? [250, 204, 21] : x % 200 < 100 ? [40, 40, 40] : [120, 120, 120]));
const TALL = makePng(120, 480, (_x, y) => (y < 120 ? [30, 58, 138] : y % 120 < 60 ? [200, 210, 240] : [90, 110, 170]));
const CASES = [
  { label: "yellow-light-wide", brand: "#facc15", theme: "light" as const, logo: WIDE },
  { label: "navy-dark-tall", brand: "#1e3a8a", theme: "dark" as const, logo: TALL },
];

async function noSidewaysScroll(page: Page, name: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect.soft(widths.scroll, `${name}: no sideways scroll`).toBeLessThanOrEqual(widths.window);
}

for (const c of CASES) {
  for (const [size, viewport] of [
    ["390", VIEWPORTS.phone],
    ["1280", VIEWPORTS.desktop],
  ] as const) {
    test(`${c.label} · ${size}: board, Hoje, /conta, a client's page, the generator`, async ({ newContext }) => {
      const owner = await createOwner({ label: `day-shots-${c.label}-${size}`, theme: c.theme });
      const logo = `data:image/png;base64,${c.logo.toString("base64")}`;
      await sql(
        `update "Settings" set "colorSlider" = $1, "avatarWhite" = $2, "avatarBlack" = $2, name = $3 where "accountId" = $4`,
        [c.brand, logo, COMPANY, owner.accountId],
      );
      await sql(`update "Account" set name = $1 where id = $2`, [COMPANY, owner.accountId]);
      const context = await newContext({ viewport, ...(size === "390" ? { hasTouch: true, isMobile: true } : {}) });
      await context.addCookies([{ name: "theme", value: c.theme, url: BASE_URL }]);
      const page = await context.newPage();
      const app = new AppPage(page);
      await new LoginPage(page).login(owner.email, owner.password);

      const res = await page.request.post(`${BASE_URL}/api/trpc/proposals.create`, {
        headers: { origin: BASE_URL, "content-type": "application/json" },
        data: { json: imovelDraft({ client: { name: "Maria Clara Andrade", phone: "(11) 98765-0001" } }) },
      });
      expect(res.status()).toBe(200);
      const { clientId } = ((await res.json()) as { result: { data: { json: { clientId: string } } } }).result.data
        .json;
      await sql(`update "Client" set "nextContactOn" = current_date where id = $1`, [clientId]);
      await sql(
        `insert into "Client" (id, "accountId", "sellerId", name, phone, status, "nextContactOn", "updatedAt") values ($1, $2, $3, 'Jo', '11987650002', 'em_contato', current_date - 2, now())`,
        [`jo-${owner.accountId}`, owner.accountId, owner.userId],
      );

      const pages = [
        ["board", "/propostas/clients"],
        ["hoje", "/dashboard"],
        ["conta", "/conta"],
        ["client", `/propostas/clients/${clientId}`],
        ["generator", "/propostas/generate"],
      ] as const;
      for (const [name, path] of pages) {
        await page.goto(path);
        await app.ready();
        if (name === "hoje") await expect(page.getByTestId("today-panel")).toBeVisible();
        // The board (or the phone's list) once its clients have loaded.
        if (name === "board")
          await expect(
            page.getByRole("link", { name: "Maria Clara Andrade", exact: true }).filter({ visible: true }),
          ).toBeVisible();
        // The whole company name, wrapped, never cut.
        if (name === "conta") await expect(page.getByRole("main").getByText(COMPANY, { exact: true })).toBeVisible();
        await noSidewaysScroll(page, name);
        await screenshot(page, `day-${name}-${c.label}-${size}`);
      }
    });
  }
}
