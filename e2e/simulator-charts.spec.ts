import type { Locator, Page } from "@playwright/test";
import { chartPalette } from "~/features/branding";
import { marketReferenceFor } from "~/features/rates/market-reference";
import { compareImovel, IMOVEL_DEFAULT_PARAMS, monthlyFromAnnual } from "~/features/simulators/engine";
import { contrastRatio } from "~/lib/contrast";
import { formatBRL } from "~/lib/format";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { rgb } from "./support/colors";
import { BASE_URL, expect, SCREENSHOT_DIR, test, VIEWPORTS, shoot } from "./fixtures";

// The simulator's charts, drawn as SVG from the shared chart model: a legend naming each path, the
// paths' dash patterns and colours (the consórcio's is the seller's, at 3:1 on the card), money on
// the axis, and a readout of the month under the pointer or chosen with the arrow keys. At 390 and
// 1280 px, in both themes, for a yellow (#facc15) and a navy brand; the charts are saved under
// e2e/screenshots/ to be looked at.

const BRANDS = { yellow: "#facc15", navy: "#1e3a8a" } as const;
const CASES = (["phone", "desktop"] as const).flatMap((size) =>
  (["light", "dark"] as const).flatMap((theme) =>
    (Object.keys(BRANDS) as (keyof typeof BRANDS)[]).map((brand) => ({ size, theme, brand })),
  ),
);

// The default rate (2 % a.m.) is far above the Banco Central's reference, so the charts draw the
// financing at the reference (the verdict's basis), as the engine does: every path at its monthly rate.
const marketMonthly = monthlyFromAnnual(marketReferenceFor("imovel").annualPct);
const instalments = compareImovel({ ...IMOVEL_DEFAULT_PARAMS, priceJuros: marketMonthly, sacJuros: marketMonthly })
  .series.instalments;
const lastMonth = instalments.at(-1)!.month;
const readoutOf = (month: number) => instalments.find((row) => row.month === month)!;

const readout = (chart: Locator) => chart.getByTestId("chart-readout");

async function expectReadout(chart: Locator, month: number) {
  const row = readoutOf(month);
  await expect(readout(chart)).toContainText(`Mês ${month}`);
  // The consórcio's instalment in full, as the engine computes it (0 once it is paid: no line, "—").
  await expect(readout(chart)).toContainText(
    row.consorcio === 0 ? "Consórcio—" : `Consórcio${formatBRL(row.consorcio)}`,
  );
  if (row.price > 0) await expect(readout(chart)).toContainText(`PRICE${formatBRL(row.price)}`);
}

async function openCharts(page: Page) {
  const sim = new SimulatorPage(page, "imovel");
  await sim.goto();
  await sim.revealResults();
  const chart = page.getByTestId("chart-instalments");
  await chart.scrollIntoViewIfNeeded();
  await chart.locator("[aria-busy='false']").first().waitFor();
  return chart;
}

for (const { size, theme, brand } of CASES) {
  test(`${size} · ${theme} · ${brand} brand: legend, palette, dashes, money axis, pointer and keyboard readout`, async ({
    newContext,
  }) => {
    const owner = await createOwner({ label: `sim-charts-${size}-${theme}-${brand}`, theme });
    await sql(`update "Settings" set "colorSlider" = $1 where "accountId" = $2`, [BRANDS[brand], owner.accountId]);
    const context = await newContext({
      viewport: VIEWPORTS[size],
      ...(size === "phone" ? { hasTouch: true, isMobile: true } : {}),
    });
    await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
    const page = await context.newPage();
    await new LoginPage(page).login(owner.email, owner.password);
    const chart = await openCharts(page);

    // The legend names each path, and each line has its dash pattern and its colour.
    await expect(chart.locator("ul").first().locator("li")).toHaveText([
      "Consórcio",
      "Financiamento PRICE",
      "Financiamento SAC",
    ]);
    const palette = chartPalette(BRANDS[brand], theme);
    const lines = await chart.locator("svg path[data-series]").evaluateAll((paths) =>
      paths.map((p) => ({
        key: p.getAttribute("data-series"),
        stroke: getComputedStyle(p).stroke,
        dash: p.getAttribute("stroke-dasharray"),
      })),
    );
    expect(lines).toEqual([
      { key: "consorcio", stroke: rgb(palette.consorcio), dash: null },
      { key: "price", stroke: rgb(palette.price), dash: "8 4" },
      { key: "sac", stroke: rgb(palette.sac), dash: "2 3" },
    ]);
    const card = await chart.evaluate((figure) => getComputedStyle(figure).backgroundColor);
    const [r, g, b] = card.match(/\d+/g)!.map(Number);
    expect(
      contrastRatio(palette.consorcio, { r: r!, g: g!, b: b! }),
      "consórcio line on the card",
    ).toBeGreaterThanOrEqual(3);

    // Money on the y-axis in pt-BR; the drawing fits its card (no sideways scroll on a phone).
    const svg = chart.locator("svg[data-chart-font]");
    const ticks = await svg.locator("text").allTextContents();
    expect(ticks.filter((t) => t.startsWith("R$")).length).toBeGreaterThanOrEqual(3);
    expect(ticks).toContain("mês");
    const [svgBox, cardBox] = [await svg.boundingBox(), await chart.boundingBox()];
    expect(svgBox!.x + svgBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);

    // The keyboard: the chart takes focus and reads month 1; arrows a month, Page Up a year, End the last month.
    const focusable = chart.getByRole("group", { name: /^Parcela mês a mês/ });
    await focusable.focus();
    await expectReadout(chart, 1);
    await page.keyboard.press("ArrowRight");
    await expectReadout(chart, 2);
    await page.keyboard.press("PageUp");
    await expectReadout(chart, 14);
    await page.keyboard.press("End");
    await expectReadout(chart, lastMonth);
    await expect(chart.getByTestId("chart-cursor")).toHaveCount(1);
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/simulator-chart-keyboard-${size}-${theme}-${brand}.png`,
      clip: (await chart.boundingBox())!,
    });

    // The pointer: the readout follows it to the month under it.
    await focusable.blur();
    await expect(readout(chart)).toHaveCount(0);
    const plot = (await svg.boundingBox())!;
    await page.mouse.move(plot.x + plot.width * 0.5, plot.y + plot.height * 0.5);
    await expect(readout(chart)).toContainText(/Mês \d+/);
    const month = Number((await readout(chart).locator("p").textContent())!.replace(/\D/g, ""));
    expect(month).toBeGreaterThan(lastMonth * 0.3);
    expect(month).toBeLessThan(lastMonth * 0.7);
    await expectReadout(chart, month);
    await shoot(page, {
      path: `${SCREENSHOT_DIR}/simulator-chart-pointer-${size}-${theme}-${brand}.png`,
      clip: (await chart.boundingBox())!,
    });

    // The whole charts section as the seller sees it.
    const section = page.getByRole("region", { name: "Gráficos" });
    await page.mouse.move(0, 0);
    await shoot(section, { path: `${SCREENSHOT_DIR}/simulator-charts-${size}-${theme}-${brand}.png` });
    await context.close();
  });
}
