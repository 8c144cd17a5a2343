import {
  IMOVEL_DEFAULT_PARAMS,
  VEICULO_DEFAULT_PARAMS,
  compareImovel,
  compareVeiculo,
} from "~/features/simulators/engine";
import type { Page } from "@playwright/test";
import { formatBRL, formatPercent } from "~/lib/format";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage, type SimulatorKind } from "./pages/simulator-page";
import { expect, screenshot, SCREENSHOT_DIR, test, VIEWPORTS, shoot } from "./fixtures";

// Honest finance on the simulators: the new fields change the figures shown, checked against the engine.
test.use({ viewport: VIEWPORTS.desktop });

async function openSimulator(page: Page, kind: SimulatorKind) {
  const owner = await createOwner({ label: `finance-${kind}` });
  await new LoginPage(page).login(owner.email, owner.password);
  const sim = new SimulatorPage(page, kind);
  await sim.goto();
  return sim;
}

const cetText = (cet: { nominalAnnualPct: number; cetAnnualPct: number } | null | undefined) =>
  `Juros ${formatPercent(cet?.nominalAnnualPct ?? Number.NaN)} a.a. · CET ${formatPercent(cet?.cetAnnualPct ?? Number.NaN)} a.a.`;

/**
 * Rates within the band of the Banco Central's reference (13,35 % a.a.): the verdict stays at the typed
 * rate, so every figure the simulator shows is the typed one these checks compute (the default 2 % a.m.
 * sits far above the reference, and the simulator then shows the financing at the reference).
 */
const IN_BAND = { priceJuros: 1.05, sacJuros: 1.05 };

async function inBand(sim: { setField(name: string, value: string): Promise<void> }) {
  await sim.setField("priceJuros", "1,05");
  await sim.setField("sacJuros", "1,05");
}

test.describe("honest finance on the simulators", () => {
  test("imóvel: up-front fees raise the CET shown beside the rate; a lance embutido lowers the credit in hand", async ({
    page,
  }) => {
    const sim = await openSimulator(page, "imovel");
    await inBand(sim);
    const cetPrice = page.getByTestId("cet-price");
    await expect(cetPrice).toHaveText(cetText(compareImovel({ ...IMOVEL_DEFAULT_PARAMS, ...IN_BAND }).price.cet));

    await sim.setField("finTarifasIniciais", "5000");
    const withFees = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, ...IN_BAND, finTarifasIniciais: 5000 });
    await expect(cetPrice).toHaveText(cetText(withFees.price.cet));
    await expect(page.getByTestId("cet-sac")).toHaveText(cetText(withFees.sac.cet));
    await expect(sim.firstInstalment("price")).toHaveText(formatBRL(withFees.price.summary.firstInstalment));

    const inHand = page.getByTestId("credit-in-hand");
    await sim.setField("embutido", "10");
    const embutido = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, ...IN_BAND, finTarifasIniciais: 5000, embutido: 10 })
      .consorcio.details;
    await expect(inHand).toHaveText(
      `Carta de ${formatBRL(embutido?.bid.creditInForce ?? 0)}; o cliente recebe ${formatBRL(embutido?.bid.creditInHand ?? 0)} para comprar o bem.`,
    );
    await expect(page.getByTestId("bid-composition")).toContainText(formatBRL(embutido?.bid.embutido ?? 0));

    // Above the group's cap the field says why, in pt-BR, and the results wait for a valid value.
    await sim.setField("embutido", "35");
    await expect(sim.fieldError("embutido")).toHaveText(
      "O lance embutido deve ser de no máximo 30 % do crédito (o limite do grupo).",
    );
    expect(await sim.isStale()).toBe(true);
  });

  test("imóvel: the client's age puts the MIP of their age band into the financing; FGTS pays off the balance after contemplation", async ({
    page,
  }) => {
    const sim = await openSimulator(page, "imovel");
    await inBand(sim);
    await sim.setField("finIdade", "40");
    const withAge = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, ...IN_BAND, finIdade: 40 });
    await expect(sim.firstInstalment("price")).toHaveText(formatBRL(withAge.price.summary.firstInstalment));
    await expect(page.getByTestId("cet-price")).toHaveText(cetText(withAge.price.cet));
    await sim.setField("finIdade", "16");
    await expect(sim.fieldError("finIdade")).toHaveText(
      "A idade do cliente deve estar entre 18 e 80 anos (ou 0 para usar a taxa do MIP digitada).",
    );
    await sim.setField("finIdade", "0");

    await sim.setField("fgtsQuitacao", "50000");
    const payoff = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, ...IN_BAND, fgtsQuitacao: 50_000 }).consorcio.details
      ?.fgtsPayoff;
    expect(payoff?.settled).toBe(false);
    await expect(page.getByTestId("fgts-payoff")).toHaveText(
      `FGTS na quitação, no mês ${payoff?.month}: ${formatBRL(payoff?.used ?? 0)} do FGTS no saldo de ${formatBRL(payoff?.balanceBefore ?? 0)}: a parcela passa a ${formatBRL(payoff?.after.reduzParcela.instalment ?? 0)} até o mês ${payoff?.after.reduzParcela.lastMonth}, ou continua ${formatBRL(payoff?.after.reduzPrazo.instalment ?? 0)} e termina no mês ${payoff?.after.reduzPrazo.lastMonth}.`,
    );
    await screenshot(page, "finance-fgts-payoff-1280");
  });

  test("veículo: a seguro prestamista enters the first instalment and its breakdown", async ({ page }) => {
    const sim = await openSimulator(page, "veiculo");
    await sim.setField("seguro", "0,05");
    const r = compareVeiculo({ ...VEICULO_DEFAULT_PARAMS, seguro: 0.05 });
    await expect(sim.firstInstalment("consorcio")).toHaveText(formatBRL(r.consorcio.summary.firstInstalment));
    await expect(page.getByTestId("instalment-breakdown")).toContainText(
      formatBRL(r.consorcio.details?.firstInstalment.seguro.value ?? 0),
    );
    await expect(page.getByTestId("cet-price")).toHaveText(cetText(r.price.cet));
  });
});

test.describe("Custos detalhados at 390 and 1280 px", () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`imóvel with fees, embutido and FGTS · ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const sim = await openSimulator(page, "imovel");
      for (const [name, value] of [
        ["embutido", "10"],
        ["fgtsParcela", "50"],
        ["finTarifasIniciais", "5000"],
      ] as const) {
        // On a phone only the first group of fields starts open.
        if (!(await sim.input(name).isVisible()))
          await page
            .locator("details", { has: sim.input(name) })
            .locator("summary")
            .click();
        await sim.setField(name, value);
      }
      const section = page.getByTestId("finance-consorcio").locator("xpath=..");
      await expect(page.getByTestId("fgts-instalments")).toBeVisible();
      // Nothing in the section is wider than the screen.
      const overflow = await section.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(section, { path: `${SCREENSHOT_DIR}/finance-details-${size}.png` });
    });
  }
});
