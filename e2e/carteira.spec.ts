import type { Locator, Page } from "@playwright/test";
import { AppPage } from "./pages/app-page";
import { createOwner, sql, type TestUser } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

// The Carteira as the seller's home base, at 390 and 1280 px, with a light (#facc15) and a dark
// (navy) brand: the navigation's badge, each card's last signal, hot marker, next contact (overdue
// in red), one-tap WhatsApp and call, "Mover para…" from the keyboard (and a drag on a desktop), and
// the WhatsApp templates for a client without a proposal (the editor's preview with a real client).

const CASES = [
  { label: "phone-navy-dark", viewport: VIEWPORTS.phone, brand: "#1e3a8a", theme: "dark" as const, phone: true },
  {
    label: "desktop-yellow-light",
    viewport: VIEWPORTS.desktop,
    brand: "#facc15",
    theme: "light" as const,
    phone: false,
  },
];

const saoPauloDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const ptBr = (iso: string) => iso.split("-").reverse().join("/");

/** Maria: a proposal, opened, PDF downloaded, a question asked, next contact today. Jo: no proposal, contact overdue. */
async function seedCarteira(owner: TestUser, page: Page) {
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  const proposals = new ProposalsPage(page);
  await proposals.fillClient({ name: "Maria Clara Andrade", phone: "(11) 98765-0001" });
  await proposals.save();
  await expect(proposals.savedPanel).toBeVisible();
  const [maria] = await sql<{ clientId: string; proposalId: string }>(
    `select c.id as "clientId", p.id as "proposalId" from "Client" c join "Proposal" p on p."clientId" = c.id where c."accountId" = $1`,
    [owner.accountId],
  );
  const { clientId, proposalId } = maria!;
  const event = (kind: string, detail: string, minutesAgo: number) =>
    sql(
      `insert into "ClientEvent" (id, "accountId", "clientId", "proposalId", kind, detail, "createdAt") values ($1, $2, $3, $4, $5::"ClientEventKind", $6, now() - make_interval(mins => $7))`,
      [`ev-${kind}-${clientId}`, owner.accountId, clientId, proposalId, kind, detail, minutesAgo],
    );
  await event("view", "celular", 180);
  await event("pdf", "celular", 120);
  await sql(
    `insert into "ProposalResponse" (id, "accountId", "proposalId", name, phone, message, "clientId", "createdAt", "updatedAt") values ($1, $2, $3, 'Maria Clara Andrade', '11987650001', 'Posso dar um lance no 3º mês?', $4, now() - interval '10 minutes', now())`,
    [`resp-${clientId}`, owner.accountId, proposalId, clientId],
  );
  await sql(`update "Client" set "nextContactOn" = $1::date where id = $2`, [saoPauloDay(), clientId]);
  await sql(
    `insert into "Client" (id, "accountId", "sellerId", name, phone, status, "nextContactOn", "updatedAt") values ($1, $2, $3, 'Jo', '11987650002', 'novo', $4::date, now())`,
    [`jo-${owner.accountId}`, owner.accountId, owner.userId, saoPauloDay(-2)],
  );
  return { mariaId: clientId, joId: `jo-${owner.accountId}` };
}

/** The card (board, from md up) or the row (phone list) of a client. */
function card(page: Page, phone: boolean, name: string): Locator {
  return page
    .getByTestId(phone ? "client-row" : "board-card")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

const decodedHref = async (link: Locator) => decodeURIComponent((await link.getAttribute("href")) ?? "");

for (const c of CASES) {
  test(`${c.label}: the Carteira in the navigation with its badge; cards with signals and quick actions; a keyboard move`, async ({
    newPage,
  }) => {
    const owner = await createOwner({ label: `carteira-${c.label}`, theme: c.theme });
    await sql(`update "Settings" set "colorSlider" = $1 where "accountId" = $2`, [c.brand, owner.accountId]);
    const page = await newPage({ viewport: c.viewport, ...(c.phone ? { hasTouch: true, isMobile: true } : {}) });
    await new LoginPage(page).login(owner.email, owner.password);
    const { joId } = await seedCarteira(owner, page);

    // The navigation: "Carteira" with the badge (Jo overdue + Maria today + Maria's new answer).
    await page.goto("/dashboard");
    await new AppPage(page).ready();
    let nav: Locator;
    if (c.phone) {
      await page.getByRole("button", { name: "Abrir menu" }).tap();
      nav = page.getByRole("dialog").getByRole("navigation", { name: "Principal" });
    } else {
      nav = page.getByRole("banner").getByRole("navigation", { name: "Principal" });
    }
    const carteira = nav.getByRole("link", { name: /^Carteira/ });
    await expect(carteira.getByTestId("carteira-badge")).toContainText("3");
    await expect(carteira).toHaveAccessibleName(/2 contatos para hoje, 1 resposta nova/);

    // "Hoje": only the groups with something in them, and the client's question.
    if (c.phone) await page.keyboard.press("Escape");
    const today = page.getByTestId("today-panel");
    await expect(today.getByTestId("answer-question")).toHaveText("“Posso dar um lance no 3º mês?”");
    await expect(today.getByRole("heading", { name: "Clientes quentes" })).toHaveCount(1);
    await expect(today.getByText(`(atrasado: ${ptBr(saoPauloDay(-2))})`)).toBeVisible();

    await page.goto("/propostas/clients");
    await new AppPage(page).ready();
    if (!c.phone)
      await expect(page.getByRole("banner").getByRole("link", { name: /^Carteira/ })).toHaveAttribute(
        "aria-current",
        "page",
      );

    // Maria: the last signal and when, hot, next contact today, WhatsApp with her proposal, call.
    const maria = card(page, c.phone, "Maria Clara Andrade");
    await expect(maria.getByTestId("last-signal")).toHaveText(
      /^respondeu: “Posso dar um lance no 3º mês\?” há 1\d minutos$/,
    );
    await expect(maria.getByTestId("hot-marker")).toBeVisible();
    await expect(maria.getByTestId("next-contact")).toHaveText(`Hoje: ${ptBr(saoPauloDay())}`);
    const mariaWhatsapp = maria.getByRole("link", { name: "WhatsApp para Maria Clara Andrade" });
    expect(await decodedHref(mariaWhatsapp)).toMatch(
      /^https:\/\/wa\.me\/5511987650001\?text=Olá, Maria Clara! .*crédito de R\$\s?[\d.]+,\d{2}, com parcelas a partir de R\$\s?[\d.]+,\d{2}\. .*\/public\/propostas\//s,
    );
    await expect(maria.getByRole("link", { name: "Ligar para Maria Clara Andrade" })).toHaveAttribute(
      "href",
      "tel:+5511987650001",
    );
    // One seller in the account: their name is not on every card.
    await expect(maria).not.toContainText(owner.name);

    // Jo: no proposal, overdue in red, not hot; the WhatsApp text has no empty placeholder.
    const jo = card(page, c.phone, "Jo");
    await expect(jo.getByTestId("next-contact")).toHaveText(`Atrasado: ${ptBr(saoPauloDay(-2))}`);
    const overdueColour = await jo.getByTestId("next-contact").evaluate((el) => getComputedStyle(el).color);
    const dangerColour = await page.evaluate(() => {
      const probe = Object.assign(document.createElement("span"), { className: "text-danger" });
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(overdueColour).toBe(dangerColour);
    await expect(jo.getByTestId("hot-marker")).toHaveCount(0);
    const joText = await decodedHref(jo.getByRole("link", { name: "WhatsApp para Jo" }));
    expect(joText).toContain(
      "https://wa.me/5511987650002?text=Olá, Jo! Tudo bem? Posso preparar uma simulação de consórcio para você",
    );
    expect(joText).not.toMatch(/crédito de,|a partir de\.|\{|aqui:\s*$/);

    if (!c.phone) {
      // The six columns fit at 1280 px ("Perdido" whole, no sideways scroll needed).
      const board = page.getByTestId("clients-board");
      const widths = await board.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await expect(page.getByRole("heading", { name: /^Perdido/ })).toBeInViewport({ ratio: 1 });
    }
    await screenshot(page, `carteira-${c.label}`);

    // "Mover para…" with real key presses: Tab from Jo's call button to the list, three arrows down
    // (only shown: Jo stays "Novo" meanwhile), Enter moves him; the focus follows the card.
    const joStatus = async () =>
      (await sql<{ status: string }>(`select status from "Client" where id = $1`, [joId]))[0]?.status;
    await jo.getByRole("link", { name: "Ligar para Jo" }).focus();
    await page.keyboard.press("Tab");
    const move = jo.getByRole("combobox", { name: "Mover Jo para…" });
    await expect(move).toBeFocused();
    for (let k = 0; k < 3; k++) await page.keyboard.press("ArrowDown");
    await expect(move).toHaveValue("negociacao");
    expect(await joStatus()).toBe("novo");
    await page.keyboard.press("Enter");
    await expect.poll(joStatus).toBe("negociacao");
    if (!c.phone) {
      const column = page.getByRole("region", { name: /^Negociação/ });
      await expect(column.getByRole("link", { name: "Jo", exact: true })).toBeVisible();
      await expect(column.getByRole("combobox", { name: "Mover Jo para…" })).toBeFocused();
      // Escape takes back what the arrows showed: nothing moves.
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Escape");
      await expect(column.getByRole("combobox", { name: "Mover Jo para…" })).toHaveValue("negociacao");
      expect(await joStatus()).toBe("negociacao");
      // The drag: Maria onto "Fechado", announced to a screen reader.
      await maria.dragTo(page.locator("section", { has: page.getByRole("heading", { name: /^Fechado/ }) }));
      await expect
        .poll(
          async () =>
            (
              await sql<{ status: string }>(
                `select status from "Client" where name = 'Maria Clara Andrade' and "accountId" = $1`,
                [owner.accountId],
              )
            )[0]?.status,
        )
        .toBe("fechado");
      const announcement = page.getByTestId("board-announcement");
      await expect(announcement).toHaveText("Cartão de Maria Clara Andrade movido para Fechado.");
      await expect(announcement).toHaveAttribute("aria-live", "polite");
    } else {
      await expect(jo).toContainText("Negociação");
      await expect(move).toBeFocused();
    }

    // The templates editor previews each template with a real client: Jo, who has no proposal.
    await page.getByText("Modelos de mensagem do WhatsApp").click();
    await page.getByLabel("Pré-visualizar com").selectOption({ label: "Jo (sem proposta)" });
    const previews = page.getByTestId("template-preview");
    await expect(previews.nth(0)).toContainText("Não vai para Jo: precisa de");
    await expect(previews.nth(1)).toHaveText(
      "Olá, Jo! Tudo bem? Posso preparar uma simulação de consórcio para você, sem compromisso. Qual valor de crédito você tem em mente?",
    );
    await previews.nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, `carteira-templates-${c.label}`);
  });
}

test("Hoje: nothing pending says so; a group with nobody in it has no heading", async ({ newPage }) => {
  const owner = await createOwner({ label: "hoje-empty" });
  const page = await newPage({ viewport: VIEWPORTS.phone });
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/dashboard");
  await new AppPage(page).ready();
  const today = page.getByTestId("today-panel");
  await expect(today.getByText("Nada pendente por hoje.")).toBeVisible();
  await expect(today.getByRole("heading", { level: 3 })).toHaveCount(0);

  // Only an overdue contact: its group, and no heading for the hot clients or the new answers.
  await sql(
    `insert into "Client" (id, "accountId", "sellerId", name, phone, status, "nextContactOn", "updatedAt") values ($1, $2, $3, 'Jo', '11987650002', 'novo', $4::date, now())`,
    [`jo-${owner.accountId}`, owner.accountId, owner.userId, saoPauloDay(-2)],
  );
  await page.reload();
  await new AppPage(page).ready();
  await expect(today.getByRole("heading", { name: "Contatos do dia" })).toBeVisible();
  await expect(today.getByText(`(atrasado: ${ptBr(saoPauloDay(-2))})`)).toBeVisible();
  await expect(today.getByRole("heading", { name: "Clientes quentes" })).toHaveCount(0);
  await expect(today.getByRole("heading", { name: "Novas respostas" })).toHaveCount(0);
  await expect(today.getByText("Nada pendente por hoje.")).toHaveCount(0);
});

test("an account with two sellers: the owner's board names each card's seller", async ({ newPage }) => {
  const owner = await createOwner({ label: "two-sellers", plan: "ten_users" });
  const sellerId = `seller-${owner.accountId}`;
  await sql(
    `insert into "User" (id, "accountId", name, email, "passwordHash", role, "emailVerifiedAt", "updatedAt") values ($1, $2, 'Rafael Vendas', $3, 'x', 'SELLER', now(), now())`,
    [sellerId, owner.accountId, `rafael-${owner.accountId}@example.com`],
  );
  for (const [id, name, seller, phone] of [
    [`bia-${owner.accountId}`, "Bia Lopes", sellerId, "11987650003"],
    [`caio-${owner.accountId}`, "Caio Reis", owner.userId, "11987650004"],
  ]) {
    await sql(
      `insert into "Client" (id, "accountId", "sellerId", name, phone, status, "updatedAt") values ($1, $2, $3, $4, $5, 'novo', now())`,
      [id, owner.accountId, seller, name, phone],
    );
  }
  const page = await newPage({ viewport: VIEWPORTS.desktop });
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/clients");
  await new AppPage(page).ready();
  await expect(card(page, false, "Bia Lopes")).toContainText("Rafael Vendas");
  await expect(card(page, false, "Caio Reis")).toContainText(owner.name);
  await expect(card(page, false, "Caio Reis")).not.toContainText("Rafael Vendas");
});
