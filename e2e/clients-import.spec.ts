import fs from "node:fs";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

// The spreadsheet import as Google Sheets exports it (commas): the preview shows every column as
// read, the worker's job writes it with progress, and the imported client's page shows the origin,
// the notes and "Cliente importado de planilha". On a phone and a desktop, light and dark.

const CSV = [
  "Nome,Telefone,E-mail,CPF,Cidade,Origem,Observações",
  '"Lima, Ana Beatriz",(11) 98765-1111,ana@example.com,529.982.247-25,Campinas,Indicação,"Prefere contato de manhã; carta de 300 mil"',
  "Bruno Teixeira,(21) 97777-2222,,,Niterói,Instagram,",
].join("\r\n");

for (const [label, viewport, theme] of [
  ["phone-light", VIEWPORTS.phone, "light"],
  ["phone-dark", VIEWPORTS.phone, "dark"],
  ["desktop-light", VIEWPORTS.desktop, "light"],
  ["desktop-dark", VIEWPORTS.desktop, "dark"],
] as const) {
  test(`${label}: a comma-separated spreadsheet, previewed column by column, imported by the worker`, async ({
    newPage,
  }, testInfo) => {
    const owner = await createOwner({ label: `import-${label}`, theme });
    const page = await newPage({ viewport });
    await new LoginPage(page).login(owner.email, owner.password);
    await page.goto("/propostas/clients");
    await new AppPage(page).ready();

    const file = testInfo.outputPath("google-sheets.csv");
    fs.writeFileSync(file, CSV, "utf8");
    await page.getByRole("button", { name: "Importar planilha" }).click();
    const dialog = page.getByRole("dialog", { name: "Importar clientes" });
    await expect(dialog).toContainText("vírgula (Google Planilhas)");
    await dialog.getByLabel("Planilha (.csv)").setInputFiles(file);
    await expect(dialog.getByTestId("import-summary")).toHaveText(
      "2 clientes novos, 0 junções com clientes existentes.",
    );
    await expect(dialog.getByTestId("import-separator")).toHaveText("Colunas separadas por vírgula.");
    for (const cell of [
      "Lima, Ana Beatriz",
      "11987651111",
      "ana@example.com",
      "52998224725",
      "Campinas",
      "Indicação",
      "Prefere contato de manhã; carta de 300 mil",
    ]) {
      await expect(dialog.getByRole("cell", { name: cell, exact: true })).toBeVisible();
    }
    await screenshot(page, `clients-import-preview-${label}`);
    await dialog.getByRole("button", { name: "Importar 2 clientes" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Importação concluída: 2 clientes novos, 0 junções." }),
    ).toBeVisible({ timeout: 30_000 });
    const [job] = await sql<{ status: string; processed: number }>(
      `select status::text, processed from "ClientImport" where "accountId" = $1`,
      [owner.accountId],
    );
    expect(job).toEqual({ status: "done", processed: 2 });

    await page.getByRole("link", { name: "Lima, Ana Beatriz" }).first().click();
    await expect(page.getByRole("heading", { name: "Lima, Ana Beatriz" })).toBeVisible();
    const details = page.getByTestId("client-details");
    await expect(details).toContainText("Origem");
    await expect(details).toContainText("Indicação");
    await expect(details).toContainText("Prefere contato de manhã; carta de 300 mil");
    await expect(page.getByTestId("client-timeline")).toContainText("Cliente importado de planilha");
    await screenshot(page, `clients-imported-client-${label}`);
  });
}
