import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { expect, test, VIEWPORTS } from "./fixtures";

// Clients on a phone: a client opens the link on their phone and answers; the seller, on a
// phone too (390×844, touch), gets the first-open toast and badge, finds the client in the Carteira,
// on the dashboard's "Hoje" and on the client's page (timeline), and reaches every action there.
// On a desktop: import a spreadsheet (preview, pt-BR errors, confirm), export the list, erase a client.

const PHONE = { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** On screen, and the element at its centre is itself (no fixed bar covers it). */
async function reachable(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (at === el || el.contains(at));
  });
  expect(hit, `nothing covers ${await target.textContent()}`).toBe(true);
}

async function noSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${label}: scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(
    widths.client,
  );
}

test("phone: the client opens and answers; the seller gets the first-open alert, Hoje, the Carteira and the client's page", async ({
  newPage,
}) => {
  const owner = await createOwner({ label: "clients-phone" });
  const page = await newPage(PHONE);
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  const proposals = new ProposalsPage(page);
  await proposals.fillClient({ name: "Rita Moura", phone: "(31) 98765-1234", email: "rita@example.com" });
  await proposals.save();
  await expect(proposals.savedPanel).toBeVisible();
  const link = await proposals.savedLink();
  // The share button fills the account's first WhatsApp template.
  const whatsapp = decodeURIComponent(
    (await proposals.savedPanel.getByRole("link", { name: "WhatsApp" }).getAttribute("href")) ?? "",
  );
  expect(whatsapp).toMatch(
    /^https:\/\/wa\.me\/5531987651234\?text=Olá, Rita! .*crédito de R\$\s?[\d.]+,\d{2}, com parcelas a partir de R\$\s?[\d.]+,\d{2}\. .*\/public\/propostas\//s,
  );

  // The client, on their own phone: the page counts a view, then "Tenho interesse".
  const clientPage = await newPage({ ...PHONE, userAgent: IPHONE });
  const beacon = clientPage.waitForResponse((r) => r.url().endsWith("/view") && r.request().method() === "POST");
  await clientPage.goto(link);
  await expect(clientPage.getByRole("heading", { name: "Olá, Rita!" })).toBeVisible();
  expect((await beacon).status()).toBe(204);
  const form = clientPage.getByRole("form", { name: "Tenho interesse" });
  await form.getByLabel("Seu nome").fill("Rita Moura");
  await form.getByLabel("Telefone (WhatsApp)").fill("(31) 98765-1234");
  await form.getByRole("button", { name: "Tenho interesse" }).tap();
  await expect(clientPage.getByText(/recebid|enviad|obrigad/i).first()).toBeVisible();

  // The seller's next page: the toast, then Hoje on the dashboard.
  await page.goto("/dashboard");
  await new AppPage(page).ready();
  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Rita Moura abriu a proposta pela primeira vez." });
  await expect(toast).toBeVisible();
  // "Hoje" is rendered by the server when the page loads: the open recorded while this page was on
  // its way shows on the next load (the toast above is the live signal).
  await page.reload();
  await new AppPage(page).ready();
  const today = page.getByTestId("today-panel");
  await expect(today.getByRole("link", { name: "Rita Moura" })).toBeVisible();

  // The Carteira on a phone: a list; the menu's badge is the header's (one query), the unseen first
  // open among what it counts.
  await page.goto("/propostas/clients");
  await new AppPage(page).ready();
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  const menuBadge = page
    .getByRole("navigation", { name: "Propostas" })
    .filter({ visible: true })
    .getByTestId("carteira-badge");
  await expect(menuBadge).toContainText("1 primeira abertura");
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  const row = page.getByTestId("client-row").filter({ hasText: "Rita Moura" });
  await expect(row).toBeVisible();
  await noSidewaysScroll(page, "Carteira");
  await reachable(page.getByRole("button", { name: "Importar planilha" }));
  await reachable(page.getByRole("button", { name: "Exportar CSV" }));
  await row.getByRole("link", { name: "Rita Moura", exact: true }).tap();

  // The client's page: the timeline and every action, reachable at 390 px.
  await expect(page.getByRole("heading", { name: "Rita Moura" })).toBeVisible();
  const timeline = page.getByTestId("client-timeline");
  await expect(timeline).toContainText("Proposta aberta no celular");
  await expect(timeline).toContainText('"Tenho interesse"');
  await expect(timeline).toContainText("Proposta de imóvel criada");
  for (const action of [
    page.getByRole("link", { name: "WhatsApp" }),
    page.getByRole("link", { name: "Ligar" }),
    page.getByRole("link", { name: "E-mail" }),
    page.getByRole("link", { name: "Nova proposta para este cliente" }),
    page.getByRole("button", { name: "Exportar dados (LGPD)" }),
    page.getByRole("button", { name: "Excluir dados pessoais" }),
    page.getByLabel("Próximo contato"),
    page.getByRole("button", { name: "Salvar anotação" }),
  ]) {
    await reachable(action);
  }
  await noSidewaysScroll(page, "client page");
  expect(await page.getByRole("link", { name: "Ligar" }).getAttribute("href")).toBe("tel:+5531987651234");

  // The other templates sit in the menu beside the WhatsApp button.
  await page.getByLabel("Outros modelos de mensagem").tap();
  const followUp = page.getByRole("link", { name: "Retomar contato" });
  await reachable(followUp);
  expect(decodeURIComponent((await followUp.getAttribute("href")) ?? "")).toContain(
    "Oi, Rita! Conseguiu olhar a proposta",
  );

  // Opening the client's page took the first open off the badge.
  await page.goto("/propostas/clients");
  await new AppPage(page).ready();
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  await expect(
    page
      .getByRole("navigation", { name: "Propostas" })
      .filter({ visible: true })
      .getByRole("link", { name: "Carteira" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Propostas" })
      .filter({ visible: true })
      .getByRole("link", { name: "Carteira" }),
  ).not.toContainText("primeira abertura");
});

test("desktop: import a spreadsheet with a preview, export the list, erase a client's data", async ({
  newPage,
}, testInfo) => {
  const owner = await createOwner({ label: "clients-import" });
  const page = await newPage({ viewport: VIEWPORTS.desktop });
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/clients");
  await new AppPage(page).ready();

  // Excel's "CSV (separado por vírgulas)" in Brazil: semicolons, Windows-1252, pt-BR headers.
  const csv =
    "Nome;Telefone;E-mail;Cidade\r\nJosé Conceição;(11) 98888-7777;jose@example.com;São Paulo\r\nSem Contato;;;Recife\r\nJosé C.;11988887777;;\r\n";
  const file = testInfo.outputPath("clientes.csv");
  fs.writeFileSync(file, Buffer.from(csv, "latin1"));
  await page.getByRole("button", { name: "Importar planilha" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar clientes" });
  await dialog.getByLabel("Planilha (.csv)").setInputFiles(file);
  await expect(dialog.getByTestId("import-summary")).toHaveText(
    "1 cliente novo, 1 junção com clientes existentes, 1 linha com erro (ignorada).",
  );
  await expect(dialog.getByText("Informe o telefone ou o e-mail.")).toBeVisible();
  await expect(dialog.getByRole("cell", { name: "José Conceição" })).toBeVisible();
  // Nothing is written before the confirmation.
  expect(await sql(`select id from "Client" where "accountId" = $1`, [owner.accountId])).toHaveLength(0);
  await dialog.getByRole("button", { name: "Importar 2 clientes" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Importação concluída: 1 cliente novo, 1 junção." }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "José Conceição" }).first()).toBeVisible();

  // Export: the same columns, with the accents (BOM) and the semicolons.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const saved = await (await download).path();
  const exported = fs.readFileSync(saved, "utf8");
  expect(exported.startsWith("\uFEFFNome;Telefone;E-mail;CPF;Cidade")).toBe(true);
  expect(exported).toContain("José Conceição;11988887777;jose@example.com;;São Paulo");

  // Erase (owner): typed confirmation, then the name and contacts are gone everywhere.
  await page.getByRole("link", { name: "José Conceição" }).first().click();
  await expect(page.getByRole("heading", { name: "José Conceição" })).toBeVisible();
  await page.getByRole("button", { name: "Excluir dados pessoais" }).click();
  const confirm = page.getByRole("dialog", { name: "Excluir os dados de José Conceição?" });
  const eraseButton = confirm.getByRole("button", { name: "Excluir dados" });
  await expect(eraseButton).toBeDisabled();
  await confirm.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
  await eraseButton.click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Dados pessoais do cliente excluídos." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cliente removido" })).toBeVisible();
  const [row] = await sql<{ phone: string | null; email: string | null }>(
    `select phone, email from "Client" where "accountId" = $1 and name = 'Cliente removido'`,
    [owner.accountId],
  );
  expect(row).toEqual({ phone: null, email: null });
});

test("desktop: a new client from the Carteira, then their own fields edited on their page", async ({ newPage }) => {
  const owner = await createOwner({ label: "clients-edit" });
  const page = await newPage({ viewport: VIEWPORTS.desktop });
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/clients");
  await new AppPage(page).ready();

  // "Novo cliente": a bad phone is refused beside its field and nothing typed is lost.
  await page.getByRole("button", { name: "Novo cliente" }).click();
  const create = page.getByRole("form", { name: "Criar cliente" });
  await create.getByLabel("Nome").fill("Helena Prado");
  await create.getByLabel("Telefone (WhatsApp)").fill("1234");
  await create.getByLabel("Cidade").fill("Campinas");
  await create.getByLabel("Origem").selectOption({ label: "Indicação" });
  await create.getByRole("button", { name: "Criar cliente" }).click();
  await expect(create.getByText("Informe o telefone com DDD, por exemplo (11) 98765-4321.")).toBeVisible();
  await expect(create.getByLabel("Nome")).toHaveValue("Helena Prado");
  await expect(create.getByLabel("Cidade")).toHaveValue("Campinas");
  expect(await sql(`select id from "Client" where "accountId" = $1`, [owner.accountId])).toHaveLength(0);
  await create.getByLabel("Telefone (WhatsApp)").fill("(19) 98888-1234");
  await create.getByRole("button", { name: "Criar cliente" }).click();
  await expect(page.getByRole("heading", { name: "Helena Prado" })).toBeVisible();
  const [made] = await sql<{ phone: string; city: string; source: string }>(
    `select phone, city, source from "Client" where "accountId" = $1`,
    [owner.accountId],
  );
  expect(made).toEqual({ phone: "19988881234", city: "Campinas", source: "indicacao" });

  // "Editar dados": the CPF's check digits are checked; the other edits stay in the form meanwhile.
  await page.getByRole("button", { name: "Editar dados" }).click();
  const edit = page.getByRole("form", { name: "Salvar dados" });
  await expect(edit.getByLabel("Nome")).toHaveValue("Helena Prado");
  const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());
  await expect(edit.getByText(`desde ${today}`)).toBeVisible();
  await edit.getByLabel("E-mail").fill("helena@example.com");
  await edit.getByLabel("CPF").fill("529.982.247-26");
  await edit.getByLabel("Observações").fill("Prefere contato à tarde");
  await edit.getByLabel("Base legal (LGPD)").selectOption("consentimento");
  await edit.getByRole("button", { name: "Salvar dados" }).click();
  await expect(edit.getByText("CPF inválido. Confira os 11 dígitos.")).toBeVisible();
  await expect(edit.getByLabel("E-mail")).toHaveValue("helena@example.com");
  await expect(edit.getByLabel("Observações")).toHaveValue("Prefere contato à tarde");
  await edit.getByLabel("CPF").fill("529.982.247-25");
  await edit.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Dados do cliente salvos." })).toBeVisible();
  await expect(page.getByText("helena@example.com")).toBeVisible();
  const [saved] = await sql<{ email: string; document: string; notes: string; lgpdBasis: string }>(
    `select email, document, notes, "lgpdBasis" from "Client" where "accountId" = $1`,
    [owner.accountId],
  );
  expect(saved).toEqual({
    email: "helena@example.com",
    document: "52998224725",
    notes: "Prefere contato à tarde",
    lgpdBasis: "consentimento",
  });
});
