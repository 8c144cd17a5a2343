import { compareWithMarket, formatRefDate, type BankRate } from "~/features/rates";
import { formatPercent } from "~/lib/format";
import { database } from "./pages/db";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

// The banks' rates are kept in /admin with the day each was checked; the simulator compares
// the typed financing rate with their mean and offers each as a preset, with its source and date.
test.use({ viewport: VIEWPORTS.desktop });

async function bankRates(): Promise<BankRate[]> {
  const rows = await database().bankRate.findMany();
  return rows.map((r) => ({ ...r, kind: r.kind === "veiculo" ? "veiculo" : "imovel" }));
}

test("the admin records a bank's rate; the simulator compares the PRICE rate with the banks and applies the preset", async ({
  page,
  newPage,
}) => {
  const bank = `Banco E2E ${Date.now().toString(36)}`;
  const admin = await newPage({ viewport: VIEWPORTS.desktop });
  await new LoginPage(admin).login("admin@consorciopro.com.br", "admin12345");
  await admin.goto("/admin");
  const table = admin.getByTestId("admin-bank-rates");
  await table.getByLabel("Banco", { exact: true }).fill(bank);
  await table.getByLabel("Taxa a partir de (% a.a.)").fill("95");
  await table.getByLabel("Conferida em").fill("2025-11-24");
  await table.getByRole("button", { name: "Salvar taxa" }).click();
  await expect(table.getByText("Taxa acima de 60 % a.a.: confira o valor digitado.")).toBeVisible();
  await table.getByLabel("Taxa a partir de (% a.a.)").fill("13,4");
  await table.getByRole("button", { name: "Salvar taxa" }).click();
  const row = table.getByTestId("bank-rate-row").filter({ hasText: bank });
  await expect(row).toContainText("13,40 % a.a.");
  await expect(row).toContainText("24/11/2025");
  await screenshot(admin, "rates-admin-1280");

  const owner = await createOwner({ label: "rates" });
  await new LoginPage(page).login(owner.email, owner.password);
  const sim = new SimulatorPage(page, "imovel");
  await sim.goto();
  const comparison = page.getByTestId("market-comparison-price");
  const expected = compareWithMarket(2, await bankRates(), "imovel");
  expect(expected).not.toBeNull();
  await expect(comparison).toContainText(
    `26,82 % a.a.: ${expected!.phrase} (${formatPercent(expected!.meanAnnualPct)} a.a., média de ${expected!.banks}`,
  );
  await expect(comparison).toContainText(`conferidas desde ${formatRefDate(expected!.checkedSince)}`);

  // 13,4 % a.a. = 1,0534 % a.m. ((1 + a)^(1/12) − 1); the comparison follows the applied rate.
  const preset = page.getByTestId("rate-reference-price").getByLabel("Usar taxa de referência");
  await expect(preset.locator("option", { hasText: bank })).toHaveText(
    `${bank}: a partir de 13,40 % a.a. (1,0534 % a.m.), conferida em 24/11/2025`,
  );
  await preset.selectOption({ label: `${bank}: a partir de 13,40 % a.a. (1,0534 % a.m.), conferida em 24/11/2025` });
  await expect(sim.input("priceJuros")).toHaveValue("1,0534");
  const after = compareWithMarket(1.0534, await bankRates(), "imovel");
  await expect(comparison).toContainText(`: ${after!.phrase}`);
  await screenshot(page, "rates-simulator-1280");
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, "rates-simulator-390");

  // The proposal generator offers the same references and comparison as the simulator.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/propostas/generate?kind=imovel");
  await expect(page.getByTestId("market-comparison-price")).toContainText("taxa média de mercado");
  await expect(
    page.getByTestId("rate-reference-price").getByLabel("Usar taxa de referência").locator("option", { hasText: bank }),
  ).toHaveCount(1);

  await admin.getByRole("button", { name: `Remover ${bank} (Imóvel)` }).click();
  await expect(row).toHaveCount(0);
});
