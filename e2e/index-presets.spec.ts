import { createOwner, database } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

// The BCB's stored INCC (12 months) and Selic are offered as presets, and the public page
// shows the bid's composition, both ways after it and the consórcio's cost from the snapshot.
test.use({ viewport: VIEWPORTS.desktop });

// Far-future reference dates: these are the latest points whatever the worker stored, and are removed after.
const INCC = [0.4, 0.51, 0.71, 0.51, 0.39, 0.39, 0.52, 0.96, 0.69, 0.7, 0.21, 0.21];
const month = (i: number) => new Date(Date.UTC(2098, 10 + i, 1));

test("the simulator puts the INCC's 12 months into the correction and the Selic into the rentabilidade", async ({
  page,
}) => {
  const db = database();
  await db.officialRate.createMany({
    data: [
      ...INCC.map((value, i) => ({ series: "incc", refDate: month(i), value, unit: "% a.m.", fetchedAt: new Date() })),
      { series: "selic", refDate: new Date(Date.UTC(2099, 11, 10)), value: 15, unit: "% a.a.", fetchedAt: new Date() },
    ],
  });
  try {
    const owner = await createOwner({ label: "index-presets" });
    await new LoginPage(page).login(owner.email, owner.password);
    const sim = new SimulatorPage(page, "imovel");
    await sim.goto();
    const twelve = (INCC.reduce((acc, v) => acc * (1 + v / 100), 1) - 1) * 100;
    const correction = page
      .getByTestId("official-presets-correction")
      .getByLabel("Usar o índice do Banco Central (12 meses)");
    const label = `INCC-DI ${twelve.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} % em 12 meses (BCB, referência 01/10/2099)`;
    await expect(correction.locator("option", { hasText: "INCC-DI" })).toHaveText(label);
    await sim.setField("correction", "1");
    await correction.selectOption({ label });
    await expect(sim.input("correction")).toHaveValue(
      Number(twelve.toFixed(4)).toLocaleString("pt-BR", { maximumFractionDigits: 4 }),
    );
    await expect(page.getByRole("radio", { name: "INCC" })).toBeChecked();

    const scenarios = page.getByTestId("official-presets-scenarios").getByLabel("Usar taxa do Banco Central");
    await scenarios.selectOption({ label: "Rentabilidade do investimento: Selic 15 % a.a. (BCB, 10/12/2099)" });
    await expect(sim.input("rentabilidadeAnual")).toHaveValue("15");
    await screenshot(page, "index-presets-1280");
  } finally {
    await db.officialRate.deleteMany({ where: { refDate: { gte: month(0) } } });
  }
});

test("the public page shows the bid's composition, both ways after it (the pick marked) and the honest cost", async ({
  page,
}) => {
  await page.goto("/public/propostas/demoPropostaAnaBeatriz01");
  const finance = page.getByTestId("public-finance");
  await expect(finance.getByTestId("public-bid-composition")).toContainText("Recursos próprios");
  await expect(finance.getByTestId("public-bid-composition")).toContainText("Lance total");
  const picked = finance.getByTestId("public-after-bid").locator("[data-picked=true]");
  await expect(picked).toHaveCount(1);
  await expect(picked).toContainText("Reduzir a parcela");
  await expect(finance.getByTestId("public-consorcio-cost")).toContainText("Custo a valor presente");
  await expect(finance.getByTestId("public-sfh-warnings")).toContainText("o PRICE financia até 70 %");
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await finance.scrollIntoViewIfNeeded();
  await screenshot(page, "public-finance-390");
});
