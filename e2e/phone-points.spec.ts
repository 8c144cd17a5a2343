import type { Page } from "@playwright/test";
import { makePng } from "../bench/png";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

// The last points of use on a phone, each as the seller or the client meets it: the financing term and the
// group's, a refused "Gerar proposta", a cut paste, a revoked link in the seller's brand, and the
// public page's modalities, scenarios, rent coverage and interest draft.

const PHONE = { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true };
const PURPLE = "#7c3aed";
const LOGO = makePng(400, 120, (x) => (x < 120 ? [124, 58, 237] : [240, 236, 250]));

async function signedIn(page: Page, label: string) {
  const owner = await createOwner({ label });
  await new LoginPage(page).login(owner.email, owner.password);
  return owner;
}

async function saveProposal(page: Page, clientName: string): Promise<string> {
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  const proposals = new ProposalsPage(page);
  await proposals.fillClient({ name: clientName });
  await proposals.save();
  await expect(proposals.savedPanel).toBeVisible();
  return proposals.savedLink();
}

const field = (page: Page, name: string) =>
  page.locator(`form[aria-label='Parâmetros da simulação'] input[name='${name}']`);
const noteOf = (page: Page, name: string) => page.locator(`[data-field='${name}'] [data-testid='term-link']`);

test('the financing terms follow "Prazo do grupo" until the seller types another, and the form and the comparison say so', async ({
  page,
}) => {
  await signedIn(page, "term-link");
  await page.goto("/consorcio-financiamento");
  await new AppPage(page).ready();
  await expect(noteOf(page, "prazo")).toHaveText("O prazo do financiamento acompanha este.");
  await expect(noteOf(page, "pricePrazo")).toHaveText("Acompanha o prazo do grupo.");

  await field(page, "prazo").fill("180");
  await expect(field(page, "pricePrazo")).toHaveValue("180");
  await expect(field(page, "sacPrazo")).toHaveValue("180");
  await expect(page.getByTestId("different-ends")).toHaveCount(0);

  await field(page, "pricePrazo").fill("240");
  await expect(noteOf(page, "pricePrazo")).toHaveText(
    "Diferente do prazo do grupo (180 meses): os caminhos terminam em meses diferentes.",
  );
  await expect(noteOf(page, "prazo")).toHaveText(
    "O financiamento tem prazo próprio: os caminhos terminam em meses diferentes.",
  );
  await expect(page.getByTestId("different-ends")).toContainText(
    "Consórcio no mês 180, PRICE no mês 240 e SAC no mês 180",
  );
  await screenshot(page, "phone-points-terms");
  // A term of the seller's own stays when the group's changes again.
  await field(page, "prazo").fill("200");
  await expect(field(page, "pricePrazo")).toHaveValue("240");
  await expect(field(page, "sacPrazo")).toHaveValue("200");
});

test('"Gerar proposta" with an invalid field refuses, opens and focuses the field, and says why (390 px)', async ({
  newPage,
}) => {
  const page = await newPage(PHONE);
  await signedIn(page, "refuse-generate");
  await page.goto("/consorcio-financiamento");
  await new AppPage(page).ready();
  // PRICE's group is folded on a phone: open it, type a rate out of range, fold it again.
  const priceGroup = page.locator("details").filter({ has: page.locator("input[name='priceJuros']") });
  await priceGroup.locator("summary").tap();
  await field(page, "priceJuros").fill("200");
  await priceGroup.locator("summary").tap();
  await expect(priceGroup).not.toHaveAttribute("open", "");

  await page.getByRole("link", { name: "Gerar proposta" }).tap();
  await expect(page.getByRole("alert").filter({ hasText: "A proposta não foi gerada" })).toContainText(
    "Juros: A taxa de juros deve ser",
  );
  expect(new URL(page.url()).pathname).toBe("/consorcio-financiamento");
  await expect(priceGroup).toHaveAttribute("open", "");
  await expect(field(page, "priceJuros")).toBeFocused();

  // Fixed, it goes on to the generator with the value the seller sees.
  await field(page, "priceJuros").fill("1,5");
  await page.getByRole("link", { name: "Gerar proposta" }).tap();
  await page.waitForURL("**/propostas/generate**");
  await new AppPage(page).ready();
  await expect(field(page, "priceJuros")).toHaveValue("1,5");

  // "Salvar proposta" refuses the same way: nothing is saved with the last valid value.
  await page.getByLabel("Nome do cliente").fill("Rui Recusado");
  await field(page, "prazo").fill("");
  await page.getByRole("button", { name: "Salvar proposta" }).tap();
  await expect(page.getByRole("alert").filter({ hasText: "A proposta não foi salva" })).toContainText(
    "Prazo do grupo:",
  );
  await expect(field(page, "prazo")).toBeFocused();
  await expect(new ProposalsPage(page).savedPanel).toHaveCount(0);
});

test("a client name pasted past 120 characters is cut with a message; a counter shows near the limit", async ({
  page,
}) => {
  await signedIn(page, "name-cut");
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  const name = page.getByLabel("Nome do cliente");
  await name.fill("Ana ".repeat(26).trim());
  await expect(page.getByTestId("client-name-count")).toHaveText("103/120 caracteres");
  await name.fill(`Maria ${"da Silva ".repeat(20)}`.trim());
  await expect(name).toHaveValue(`Maria ${"da Silva ".repeat(20)}`.trim().slice(0, 120));
  await expect(page.getByTestId("client-name-cut")).toHaveText(
    "O nome colado tinha 185 caracteres: ficaram os primeiros 120. Confira o final do nome.",
  );
  await name.fill("Maria da Silva");
  await expect(page.getByTestId("client-name-cut")).toHaveCount(0);
});

test("a revoked link shows its seller's brand in the visitor's theme; an unknown one stays neutral", async ({
  page,
  newPage,
}) => {
  const owner = await signedIn(page, "revoked-brand");
  const brandName = "Vértice Consórcios e Investimentos";
  await sql(
    `update "Settings" set name = $1, "colorSlider" = $2, "avatarWhite" = $3, "avatarBlack" = $3 where "accountId" = $4`,
    [brandName, PURPLE, `data:image/png;base64,${LOGO.toString("base64")}`, owner.accountId],
  );
  const link = await saveProposal(page, "Rita Revogada");
  await sql(`update "Proposal" set "revokedAt" = now() where "publicToken" = $1`, [
    new URL(link).pathname.split("/").at(-1),
  ]);

  for (const scheme of ["light", "dark"] as const) {
    const client = await newPage({ ...PHONE, colorScheme: scheme });
    const response = await client.goto(link);
    expect(response?.status()).toBe(404);
    await expect(client.getByRole("heading", { name: "Proposta não encontrada" })).toBeVisible();
    await expect(client.getByTestId("link-revoked")).toContainText(`Este link foi desativado por ${brandName}.`);
    await expect(client.getByTestId("brand-name")).toHaveText(brandName);
    await expect(client.getByRole("img", { name: `Logo de ${brandName}` }).first()).toBeVisible();
    await expect(client.getByRole("img", { name: "Consórcio Pro" })).toHaveCount(0);
    await expect(client.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    // "Erro 404" in the seller's colour (a readable shade of the purple), not the default green.
    const revokedColour = await client.getByText("Erro 404").evaluate((el) => getComputedStyle(el).color);
    await screenshot(client, `phone-points-revoked-${scheme}`);

    const unknown = await client.goto(`${new URL(link).origin}/public/propostas/nao-existe-${scheme}-123456`);
    expect(unknown?.status()).toBe(404);
    await expect(client.getByTestId("link-unknown")).toBeVisible();
    await expect(client.getByText(brandName)).toHaveCount(0);
    const neutralColour = await client.getByText("Erro 404").evaluate((el) => getComputedStyle(el).color);
    expect(revokedColour, "the revoked link's 404 takes the brand colour").not.toBe(neutralColour);
    const [r, g, b] = revokedColour.match(/\d+/g)!.map(Number);
    expect(b!, `${revokedColour} is purple-ish (blue over green)`).toBeGreaterThan(g!);
    expect(r!).toBeGreaterThan(g!);
    await expect(client.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
  }
});

test("public page: fidelidade says it repeats the lance fixo, scenarios in the app's order, rent coverage in words", async ({
  page,
  newPage,
}) => {
  await signedIn(page, "public-wording");
  await page.goto("/consorcio-financiamento");
  await new AppPage(page).ready();
  const appOrder = await page
    .locator("[data-testid^='scenario-']")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")));
  expect(appOrder).toEqual([
    "scenario-rentWhileWaiting",
    "scenario-appreciation",
    "scenario-rentalIncome",
    "scenario-investInstead",
  ]);

  const link = await saveProposal(page, "Paula Pública");
  const client = await newPage(PHONE);
  await client.goto(link);
  await expect(client.getByRole("heading", { level: 1 })).toBeVisible();

  const publicOrder = await client
    .locator("[data-testid^='scenario-']")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")));
  expect(publicOrder).toEqual(appOrder);

  const fixo = client.getByTestId("modality-fixo");
  await expect(fixo.getByTestId("modality-bid-value")).toBeVisible();
  for (const key of ["fidelidade1", "fidelidade2", "fidelidade3"]) {
    const card = client.getByTestId(`modality-${key}`);
    await expect(card.getByTestId("modality-same-as")).toContainText("Mesmos valores do Lance fixo.");
    await expect(card.getByTestId("modality-bid-value")).toHaveCount(0);
  }

  const rental = client.getByTestId("scenario-rentalIncome");
  await expect(rental).toContainText("das parcelas");
  await expect(rental).toContainText("o 1º aluguel paga");
  await expect(rental).not.toContainText("no início");
  await expect(rental).not.toContainText("Cobre da parcela");
  await screenshot(client, "phone-points-public");
});

test("the interest form keeps what was typed across a reload, never in the URL, and forgets it once sent", async ({
  page,
  newPage,
}) => {
  await signedIn(page, "interest-draft");
  const link = await saveProposal(page, "Davi Rascunho");
  const client = await newPage(PHONE);
  await client.goto(link);
  const form = client.getByRole("form", { name: "Tenho interesse" });
  await form.getByLabel("Seu nome").fill("Davi Rascunho Filho");
  await form.getByLabel("Telefone (WhatsApp)").pressSequentially("21998765432");
  await form.getByLabel("Mensagem").fill("Posso ligar depois das 18h?");

  await client.reload();
  await expect(form.getByLabel("Seu nome")).toHaveValue("Davi Rascunho Filho");
  await expect(form.getByLabel("Telefone (WhatsApp)")).toHaveValue("(21) 99876-5432");
  await expect(form.getByLabel("Mensagem")).toHaveValue("Posso ligar depois das 18h?");
  expect(client.url()).toBe(link);
  expect(client.url()).not.toContain("99876");

  await form.getByRole("button", { name: "Tenho interesse" }).tap();
  await expect(client.getByTestId("interest-sent")).toBeVisible();
  await client.reload();
  await expect(form.getByLabel("Telefone (WhatsApp)")).toHaveValue("");
  await expect(form.getByLabel("Mensagem")).toHaveValue("");
  expect(await client.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("interesse:")))).toEqual(
    [],
  );
});
