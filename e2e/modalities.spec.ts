import {
  DEFAULT_MODALITIES,
  IMOVEL_DEFAULT_PARAMS,
  MODALITY_PERCENT_LABEL,
  VEICULO_DEFAULT_PARAMS,
  modalityBids,
} from "~/features/simulators/engine";
import { formatBRL } from "~/lib/format";
import { createOwner } from "./pages/db";
import { expect, test, VIEWPORTS } from "./fixtures";

const especial = (params: Parameters<typeof modalityBids>[0]) =>
  modalityBids(params).find((b) => b.key === "especial50")!;
const fixo = (params: Parameters<typeof modalityBids>[0]) => modalityBids(params).find((b) => b.key === "fixo")!;
const especialValue = (params: Parameters<typeof modalityBids>[0]) =>
  `Lance de 50 parcelas: ${formatBRL(especial(params).bidValue)}`;

test.use({ viewport: VIEWPORTS.desktop });

test.describe("/modalities", () => {
  test("shows the six modalities and what each bid means for the tab's current simulation", async ({
    page,
    loginPage,
    appPage,
    imovelSimulator: sim,
  }) => {
    const owner = await createOwner({ label: "modalities" });
    await loginPage.login(owner.email, owner.password);
    await page.goto("/modalities");
    await appPage.ready();

    const cards = page.locator("[data-testid^='modality-']").filter({ has: page.getByRole("heading") });
    await expect.poll(() => cards.count()).toBe(6);
    for (const modality of DEFAULT_MODALITIES) {
      const card = page.getByTestId(`modality-${modality.key}`);
      expect(await card.getByRole("heading").textContent()).toBe(modality.title);
      // The percent is the seller's statistic about the group, with its label; never a bid.
      expect(await card.getByTestId("modality-percent").textContent()).toBe(
        `${modality.percent}\u00a0%${MODALITY_PERCENT_LABEL} (dado do vendedor sobre o grupo; não é a chance de contemplação)`,
      );
      // Whose figure it is, where and when it was read (a new account has told neither).
      expect(await card.getByTestId("modality-source").textContent()).toBe("Dado do vendedor · fonte não informada");
      expect(await card.textContent()).toContain(modality.description);
    }
    expect(await page.getByTestId("simulation-source").textContent()).toContain(
      "Nenhuma simulação de imóvel nesta aba",
    );
    const especialCard = page.getByTestId("modality-especial50");
    expect((await especialCard.getByTestId("modality-bid-pct").textContent())?.replace(/\u00a0/g, " ")).toContain(
      "27,95 %",
    );
    expect(await especialCard.getByTestId("modality-bid-value").textContent()).toBe(
      especialValue(IMOVEL_DEFAULT_PARAMS),
    );
    // Fixo bids the simulation's own 20 % (not the 90 % statistic) and shows what it buys.
    const fixoCard = page.getByTestId("modality-fixo");
    expect(await fixoCard.getByTestId("modality-bid-value").textContent()).toBe(
      `Lance de ${formatBRL(fixo(IMOVEL_DEFAULT_PARAMS).bidValue)}`,
    );
    expect(await fixoCard.getByTestId("modality-bid-pct").textContent()).toMatch(/^20,00\s% do crédito/);
    expect(await fixoCard.getByTestId("modality-buys").textContent()).toBe("A parcela passa a R$\u00a02.820,37");
    expect(await page.getByTestId("modality-sorteio").getByTestId("modality-simulation").textContent()).toContain(
      "Sem lance",
    );

    // Change the value on the imóvel simulator: the especial 50 bid follows it here.
    await sim.goto();
    await sim.setField("value", "600.000");
    await expect.poll(() => sim.page.getByTestId("first-instalment-consorcio").textContent()).toBe("R$\u00a03.354,55");
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Modalidades" }).click();
    await page.waitForURL("**/modalities");
    const moved = especial({ ...IMOVEL_DEFAULT_PARAMS, value: 600_000 });
    await expect
      .poll(() => especialCard.getByTestId("modality-bid-value").textContent())
      .toBe(`Lance de 50 parcelas: ${formatBRL(moved.bidValue)}`);
    expect((await especialCard.getByTestId("modality-bid-pct").textContent())?.replace(/\u00a0/g, " ")).toContain(
      "27,95 %",
    );
    expect(await page.getByTestId("simulation-source").textContent()).toContain("última simulação");

    // The veículo has its own current simulation (none yet: the defaults).
    await sim.choose(page.getByRole("radio", { name: "Veículo", exact: true }));
    await expect
      .poll(() => especialCard.getByTestId("modality-bid-value").textContent())
      .toBe(especialValue(VEICULO_DEFAULT_PARAMS));
    expect(await page.getByTestId("simulation-source").textContent()).toContain(
      "Nenhuma simulação de veículo nesta aba",
    );

    // Back on the simulator, the seller finds the figures they left.
    await sim.goto();
    await expect.poll(() => sim.input("value").inputValue()).toBe("600.000");
  });
});
