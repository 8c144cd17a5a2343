import { marketReferenceFor } from "~/features/rates/market-reference";
import {
  IMOVEL_DEFAULT_PARAMS,
  VEICULO_DEFAULT_PARAMS,
  compareImovel,
  compareVeiculo,
  monthlyFromAnnual,
  type ImovelParams,
  type VeiculoParams,
} from "~/features/simulators/engine";
import type { Page } from "@playwright/test";
import { formatBRL, formatInteger } from "~/lib/format";
import { createOwner, database } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage, type SimulatorKind } from "./pages/simulator-page";
import { expect, test, VIEWPORTS } from "./fixtures";

test.use({ viewport: VIEWPORTS.desktop });

async function openSimulator(page: Page, kind: SimulatorKind, savedDefaults?: Record<string, unknown>) {
  const owner = await createOwner({ label: `sim-${kind}` });
  if (savedDefaults) {
    await database().settings.update({
      where: { accountId: owner.accountId },
      data: { [`${kind}Defaults`]: savedDefaults },
    });
  }
  await new LoginPage(page).login(owner.email, owner.password);
  const sim = new SimulatorPage(page, kind);
  await sim.goto();
  return sim;
}

const text = (sim: SimulatorPage, testId: string) => sim.page.getByTestId(testId).textContent();

/** Edits one field and checks that the figures (against the engine as oracle) and the charts follow. */
async function editAndExpectChange(
  sim: SimulatorPage,
  edit: {
    field: string;
    text: string;
    expected: { read: () => Promise<string | null>; value: string };
    charts: Array<"instalments" | "cumulative" | "wealth">;
  },
) {
  const tableBefore = await sim.comparisonText();
  const chartsBefore = await Promise.all(edit.charts.map((chart) => sim.chartSignature(chart)));
  await sim.setField(edit.field, edit.text);
  await expect.poll(edit.expected.read, { timeout: 5_000 }).toBe(edit.expected.value);
  expect(await sim.comparisonText(), `${edit.field}: comparison table`).not.toBe(tableBefore);
  for (const [i, chart] of edit.charts.entries()) {
    await expect
      .poll(() => sim.chartSignature(chart), { message: `${edit.field}: ${chart} chart` })
      .not.toBe(chartsBefore[i]);
  }
  expect(await sim.isStale()).toBe(false);
}

type Reader = "consorcio" | "price" | "totalPaid";
type Edit<P> = {
  field: keyof P & string;
  text: string;
  value: number;
  read: Reader;
  charts: Array<"instalments" | "cumulative" | "wealth">;
  /** Fields the edit moves along (the financing terms follow "Prazo do grupo" while equal to it). */
  also?: Partial<P>;
};

/** Applies the edits one by one, each checked against the engine run on the parameters so far. */
/** The consórcio's "Total pago" cell: its figure, without the rent note or the "(melhor)" mark beside it. */
const totalPaidFigure = (cell: string | null) => /R\$[\s\u00a0]?-?[\d.]+,\d{2}/.exec(cell ?? "")?.[0] ?? "";

async function followEdits<P extends object>(
  sim: SimulatorPage,
  start: P,
  compare: (p: P) => {
    consorcio: { summary: { firstInstalment: number; totalPaid: number } };
    price: { summary: { firstInstalment: number } };
  },
  edits: Array<Edit<P>>,
): Promise<P> {
  let params = start;
  for (const edit of edits) {
    params = { ...params, [edit.field]: edit.value, ...edit.also };
    const result = compare(params);
    const [read, value] =
      edit.read === "totalPaid"
        ? [
            async () => totalPaidFigure(await sim.comparisonRow("Total pago").first().textContent()),
            result.consorcio.summary.totalPaid,
          ]
        : [() => text(sim, `first-instalment-${edit.read}`), result[edit.read].summary.firstInstalment];
    await editAndExpectChange(sim, {
      field: edit.field,
      text: edit.text,
      expected: { read, value: formatBRL(value) },
      charts: edit.charts,
    });
  }
  return params;
}

/** The windowed month table mounts only what is in view: the last month appears once scrolled to the bottom. */
async function expectScheduleReachesLastMonth(sim: SimulatorPage, lastMonth: number) {
  const scroller = sim.schedules.getByRole("region");
  const lastRow = scroller.locator(`tbody tr[aria-rowindex="${lastMonth + 1}"]`);
  await scroller.locator("tbody tr[aria-rowindex='2']").waitFor();
  expect(await lastRow.count()).toBe(0);
  expect(await scroller.locator(`tbody tr[aria-rowindex="${lastMonth + 2}"]`).count()).toBe(0);
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await lastRow.waitFor();
  expect(await lastRow.locator("td").first().textContent()).toBe(String(lastMonth));
  expect(await scroller.locator(`tbody tr[aria-rowindex="${lastMonth + 2}"]`).count()).toBe(0);
}

test.describe("imóvel simulator (/consorcio-financiamento)", () => {
  test("opens on the model's worked example and follows value, term, rate and bid, charts included", async ({
    page,
  }) => {
    const sim = await openSimulator(page, "imovel");
    // The default 2 % a.m. is far above the Banco Central's reference: the first claim and every
    // financing figure under it are at the reference (the verdict's basis).
    const monthly = monthlyFromAnnual(marketReferenceFor("imovel").annualPct);
    const atReference = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, priceJuros: monthly, sacJuros: monthly });
    expect(await text(sim, "first-instalment-consorcio")).toBe("R$\u00a02.795,45");
    expect(await text(sim, "first-instalment-price")).toBe(formatBRL(atReference.price.summary.firstInstalment));
    expect(await text(sim, "first-instalment-sac")).toBe(formatBRL(atReference.sac.summary.firstInstalment));
    expect(await sim.pathCard("price").textContent()).toContain("à taxa média do Banco Central");
    await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "costs-more");
    await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict-basis", "market");
    await expect(page.getByTestId("verdict-basis")).toContainText("SGS 20772");

    // Rates within the band: the verdict at the typed rate, and every figure follows what is typed.
    await sim.setField("priceJuros", "1,05");
    await sim.setField("sacJuros", "1,05");
    const inBand = { ...IMOVEL_DEFAULT_PARAMS, priceJuros: 1.05, sacJuros: 1.05 };
    await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict-basis", "typed");
    expect(await text(sim, "first-instalment-price")).toBe(
      formatBRL(compareImovel(inBand).price.summary.firstInstalment),
    );

    expect(
      formatBRL(compareImovel({ ...IMOVEL_DEFAULT_PARAMS, value: 600_000 }).consorcio.summary.firstInstalment),
    ).toBe("R$\u00a03.354,55");
    await followEdits<ImovelParams>(sim, inBand, compareImovel, [
      {
        field: "value",
        text: "600.000",
        value: 600_000,
        read: "consorcio",
        charts: ["instalments", "cumulative", "wealth"],
      },
      {
        field: "prazo",
        text: "200",
        value: 200,
        read: "consorcio",
        charts: ["instalments", "cumulative"],
        also: { pricePrazo: 200, sacPrazo: 200 },
      },
      { field: "priceJuros", text: "1,1", value: 1.1, read: "price", charts: ["instalments", "cumulative"] },
      { field: "win", text: "35", value: 35, read: "totalPaid", charts: ["instalments", "cumulative"] },
    ]);
  });

  test("shows a pt-BR message beside a bad field and keeps the last results, marked outdated", async ({ page }) => {
    const sim = await openSimulator(page, "imovel");
    await sim.setField("value", "abc");
    await expect
      .poll(() => sim.fieldError("value").textContent())
      .toBe("O valor do crédito deve ser um número válido.");
    expect(await sim.isStale()).toBe(true);
    await sim.page.getByTestId("stale-notice").waitFor();
    expect(await text(sim, "first-instalment-consorcio")).toBe("R$\u00a02.795,45");
    expect(await sim.page.getByTestId("results").textContent()).not.toContain("NaN");

    await sim.setField("value", "500.000");
    await sim.setField("prazoAc", "300");
    await expect
      .poll(() => sim.fieldError("prazoAc").textContent())
      .toBe("O mês de contemplação deve estar entre 1 e 220 (o prazo do grupo).");
    expect(await sim.fieldError("value").count()).toBe(0);
    await sim.setField("prazoAc", "50");
    await expect.poll(() => sim.isStale()).toBe(false);
    expect(await sim.page.getByTestId("stale-notice").count()).toBe(0);
  });

  test("reduzPrazo ends the consórcio earlier; scenarios hide and show; the month table reaches the end; defaults come back", async ({
    page,
  }) => {
    const sim = await openSimulator(page, "imovel");
    const lastMonth = sim.comparisonRow("Último pagamento (mês)").first();
    expect(await lastMonth.textContent()).toBe("220");
    await sim.choose(sim.bidMode("Reduzir prazo"));
    const shorter = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, bidMode: "reduzPrazo" }).consorcio.summary
      .lastPaymentMonth;
    expect(shorter).toBeLessThan(220);
    await expect.poll(() => lastMonth.textContent()).toBe(formatInteger(shorter));

    for (const [label, name] of [
      ["Aluguel até a contemplação", "rentWhileWaiting"],
      ["Valorização do imóvel", "appreciation"],
      ["Renda de aluguel", "rentalIncome"],
      ["Investir em vez de comprar", "investInstead"],
    ] as const) {
      await sim.scenario(name).waitFor();
      await sim.setScenario(label, false);
      await sim.scenario(name).waitFor({ state: "detached" });
      await sim.setScenario(label, true);
      await sim.scenario(name).waitFor();
    }
    await sim.setScenario("Aluguel até a contemplação", false);
    await expect.poll(() => sim.comparisonRow("Aluguel pago na espera").first().textContent()).toBe("R$\u00a00,00");

    await sim.revealResults();
    await sim.scheduleTab("Consórcio").click();
    await expectScheduleReachesLastMonth(sim, shorter);
    await sim.scheduleTab("SAC").click();
    await expectScheduleReachesLastMonth(sim, 220);

    await sim.page.getByRole("button", { name: "Restaurar padrões" }).click();
    await expect.poll(() => lastMonth.textContent()).toBe("220");
    expect(await sim.input("value").inputValue()).toBe("500.000");
    expect(await sim.bidMode("Reduzir parcela").isChecked()).toBe(true);
    await sim.scenario("rentWhileWaiting").waitFor();
  });
});

test.describe("defaults", () => {
  test('start from the seller\'s saved settings, and "Restaurar padrões" goes back to them', async ({ page }) => {
    const sim = await openSimulator(page, "imovel", { value: 800_000, prazoAc: 30 });
    await expect.poll(() => sim.input("value").inputValue()).toBe("800.000");
    expect(await sim.input("prazoAc").inputValue()).toBe("30");
    expect(await sim.page.locator("[data-field='value']").textContent()).toContain("Padrão: R$ 800.000");
    const saved = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, value: 800_000, prazoAc: 30 });
    await expect
      .poll(() => text(sim, "first-instalment-consorcio"))
      .toBe(formatBRL(saved.consorcio.summary.firstInstalment));

    await sim.setField("value", "650.000");
    await expect
      .poll(() => text(sim, "first-instalment-consorcio"))
      .not.toBe(formatBRL(saved.consorcio.summary.firstInstalment));
    await sim.page.getByRole("button", { name: "Restaurar padrões" }).click();
    await expect.poll(() => sim.input("value").inputValue()).toBe("800.000");
    await expect
      .poll(async () => totalPaidFigure(await sim.comparisonRow("Total pago").first().textContent()))
      .toBe(formatBRL(saved.consorcio.summary.totalPaid));
    // The restore can be undone from its toast: the typed figures come back.
    await sim.page.getByRole("button", { name: "Desfazer" }).click();
    await expect.poll(() => sim.input("value").inputValue()).toBe("650.000");
  });

  test("an unusual but allowed rate (−1 % or 15 % a.m.) is pointed out, not accepted silently", async ({ page }) => {
    const sim = await openSimulator(page, "imovel");
    const field = sim.page.locator("[data-field='priceJuros']");
    await expect(field.getByTestId("unusual-value")).toHaveCount(0);
    await sim.setField("priceJuros", "15");
    await expect(field.getByTestId("unusual-value")).toContainText("fora do usual (0 a 5 % a.m.)");
    await sim.setField("priceJuros", "-1");
    await expect(field.getByTestId("unusual-value")).toContainText("-1 % a.m.");
    await sim.setField("priceJuros", "0,95");
    await expect(field.getByTestId("unusual-value")).toHaveCount(0);
  });
});

test.describe("veículo simulator (/consorcio-veic-financiamento)", () => {
  test("compares consórcio and PRICE only, follows value, term, rate and bid with charts, flags bad input, reduzPrazo, scenarios, month table", async ({
    page,
  }) => {
    const sim = await openSimulator(page, "veiculo");
    const defaults = compareVeiculo(VEICULO_DEFAULT_PARAMS);
    expect(await text(sim, "first-instalment-consorcio")).toBe("R$\u00a01.740,00");
    expect(await text(sim, "first-instalment-price")).toBe(formatBRL(defaults.price.summary.firstInstalment));
    expect(await sim.pathCard("sac").count()).toBe(0);
    expect(await sim.page.locator("main").textContent()).not.toMatch(/\bSAC\b/);

    const params = await followEdits<VeiculoParams>(sim, VEICULO_DEFAULT_PARAMS, compareVeiculo, [
      {
        field: "value",
        text: "90.000",
        value: 90_000,
        read: "consorcio",
        charts: ["instalments", "cumulative", "wealth"],
      },
      { field: "prazo", text: "72", value: 72, read: "consorcio", charts: ["instalments", "cumulative"] },
      { field: "priceJuros", text: "1,49", value: 1.49, read: "price", charts: ["instalments", "cumulative"] },
      { field: "win", text: "40", value: 40, read: "totalPaid", charts: ["instalments", "cumulative"] },
    ]);

    await sim.setField("priceJuros", "1,2,3");
    await expect
      .poll(() => sim.fieldError("priceJuros").textContent())
      .toBe("A taxa de juros deve ser um número válido.");
    expect(await sim.isStale()).toBe(true);
    await sim.setField("priceJuros", "1,49");
    await expect.poll(() => sim.isStale()).toBe(false);

    await sim.choose(sim.bidMode("Reduzir prazo"));
    const shorter = compareVeiculo({ ...params, bidMode: "reduzPrazo" }).consorcio.summary.lastPaymentMonth;
    await expect
      .poll(() => sim.comparisonRow("Último pagamento (mês)").first().textContent())
      .toBe(formatInteger(shorter));

    for (const [label, name] of [
      ["Depreciação", "depreciation"],
      ["Investir em vez de comprar", "investInstead"],
    ] as const) {
      await sim.scenario(name).waitFor();
      await sim.setScenario(label, false);
      await sim.scenario(name).waitFor({ state: "detached" });
      await sim.setScenario(label, true);
      await sim.scenario(name).waitFor();
    }

    await sim.revealResults();
    await sim.scheduleTab("PRICE").click();
    await expectScheduleReachesLastMonth(sim, 60);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  /** Whether React rendered the element (it carries React's fiber) or it is markup React left as the server sent it. */
  const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  const renderedByReact = (sim: SimulatorPage, testId: string) => sim.page.getByTestId(testId).evaluate(ownedByReact);
  /** Hydrated: the form's fields are React's. */
  const hydrated = (sim: SimulatorPage) =>
    expect.poll(() => sim.input("value").evaluate(ownedByReact), { timeout: 10_000 }).toBe(true);

  /** Once the browser has had two idle periods: React's pending renders (transitions) are done. */
  const idle = (page: Page) =>
    page.evaluate(async () => {
      for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
    });

  test("the detail sections stay as the server sent them until they come near or an edit changes them", async ({
    page,
  }) => {
    const sim = await openSimulator(page, "imovel");
    // Hydrated, and idle, so no render is still to come.
    await hydrated(sim);
    await idle(page);
    // A screen below the form, the path cards are the server's markup too.
    expect(await renderedByReact(sim, "path-consorcio")).toBe(false);
    // Two screens and more below the form, the costs are the server's markup, and read the same.
    expect(await renderedByReact(sim, "finance-consorcio")).toBe(false);
    // textContent: the section is also skipped by the browser (content-visibility) until near.
    const costs = page.getByTestId("finance-consorcio");
    const served = await costs.textContent();
    expect(served).toContain("R$");
    await costs.scrollIntoViewIfNeeded();
    await expect.poll(() => renderedByReact(sim, "finance-consorcio")).toBe(true);
    expect(await costs.textContent()).toBe(served);

    // Loaded again at the top (the browser would restore the scroll of a same-address load): an
    // edit replaces the path cards and the comparison far below at once, without a scroll.
    await page.evaluate(() => window.scrollTo(0, 0));
    await sim.goto();
    await hydrated(sim);
    await idle(page);
    expect(await renderedByReact(sim, "comparison-table")).toBe(false);
    const table = page.getByTestId("comparison-table");
    const before = await table.textContent();
    await sim.setField("value", "600.000");
    await expect.poll(() => table.textContent()).not.toBe(before);
    expect(await renderedByReact(sim, "comparison-table")).toBe(true);
    const firstInstalment = formatBRL(
      compareImovel({ ...IMOVEL_DEFAULT_PARAMS, value: 600_000 }).consorcio.summary.firstInstalment,
    );
    expect(await table.textContent()).toContain(firstInstalment);
    await expect(sim.firstInstalment("consorcio")).toHaveText(firstInstalment);
    expect(await renderedByReact(sim, "path-consorcio")).toBe(true);
  });
});
