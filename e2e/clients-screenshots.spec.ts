import type { Page } from "@playwright/test";
import { makePng } from "../bench/png";
import { AppPage } from "./pages/app-page";
import { createOwner, sql, type TestUser } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { BASE_URL, checkedScreenshot, expect, test, VIEWPORTS } from "./fixtures";

// The clients' screens to look at: the Carteira's list (phone) and board (desktop) and a client's page,
// at 390 px (touch) and 1280 px, in both themes, with a purple brand, a horizontal logo and a
// 100-character client name. Each screenshot first asserts what a person checks (no sideways scroll,
// nothing outside the window, heading and primary action visible and uncovered); the PNGs stay under
// e2e/screenshots/clients-*.png.

const PHONE = { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true };
const PURPLE = "#7c3aed";
const LOGO = makePng(400, 120, (x, y) => (x < 120 ? [124, 58, 237] : y % 40 < 20 ? [60, 30, 110] : [240, 236, 250]));
const CLIENT_100 = `Maria ${"Conceição Albuquerque ".repeat(5)}`.padEnd(100, "x").slice(0, 100);
const LONG_EMAIL = `${"cliente.muito.comprido".repeat(5)}@example.com`.slice(-120);

// One client per stage besides the generated one, so every board column has a card.
const OTHERS = [
  { name: "Bruno Teixeira", phone: "11987650001", status: "novo", lostReason: null },
  { name: "Carla Menezes", phone: "11987650002", status: "em_contato", lostReason: null },
  { name: "Diego Ramos", phone: "11987650003", status: "negociacao", lostReason: null },
  { name: "Elisa Prado", phone: "11987650004", status: "fechado", lostReason: null },
  { name: "Fábio Nunes", phone: "11987650005", status: "perdido", lostReason: "preco" },
] as const;

async function brandedOwnerWithClients(theme: "light" | "dark"): Promise<TestUser> {
  const owner = await createOwner({ label: `clients-shots-${theme}`, theme });
  await sql(`update "Settings" set "colorSlider" = $1, "avatarWhite" = $2, "avatarBlack" = $2 where "accountId" = $3`, [
    PURPLE,
    `data:image/png;base64,${LOGO.toString("base64")}`,
    owner.accountId,
  ]);
  for (const [i, c] of OTHERS.entries()) {
    await sql(
      `insert into "Client" (id, "accountId", "sellerId", name, phone, status, "lostReason", "nextContactOn", "lastActivityAt", "updatedAt")
       values ($1, $2, $3, $4, $5, $6::"ClientStatus", $7::"LostReason", current_date + $8::int, now() - ($8::int * interval '1 hour'), now())`,
      [
        `shot-${theme}-${i}-${owner.accountId}`,
        owner.accountId,
        owner.userId,
        c.name,
        c.phone,
        c.status,
        c.lostReason,
        i - 2,
      ],
    );
  }
  return owner;
}

async function signedIn(page: Page, owner: TestUser, theme: string) {
  await page.context().addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
  await new LoginPage(page).login(owner.email, owner.password);
}

async function openCarteira(page: Page) {
  await page.goto("/propostas/clients");
  await new AppPage(page).ready();
  await expect(page.getByRole("heading", { level: 1, name: "Carteira" })).toBeVisible();
}

test.describe("Carteira and client page: screenshots at 390 and 1280 px, both themes", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`list, board and client page · ${theme}`, async ({ newPage }) => {
      const owner = await brandedOwnerWithClients(theme);

      // Desktop: a proposal for the long-named client (its timeline), then the board and the page.
      const desk = await newPage({ viewport: VIEWPORTS.desktop });
      await signedIn(desk, owner, theme);
      await desk.goto("/propostas/generate");
      await new AppPage(desk).ready();
      const proposals = new ProposalsPage(desk);
      await proposals.fillClient({ name: CLIENT_100, phone: "(21) 99876-5432", email: LONG_EMAIL });
      await proposals.save();
      await expect(proposals.savedPanel).toBeVisible();

      await openCarteira(desk);
      const cards = desk.getByTestId("board-card");
      await expect(cards).toHaveCount(OTHERS.length + 1);
      await expect(cards.filter({ hasText: CLIENT_100 })).toBeVisible();
      await expect(desk.getByTestId("client-row").first()).toBeHidden();
      await checkedScreenshot(desk, `clients-board-desktop-${theme}`, {
        action: desk.getByRole("button", { name: "Novo cliente" }),
      });

      await cards.filter({ hasText: CLIENT_100 }).getByRole("link", { name: CLIENT_100, exact: true }).click();
      await expect(desk.getByRole("heading", { level: 1, name: CLIENT_100 })).toBeVisible();
      await expect(desk.getByTestId("client-timeline")).toContainText("Proposta de imóvel criada");
      const clientUrl = desk.url();
      await checkedScreenshot(desk, `clients-page-desktop-${theme}`, {
        action: desk.getByRole("link", { name: "WhatsApp" }).first(),
      });

      // Phone: a list instead of the board, and the same client's page.
      const phone = await newPage(PHONE);
      await signedIn(phone, owner, theme);
      await openCarteira(phone);
      const rows = phone.getByTestId("client-row");
      await expect(rows).toHaveCount(OTHERS.length + 1);
      await expect(phone.getByTestId("board-card").first()).toBeHidden();
      await checkedScreenshot(phone, `clients-list-phone-${theme}`, {
        action: phone.getByRole("button", { name: "Novo cliente" }),
      });

      await phone.goto(clientUrl);
      await new AppPage(phone).ready();
      await expect(phone.getByRole("heading", { level: 1, name: CLIENT_100 })).toBeVisible();
      await checkedScreenshot(phone, `clients-page-phone-${theme}`, {
        action: phone.getByRole("link", { name: "WhatsApp" }).first(),
      });
    });
  }
});
