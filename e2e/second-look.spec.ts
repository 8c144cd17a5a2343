import type { Page } from "@playwright/test";
import { AppPage } from "./pages/app-page";
import { createOwner, sql, type TestUser } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { checkedScreenshot, expect, test, VIEWPORTS } from "./fixtures";

// A seller's second look, at 390 px with a dark brand in the dark theme and at 1280 px with a light
// brand in the light theme: one tap saves once ("Salva" until the form changes; back and "Salvar"
// again gives the same link), and a group history pasted as administradoras publish it (assembly
// numbers), with each unread line named and "Salvar" saving the preview.

const CASES = [
  { label: "390-dark-purple", viewport: VIEWPORTS.phone, brand: "#4c1d95", theme: "dark" as const, phone: true },
  { label: "1280-light-orange", viewport: VIEWPORTS.desktop, brand: "#fb923c", theme: "light" as const, phone: false },
];

async function seller(page: Page, c: (typeof CASES)[number], label: string): Promise<TestUser> {
  const owner = await createOwner({ label: `${label}-${c.label}`, theme: c.theme });
  await sql(`update "Settings" set "colorSlider" = $1, "colorBadge" = $1 where "accountId" = $2`, [
    c.brand,
    owner.accountId,
  ]);
  await page.setViewportSize(c.viewport);
  await new LoginPage(page).login(owner.email, owner.password);
  return owner;
}

const count = async (table: string, accountId: string) =>
  Number(
    (await sql<{ n: string }>(`select count(*)::text as n from "${table}" where "accountId" = $1`, [accountId]))[0]?.n,
  );

for (const c of CASES) {
  test(`${c.label}: "Salvar proposta" saves once, says "Salva" until the form changes, and a resubmit returns the first link`, async ({
    page,
  }) => {
    const owner = await seller(page, c, "save-once");
    await page.goto("/propostas/generate");
    await new AppPage(page).ready();
    const proposals = new ProposalsPage(page);
    await proposals.fillClient({
      name: "Ana Luísa Rodrigues de Magalhães Prado e Castro Neto",
      phone: "(11) 98765-4321",
    });
    const saveBar = page.getByTestId("save-bar");
    await saveBar.getByRole("button", { name: "Salvar proposta" }).click();
    await expect(proposals.savedPanel).toBeVisible();
    const first = await proposals.savedLink();
    const saved = saveBar.getByTestId("save-proposal");
    await expect(saved).toHaveText(/Salva/);
    await expect(saved).toBeDisabled();
    // A second tap on the disabled button sends nothing (dispatched on the button itself: a forced
    // click at its place would land on what lies under the bar, the button taking no pointer events).
    await saved.dispatchEvent("click");
    expect(await count("Proposal", owner.accountId)).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkedScreenshot(page, `second-look-saved-${c.label}`, { fullPage: false });

    // The form changes: the button is back; changed back, it is "Salva" again.
    const group = page.getByLabel("Grupo", { exact: true });
    await group.fill("Grupo 12");
    await expect(saveBar.getByRole("button", { name: "Salvar proposta" })).toBeEnabled();
    await group.fill("");
    await expect(saved).toHaveText(/Salva/);

    // Back and resubmit: a fresh page with the same content returns the first proposal and link.
    await page.reload();
    await new AppPage(page).ready();
    await proposals.fillClient({
      name: "Ana Luísa Rodrigues de Magalhães Prado e Castro Neto",
      phone: "(11) 98765-4321",
    });
    await saveBar.getByRole("button", { name: "Salvar proposta" }).click();
    await expect(proposals.savedPanel).toBeVisible();
    expect(await proposals.savedLink()).toBe(first);
    expect(await count("Proposal", owner.accountId)).toBe(1);
  });

  test(`${c.label}: a group history pasted with assembly numbers; each unread line named; "Salvar" saves the preview; the list reads`, async ({
    page,
  }) => {
    const owner = await seller(page, c, "groups-numbers");
    await page.goto("/propostas/grupos");
    await new AppPage(page).ready();
    await page.getByRole("button", { name: "Registrar grupo" }).click();
    const form = page.getByTestId("group-history-form");
    await form.getByLabel("Grupo (como na proposta)").fill("Grupo 3030");
    // "Lida em" left empty: it says to fill it, not that it is invalid.
    await form.getByRole("button", { name: "Salvar histórico" }).click();
    await expect(form.getByText("Data da leitura: informe a data (DD/MM/AAAA).")).toBeVisible();
    await form.getByLabel("Lida em").fill("2026-01-20");
    const statement = [
      "Assembleia;Cotas ativas aptas;Sorteio;Lance;Menor lance (%)",
      "101;300;1;2;41",
      "102;298;1;1;39,5",
      "103;297;1;2;44",
      "104;296;1;0;-",
      "105;294;1;2;38",
      "106;292;1;1;40",
      "total;;;;",
    ].join("\n");
    await form.getByLabel(/^Colunas:/).fill(statement);
    await form.getByRole("button", { name: "Pré-visualizar" }).click();
    const preview = form.getByTestId("paste-preview");
    await expect(preview).toContainText("6 assembleia(s) lida(s); 1 linha(s) não lida(s):");
    await expect(form.getByTestId("paste-problems")).toHaveText(
      'Linha 8, coluna 1: "total" não é um número de assembleia nem uma data; use o número (ex.: 101) ou DD/MM/AAAA.',
    );
    await expect(form.getByTestId("preview-rows")).toContainText("106");
    await checkedScreenshot(page, `second-look-groups-preview-${c.label}`);
    // Straight to "Salvar histórico", without "Usar 6 linha(s)": the preview is what is saved.
    await form.getByRole("button", { name: "Salvar histórico" }).click();
    const list = page.getByTestId("group-histories");
    await expect(list).toContainText("Grupo 3030");
    await expect(list).toContainText("nº 106");
    const rows = await sql<{ n: string }>(
      `select count(*)::text as n from "GroupAssembly" a join "GroupHistory" h on h.id = a."historyId" where h."accountId" = $1 and a.number is not null`,
      [owner.accountId],
    );
    expect(rows[0]?.n).toBe("6");
    // The list reads at this width: Editar and Remover on screen, nothing sideways.
    for (const action of ["Editar grupo Grupo 3030", "Remover grupo Grupo 3030"])
      await expect(page.getByRole("button", { name: action })).toBeInViewport({ ratio: 1 });
    await checkedScreenshot(page, `second-look-groups-list-${c.label}`);
  });
}
