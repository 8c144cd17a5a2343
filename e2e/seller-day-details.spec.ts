import type { Page } from "@playwright/test";
import sharp from "sharp";
import { imovelDraft } from "~/test/proposal-fixtures";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { BASE_URL, expect, test, VIEWPORTS } from "./fixtures";

// The walkthrough's smaller fixes, each seen on screen once: the client's WhatsApp text in the first
// person, a unit kept with its number at 390 px, two sessions of one device told apart, a rate preset
// list that always has something to choose, /conta's next step after a payment, the upload toast
// below the header.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";

async function createProposal(page: Page, draft = imovelDraft()) {
  const res = await page.request.post(`${BASE_URL}/api/trpc/proposals.create`, {
    headers: { origin: BASE_URL, "content-type": "application/json" },
    data: { json: draft },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: { json: { publicToken: string } } } }).result.data.json;
}

test.use({ viewport: VIEWPORTS.phone });

test("the client's WhatsApp message to the seller speaks in the first person", async ({ page, newPage }) => {
  const owner = await createOwner({ label: "wa-first-person" });
  await sql(`update "Settings" set whatsapp = '11912345678' where "accountId" = $1`, [owner.accountId]);
  const seller = await newPage();
  await new LoginPage(seller).login(owner.email, owner.password);
  const { publicToken } = await createProposal(
    seller,
    imovelDraft({ client: { name: "Maria Clara Andrade", phone: "(11) 98765-4321" } }),
  );
  await page.goto(`/public/propostas/${publicToken}`);
  const link = page.getByRole("banner").locator('a[href^="https://wa.me/"]');
  const text = new URL((await link.getAttribute("href"))!).searchParams.get("text");
  expect(text).toBe("Olá! Aqui é Maria Clara. Vi a proposta de consórcio que você preparou para mim.");
});

test("390 px: a default's unit stays with its number (no-break space)", async ({ page }) => {
  const owner = await createOwner({ label: "nbsp-unit" });
  await new LoginPage(page).login(owner.email, owner.password);
  const sim = new SimulatorPage(page, "imovel");
  await sim.goto();
  await new AppPage(page).ready();
  const notes = page.locator('[data-field] p[id$="-note"]').filter({ hasText: /^Padrão: .*%/ });
  expect(await notes.count()).toBeGreaterThan(3);
  for (const note of await notes.all()) {
    const text = (await note.textContent()) ?? "";
    expect(text, text).toMatch(/^Padrão: [\d.,]+\u00a0%/);
    // The number and its unit on one line, however narrow the column.
    const split = await note.evaluate((el) => {
      const node = el.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) return null;
      const value = node.textContent ?? "";
      const range = document.createRange();
      range.setStart(node, value.indexOf(": ") + 2);
      range.setEnd(node, value.indexOf("%") + 1);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(split, text).toBe(1);
  }
});

test('/sessoes at 390 px: two sessions of the same phone told apart, and "Ativa …" whole', async ({ newPage }) => {
  const owner = await createOwner({ label: "sessions-apart" });
  const other = await newPage({ userAgent: IPHONE });
  await new LoginPage(other).login(owner.email, owner.password);
  // The other session started three hours ago; both are the same iPhone's Safari.
  await sql(`update "Session" set "createdAt" = now() - interval '3 hours' where "userId" = $1`, [owner.userId]);
  const phone = await newPage({ userAgent: IPHONE, viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  await new LoginPage(phone).login(owner.email, owner.password);
  await phone.goto("/sessoes");
  await new AppPage(phone).ready();
  const rows = phone.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  const details = rows.getByTestId("session-detail");
  const [first, second] = await details.allTextContents();
  expect(first).toMatch(/^Marina Souza · Ativa .+ · entrou em /);
  expect(first).not.toBe(second);
  for (const detail of await details.all()) {
    await expect(detail).toBeInViewport({ ratio: 1 });
    expect(await detail.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const time = detail.locator("time");
    await expect(time).toHaveText(/^Ativa /);
    expect(await time.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  }
});

test("the rate preset list always has something to choose: without a bank's rate, the Banco Central's average", async ({
  page,
}) => {
  const owner = await createOwner({ label: "preset-bcb" });
  await new LoginPage(page).login(owner.email, owner.password);
  const sim = new SimulatorPage(page, "veiculo");
  await sim.goto();
  await new AppPage(page).ready();
  const preset = page.getByTestId("rate-reference-price").getByLabel("Usar taxa de referência");
  const bcb = preset.locator("option", { hasText: "Taxa média do Banco Central" });
  await expect(bcb).toHaveCount(1);
  await expect(preset).toBeEnabled();
  // On a phone the financing's group starts folded: the seller opens it.
  const group = page.locator("details", { has: preset });
  if ((await group.getAttribute("open")) === null) await group.locator("summary").click();
  const monthly = /\(([\d,]+)\s%\sa\.m\.\)/.exec((await bcb.textContent()) ?? "")?.[1];
  expect(monthly).toBeTruthy();
  await preset.selectOption({ value: "bcb" });
  await expect(sim.input("priceJuros")).toHaveValue(monthly!);
});

test("/conta back from the checkout: an account that has proposals is sent to them", async ({ page }) => {
  const owner = await createOwner({ label: "next-step" });
  await new LoginPage(page).login(owner.email, owner.password);
  await createProposal(page);
  await page.goto("/conta?assinatura=retorno");
  await new AppPage(page).ready();
  const outcome = page.getByTestId("checkout-outcome");
  await expect(outcome.getByRole("link", { name: "Ver suas propostas" })).toHaveAttribute(
    "href",
    "/propostas/proposals",
  );
  await expect(outcome.getByRole("link", { name: "Fazer a primeira simulação" })).toHaveCount(0);
});

for (const [label, viewport] of [
  ["phone", VIEWPORTS.phone],
  ["desktop", VIEWPORTS.desktop],
] as const) {
  test(`${label}: the logo upload's toast stays below the header`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const owner = await createOwner({ label: `upload-toast-${label}` });
    await new LoginPage(page).login(owner.email, owner.password);
    await page.goto("/propostas/config");
    await new AppPage(page).ready();
    const buffer = await sharp({ create: { width: 120, height: 120, channels: 4, background: "#1e3a8a" } })
      .png()
      .toBuffer();
    await page
      .getByTestId("logo-avatar_white")
      .locator("input[type=file]")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer });
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Logotipo enviado." });
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = await page.getByRole("banner").boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.y, "toast top below the header's bottom").toBeGreaterThanOrEqual(header!.y + header!.height - 0.5);
  });
}
