import { makePng } from "../bench/png";
import { AppPage } from "./pages/app-page";
import { cspViolations, inlineScriptHashes } from "./pages/csp";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { SimulatorPage } from "./pages/simulator-page";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

test.use({ viewport: VIEWPORTS.desktop });

// A logo of an unusual size, so the PDF's image dictionary can be recognised as this logo.
const LOGO = makePng(173, 61, (x) => [20, 90 + (x % 120), 200]);

test("generate from the simulator, the client answers on the public link, the seller sees it and downloads the PDF", async ({
  page,
  newPage,
  loginPage,
}) => {
  const owner = await createOwner({ label: "proposal-flow", name: "Marina Souza" });
  await sql(`update "Settings" set "avatarWhite" = $1, whatsapp = '11912345678' where "accountId" = $2`, [
    `data:image/png;base64,${LOGO.toString("base64")}`,
    owner.accountId,
  ]);
  await loginPage.login(owner.email, owner.password);

  // The simulator's current simulation travels to the generator through "Gerar proposta".
  const sim = new SimulatorPage(page, "imovel");
  await sim.goto();
  await sim.setField("value", "600000");
  await expect(sim.page.getByTestId("first-instalment-consorcio")).not.toHaveText("R$ 2.795,45");
  await page.getByRole("link", { name: "Gerar proposta" }).click();
  await page.waitForURL("**/propostas/generate?kind=imovel&from=simulator");
  await new AppPage(page).ready();
  await expect(page.getByTestId("from-simulator")).toBeVisible();
  await expect(page.locator('input[name="value"]')).toHaveValue("600.000");

  const proposals = new ProposalsPage(page);
  // Bad input: pt-BR messages beside the fields, and what was typed stays.
  await proposals.fillClient({ name: "Joana Prado", phone: "123", document: "123.456.789-00" });
  await proposals.save();
  await expect(page.getByText("Informe o telefone com DDD, por exemplo (11) 98765-4321.")).toBeVisible();
  await expect(page.getByText("CPF inválido. Confira os 11 dígitos.")).toBeVisible();
  await expect(page.getByLabel("Nome do cliente")).toHaveValue("Joana Prado");

  await proposals.fillClient({
    name: "Joana Prado",
    phone: "(21) 99876-5432",
    email: "joana@example.com",
    document: "529.982.247-25",
  });
  await proposals.save();
  await expect(proposals.savedPanel).toBeVisible();
  const link = await proposals.savedLink();
  expect(link).toMatch(/\/public\/propostas\/[A-Za-z0-9_-]{24}$/);
  const whatsapp = await proposals.savedPanel.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5521998765432\?text=.*Joana/);

  // The seller opening their own link is not a view.
  const own = await page.context().newPage();
  const ownBeacon = own.waitForResponse((r) => r.url().endsWith("/view") && r.request().method() === "POST");
  await own.goto(link);
  await expect(own.getByRole("heading", { name: "Olá, Joana!" })).toBeVisible();
  expect((await ownBeacon).status()).toBe(204); // sent, and not counted (the count below is the client's alone)
  await own.close();

  // WhatsApp's preview reads the same cached HTML: its og: tags are in <head>, not streamed after it.
  const preview = await (await fetch(link, { headers: { "user-agent": "WhatsApp/2.24.1.0 A" } })).text();
  const headEnd = preview.indexOf("</head>");
  for (const tag of ['property="og:title"', 'property="og:image"', 'name="description"', "<title>"]) {
    expect(preview.indexOf(tag), tag).toBeGreaterThan(0);
    expect(preview.indexOf(tag), tag).toBeLessThan(headEnd);
  }

  // The client, in a fresh context (no cookies). The page comes from the page cache (the seller's
  // visit rendered it): the same HTML for everyone, so its inline scripts are allowed by hash.
  const client = await newPage({ viewport: VIEWPORTS.phone });
  const violations = cspViolations(client);
  const counted = client.waitForResponse((r) => r.url().endsWith("/view") && r.request().method() === "POST");
  const response = await client.goto(link);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  // Kept by the browser but asked for again on every visit; the brotli bytes made when it was cached.
  expect(response?.headers()["cache-control"]).toContain("no-cache");
  expect(response?.headers()["content-encoding"]).toBe("br");
  const etag = response?.headers()["etag"] ?? "";
  expect(etag).toMatch(/^"[\w-]+"$/);
  // A repeat visit that holds this HTML gets a 304 without a body.
  const repeat = await fetch(link, { headers: { "if-none-match": etag, "accept-encoding": "br" } });
  expect(repeat.status).toBe(304);
  expect((await repeat.arrayBuffer()).byteLength).toBe(0);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).not.toContain("'nonce-");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(client.getByRole("heading", { name: "Olá, Joana!" })).toBeVisible();
  const inlineHashes = await inlineScriptHashes(client);
  // The cached page's one inline script is the theme's (no framework runtime, no RSC payload: docs/speed.md).
  expect(inlineHashes.length).toBeGreaterThanOrEqual(1);
  for (const hash of inlineHashes) expect(csp).toContain(hash);
  // The visit is reported by the page once loaded (the HTML itself is served without a write).
  expect((await counted).status()).toBe(204);
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(client.getByText("R$ 600.000,00").first()).toBeVisible();
  await client.getByRole("form", { name: "Tenho interesse" }).getByLabel("Telefone (WhatsApp)").fill("12");
  await client.getByRole("button", { name: "Tenho interesse" }).click();
  await expect(client.getByText("Informe o telefone com DDD, por exemplo (11) 98765-4321.")).toBeVisible();
  await client.getByRole("form", { name: "Tenho interesse" }).getByLabel("Seu nome").fill("Joana <b>Prado</b>");
  await client.getByRole("form", { name: "Tenho interesse" }).getByLabel("Telefone (WhatsApp)").fill("(21) 99876-5432");
  await client.getByLabel("Mensagem").fill("Quero saber das parcelas.");
  await client.getByRole("button", { name: "Tenho interesse" }).click();
  await expect(client.getByTestId("interest-sent")).toBeVisible();

  // Back to the seller: one view (the client's), one response, the menu count, the e-mail.
  await proposals.gotoList();
  const row = proposals.row("Joana Prado");
  await expect(row.getByTestId("view-count")).toHaveText("1");
  await expect(row.getByTestId("response-count")).toHaveText("1");
  await expect(row.getByText("Respondida")).toBeVisible();
  await expect(proposals.newResponsesBadge).toHaveText("1");
  // Delivered by the server's worker from the notifications queue once its coalescing window (2 s in the
  // e2e tier) is over: alone, or listed with the first open's notice in one e-mail ("2 avisos novos…: …").
  await expect
    .poll(
      async () =>
        (await sql<{ subject: string }>(`select subject from "OutboxEmail" where "to" = $1`, [owner.email]))
          .map((m) => m.subject)
          .join("\n"),
      { timeout: 20_000 },
    )
    .toContain("Novo interesse na proposta de Joana Prado");

  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: "PDF" }).click();
  const pdf = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.subarray(-6).toString()).toContain("%%EOF");
  const text = pdf.toString("latin1");
  expect(text).toMatch(
    /\/Subtype \/Image[\s\S]{0,200}\/Width 173[\s\S]{0,50}\/Height 61|\/Width 173[\s\S]{0,200}\/Height 61/,
  );

  await proposals.gotoResponses();
  const answer = proposals.responseRow("Joana <b>Prado</b>");
  await expect(answer).toContainText("Quero saber das parcelas.");
  await expect(answer).toContainText("(21) 99876-5432");
  await answer.getByLabel(/Status da resposta/).selectOption("em_contato");
  // The answer's WhatsApp button uses the account's templates, and opening it lands on the client's timeline.
  const answerWhatsapp = answer.getByRole("link", { name: "WhatsApp" });
  const message = decodeURIComponent((await answerWhatsapp.getAttribute("href")) ?? "");
  expect(message).toContain("Olá, Joana! Tudo bem?");
  expect(message).toContain("/public/propostas/");
  const popup = page.waitForEvent("popup");
  await answerWhatsapp.click();
  await (await popup).close();
  await expect
    .poll(
      async () =>
        (await sql(`select id from "ClientEvent" where "accountId" = $1 and kind = 'whatsapp'`, [owner.accountId]))
          .length,
    )
    .toBe(1);
  await expect(proposals.newResponsesBadge).toHaveCount(0);

  // An edit is a new version, and the link (cached on the client's visit) shows it at once.
  await proposals.gotoList();
  await proposals.row("Joana Prado").getByRole("link", { name: "Editar" }).click();
  await page.waitForURL("**/propostas/generate?edit=*");
  await new AppPage(page).ready();
  await page.getByLabel("Nome do cliente").fill("Joaquina Prado");
  await proposals.save();
  await expect(proposals.savedPanel).toBeVisible();
  await client.goto(link);
  await expect(client.getByRole("heading", { name: "Olá, Joaquina!" })).toBeVisible();
  expect(violations).toEqual([]);

  // Revoked: the client's link becomes a pt-BR 404.
  await proposals.gotoList();
  await proposals.row("Joaquina Prado").getByRole("button", { name: "Revogar link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revogar link" }).click();
  await expect(proposals.row("Joaquina Prado").getByText("Link revogado")).toBeVisible();
  const gone = await client.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(client.getByRole("heading", { name: "Proposta não encontrada" })).toBeVisible();
});

test.describe("proposal screenshots", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${theme} · ${size}`, async ({ newContext }) => {
        const owner = await createOwner({ label: `proposal-shot-${theme}-${size}`, theme });
        const context = await newContext({ viewport, colorScheme: theme });
        const page = await context.newPage();
        await new LoginPage(page).login(owner.email, owner.password);
        const proposals = new ProposalsPage(page);
        await page.goto("/propostas/generate");
        await new AppPage(page).ready();
        await proposals.fillClient({ name: "Carla Mendes", phone: "11987654321" });
        await screenshot(page, `proposal-generator-${theme}-${size}`);
        await proposals.save();
        await expect(proposals.savedPanel).toBeVisible();
        const link = await proposals.savedLink();
        await proposals.gotoList();
        await expect(proposals.row("Carla Mendes")).toBeVisible();
        await screenshot(page, `proposal-list-${theme}-${size}`);

        // A response as the public form leaves it (the form itself is exercised in the flow above).
        await sql(
          `insert into "ProposalResponse" (id, "accountId", "proposalId", name, phone, message, "updatedAt")
           select gen_random_uuid()::text, "accountId", id, 'Carla Mendes', '11987654321', 'Pode me ligar à tarde?', now()
             from "Proposal" where "publicToken" = $1`,
          [link.split("/").at(-1)],
        );
        const client = await (await newContext({ viewport, colorScheme: theme })).newPage();
        await client.context().addCookies([{ name: "theme", value: theme, url: link }]);
        await client.goto(link);
        await expect(client.getByRole("heading", { name: "Olá, Carla!" })).toBeVisible();
        await screenshot(client, `proposal-public-${theme}-${size}`);
        if (theme === "dark" && size === "desktop") {
          const og = await client.locator('meta[property="og:image"]').getAttribute("content");
          const image = await client.request.get(og ?? "");
          expect(image.headers()["content-type"]).toBe("image/png");
          const { writeFileSync, mkdirSync } = await import("node:fs");
          mkdirSync("e2e/screenshots", { recursive: true });
          writeFileSync("e2e/screenshots/proposal-og-image.png", await image.body());
        }
        await proposals.gotoResponses();
        await expect(proposals.responseRow("Carla")).toBeVisible();
        await screenshot(page, `proposal-responses-${theme}-${size}`);
      });
    }
  }
});
