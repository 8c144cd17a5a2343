import { imovelDraft } from "~/test/proposal-fixtures";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { checkedScreenshot, expect, test, VIEWPORTS } from "./fixtures";
import { postTrpc } from "./pages/trpc";

// The Banco Central's figures of a group (docs/bcb-data.md), on the seeded fixture (prisma/bcb:
// months 202606 and 202607, quarter 202606): the seller finds group 2040, chooses its administradora
// among two, links it and sees its profile; the client sees "O grupo no Banco Central" on the public
// proposal at 390 px, in both themes; a proposal of an unlinked group shows no card.

test("the seller links a group to the Banco Central's data; the client sees its card at 390 px in both themes", async ({
  page,
  newPage,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const owner = await createOwner({ label: "bcb" });
  await new LoginPage(page).login(owner.email, owner.password);

  await page.goto("/propostas/grupos");
  const linker = page.getByTestId("bcb-linker");
  await linker.getByLabel("Grupo (como na proposta)").fill("Grupo BCB 2040");
  await linker.getByLabel("Código do grupo").fill("2040");
  await linker.getByLabel("UF dos clientes (opcional)").fill("sp");
  await linker.getByRole("button", { name: "Procurar no Banco Central" }).click();
  const matches = linker.getByTestId("bcb-matches");
  await expect(matches).toContainText("Mais de um grupo com esse código: escolha o da proposta. (base de jul/2026)");
  await expect(matches.getByRole("listitem")).toHaveCount(2);
  await matches
    .getByRole("listitem")
    .filter({ hasText: "DEMONSTRAÇÃO ADMINISTRADORA DE CONSÓRCIOS LTDA" })
    .getByRole("button", { name: "Vincular" })
    .click();

  const card = linker.getByTestId("bcb-card");
  await expect(card.getByRole("heading", { name: "O grupo no Banco Central" })).toBeVisible();
  await expect(card).toContainText("Grupo 2040 · DEMONSTRAÇÃO ADMINISTRADORA DE CONSÓRCIOS LTDA · imóveis");
  await expect(card).toContainText("200 meses");
  await expect(card).toContainText("Assembleias realizadas37");
  await expect(card).toContainText("Cotas ativas1.198");
  await expect(card).toContainText("Taxa de administração18,0 %");
  await expect(card.getByTestId("bcb-months")).toContainText("jun/2026");
  await expect(card.getByTestId("bcb-months")).toContainText("jul/2026");
  await expect(card.getByTestId("bcb-split")).toHaveText(
    "No 2º trimestre de 2026, 72 % das contemplações desta administradora em SP foram por lance (72 por lance, 28 por sorteio).",
  );
  await expect(card).toContainText("Fonte: Banco Central do Brasil, Consórcios – banco de dados, data-base jul/2026.");
  await expect(linker.getByTestId("bcb-links")).toContainText("Grupo BCB 2040 → grupo 2040");

  const linked = await postTrpc(page, "proposals.create", imovelDraft({ group: "grupo bcb 2040" }));
  const unlinked = await postTrpc(page, "proposals.create", imovelDraft({ group: "Grupo sem vínculo" }));

  for (const scheme of ["light", "dark"] as const) {
    const client = await newPage({ viewport: VIEWPORTS.phone, colorScheme: scheme });
    await client.goto(`/public/propostas/${String(linked.publicToken)}`);
    const clientCard = client.getByTestId("bcb-card");
    await expect(clientCard.getByRole("heading", { name: "O grupo no Banco Central" })).toBeVisible();
    await expect(clientCard).toContainText("Contempladas em jul/2026");
    await expect(clientCard).toContainText("mediana do segmento");
    await expect(clientCard.getByTestId("bcb-split")).toContainText(
      "72 % das contemplações desta administradora em SP foram por lance",
    );
    await expect(clientCard).toContainText("data-base jul/2026");
    await expect(client.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    await clientCard.scrollIntoViewIfNeeded();
    await checkedScreenshot(client, `bcb-card-phone-${scheme}`);

    await client.goto(`/public/propostas/${String(unlinked.publicToken)}`);
    await expect(client.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(client.getByTestId("bcb-card")).toHaveCount(0);
  }
});

test("the generator's Grupo field links the group to the Banco Central; a history without draw counts takes its draw rate on the public page", async ({
  page,
  newPage,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const owner = await createOwner({ label: "bcb-generator" });
  await new LoginPage(page).login(owner.email, owner.password);
  // Six assemblies typed without draw counts: the draw part of the odds comes from the BCB's files.
  await postTrpc(page, "groups.save", {
    name: "Grupo BCB 7",
    source: "extrato da administradora",
    readOn: "2026-07-20",
    assemblies: [30, 35, null, 40, 32, 38].map((bid, i) => ({
      date: `2026-0${i + 1}-15`,
      activeCotas: 1200,
      drawWinners: 0,
      bidWinners: bid === null ? 0 : 2,
      lowestWinningBidPct: bid,
    })),
  });

  await page.goto("/propostas/generate");
  await page.getByLabel("Grupo", { exact: true }).fill("Grupo BCB 7");
  const hint = page.getByTestId("bcb-group-hint");
  await expect(hint).toContainText("Sem vínculo com os dados do Banco Central");
  await hint.getByRole("button", { name: "Vincular ao Banco Central" }).click();
  const linker = hint.getByTestId("bcb-linker");
  await expect(linker.getByLabel("Grupo (como na proposta)")).toHaveCount(0);
  await linker.getByLabel("Administradora (nome ou CNPJ)").fill("demonstra");
  await linker.getByLabel("Código do grupo").fill("2040");
  await linker.getByLabel("UF dos clientes (opcional)").fill("sp");
  await linker.getByRole("button", { name: "Procurar no Banco Central" }).click();
  const matches = linker.getByTestId("bcb-matches");
  await expect(matches).toContainText("Grupo encontrado: (base de jul/2026)");
  await matches.getByRole("button", { name: "Vincular" }).click();

  await expect(hint).toContainText(
    "No Banco Central (base de jul/2026): grupo 2040 · DEMONSTRAÇÃO ADMINISTRADORA DE CONSÓRCIOS LTDA — prazo de 200 meses, 37 assembleias realizadas, 1.198 cotas ativas.",
  );
  await expect(hint.getByRole("link", { name: "Ver perfil em Histórico dos grupos" })).toHaveAttribute(
    "href",
    "/propostas/grupos",
  );

  const created = await postTrpc(page, "proposals.create", imovelDraft({ group: "grupo bcb 7" }));
  const client = await newPage({ viewport: VIEWPORTS.phone });
  await client.goto(`/public/propostas/${String(created.publicToken)}`);
  await expect(client.getByTestId("odds-bcb-draw")).toHaveText(
    /^Chance de sorteio pelos dados do Banco Central \(base de jul\/2026\): \d+,\d\d\s% por assembleia\.$/,
  );
});
