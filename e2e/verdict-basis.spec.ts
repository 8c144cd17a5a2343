import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { marketReferenceFor } from "~/features/rates/market-reference";
import { IMOVEL_DEFAULT_PARAMS, basisRatesCopy, compareImovel, simulationVerdict } from "~/features/simulators";
import { monthlyFromAnnual } from "~/features/simulators/engine";
import { formatBRL } from "~/lib/format";
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { ProposalsPage } from "./pages/proposals-page";
import { SimulatorPage } from "./pages/simulator-page";
import { expect, test, VIEWPORTS, shoot } from "./fixtures";

/*
 * One story from the headline to the last table, on a phone: a proposal at 2,2 % a.m. (29,84 % a.a.)
 * for an imóvel of R$ 780 000 over 180 months is far above the Banco Central's average, so its first
 * claim is at the market reference. The first screen, the path cards, the Comparativo and the PDF's
 * pages all read the engine's comparison at that reference; the typed rate's figures sit behind one
 * labelled switch, on the page (a <details>, no JavaScript needed) and in the generator.
 */

const PARAMS = {
  ...IMOVEL_DEFAULT_PARAMS,
  value: 780_000,
  prazo: 180,
  pricePrazo: 180,
  sacPrazo: 180,
  priceJuros: 2.2,
  sacJuros: 2.2,
};
const FIELDS = {
  value: "780000",
  prazo: "180",
  pricePrazo: "180",
  sacPrazo: "180",
  priceJuros: "2,2",
  sacJuros: "2,2",
};

const spaces = (text: string) =>
  text
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const brl = (value: number) => spaces(formatBRL(value));

function pdfPages(bytes: Buffer): string[] {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "basis-")), "proposta.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f").map(spaces);
}

test.use({ viewport: VIEWPORTS.phone });

test("a market-basis proposal at 390 px: first screen, path cards, switch and PDF tell one story", async ({
  page,
  loginPage,
}) => {
  test.setTimeout(240_000);
  const reference = marketReferenceFor("imovel");
  const verdict = simulationVerdict({ kind: "imovel", params: PARAMS }, reference);
  expect(verdict.basis).toBe("market");
  const monthly = monthlyFromAnnual(reference.annualPct);
  const atReference = compareImovel({ ...PARAMS, priceJuros: monthly, sacJuros: monthly });
  const atTyped = compareImovel(PARAMS);
  const rates = basisRatesCopy(verdict, reference);
  const outlays = {
    consorcio: atReference.consorcio.summary.totalOutlay,
    price: atReference.price.summary.totalOutlay,
    sac: atReference.sac.summary.totalOutlay,
  };
  const typedOutlays = {
    consorcio: atTyped.consorcio.summary.totalOutlay,
    price: atTyped.price.summary.totalOutlay,
    sac: atTyped.sac.summary.totalOutlay,
  };

  const owner = await createOwner({ label: "basis" });
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginPage.login(owner.email, owner.password);
  await page.goto("/propostas/generate?kind=imovel");
  await new AppPage(page).ready();
  const sim = new SimulatorPage(page, "imovel");
  for (const [field, text] of Object.entries(FIELDS)) await sim.setField(field, text);
  await expect(page.getByTestId("live-headline")).toHaveAttribute("data-verdict-basis", "market");

  // The generator's results: the same figures at the reference, the typed rate's behind the switch.
  await expect(page.getByTestId("basis-rates")).toHaveAttribute("data-basis", "market");
  await expect(page.getByTestId("path-sac")).toContainText(formatBRL(outlays.sac));
  const simSwitch = page.getByTestId("typed-alternative");
  await expect(simSwitch.locator("summary")).toHaveText(rates.alternativeLabel ?? "");
  await simSwitch.locator("summary").click();
  await expect(page.getByTestId("typed-path-sac")).toContainText(formatBRL(typedOutlays.sac));

  const proposals = new ProposalsPage(page);
  await proposals.fillClient({ name: "Cliente Base", phone: "(21) 99876-5432" });
  await proposals.save();
  await expect(proposals.savedPanel).toBeVisible();
  const link = await proposals.savedLink();

  const visitor = await page.context().browser()!.newPage({ viewport: VIEWPORTS.phone });
  await visitor.goto(link);
  const claim = visitor.getByTestId("verdict");
  await expect(claim).toHaveAttribute("data-verdict-basis", "market");
  await expect(claim).toHaveAttribute("data-verdict", verdict.kind);
  expect(spaces(await visitor.getByTestId("verdict-outlay").innerText())).toContain(
    `consórcio ${brl(outlays.consorcio)}`,
  );
  await expect(visitor.getByTestId("basis-rates")).toHaveAttribute("data-basis", "market");

  // The path cards agree with the first screen: each outlay at the reference, each box's sign the claim's.
  for (const [key, total] of Object.entries(outlays)) {
    const line = visitor
      .getByTestId(`path-${key}`)
      .locator("div", { has: visitor.locator("dt", { hasText: /^Desembolso total$/ }) })
      .locator("dd");
    expect(spaces(await line.innerText()), key).toBe(brl(total));
  }
  const claimPath = verdict.market!.financing.system.toLowerCase();
  await expect(visitor.getByTestId(`savings-box-${claimPath}`)).toHaveAttribute(
    "data-saves",
    verdict.market!.difference >= 0 ? "true" : "false",
  );
  await expect(visitor.getByTestId(`savings-box-${claimPath}`)).toContainText("à taxa média do Banco Central");
  // The Comparativo's "Desembolso total" row marks the path the verdict names, in that path's colour.
  const outlayRow = visitor
    .getByTestId("comparison-table")
    .locator("tr", { has: visitor.locator("th", { hasText: /^Desembolso total$/ }) });
  await expect(outlayRow.locator("td[data-best]")).toHaveAttribute(
    "data-best",
    verdict.kind === "saves" ? "consorcio" : claimPath,
  );
  // No typed-rate financing total is on the page: the switch is a link to them, labelled.
  const switchEl = visitor.getByTestId("typed-alternative");
  await expect(visitor.getByTestId("typed-path-sac")).toHaveCount(0);
  await shoot(visitor, { path: "e2e/screenshots/verdict-basis-390.png", fullPage: false });

  // The switch: the typed rate's figures, labelled, on a page of their own.
  await expect(switchEl).toHaveText(rates.alternativeLabel ?? "");
  await switchEl.click();
  await visitor.waitForURL(/\/taxa-informada$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(rates.alternativeLabel ?? "");
  await expect(visitor.getByTestId("typed-alternative-note")).toContainText(
    "O veredito da proposta usa a média do Banco Central",
  );
  for (const [key, total] of Object.entries(typedOutlays))
    await expect(visitor.getByTestId(`typed-path-${key}`)).toContainText(formatBRL(total));
  await expect(visitor.getByTestId(`typed-savings-box-${claimPath}`)).toContainText("com a taxa informada");
  await shoot(visitor, { path: "e2e/screenshots/verdict-basis-switch-390.png", fullPage: true });
  await visitor.goto(link);
  await visitor.setViewportSize(VIEWPORTS.desktop);
  await visitor.evaluate(() => window.scrollTo(0, 0));
  await shoot(visitor, { path: "e2e/screenshots/verdict-basis-1280.png", fullPage: false });

  // The PDF's pages agree with the page: every financing total at the reference before the labelled
  // section, the typed rate's only inside it.
  const pdf = await page.request.get(`${link}/pdf`);
  expect(pdf.status()).toBe(200);
  const text = pdfPages(await pdf.body()).join(" ");
  const split = text.indexOf(spaces(rates.alternativeLabel ?? "—"));
  expect(split).toBeGreaterThan(-1);
  const before = text.slice(0, split);
  for (const total of Object.values(outlays)) expect(before).toContain(brl(total));
  for (const total of [typedOutlays.price, typedOutlays.sac]) {
    expect(before).not.toContain(brl(total));
    expect(text.slice(split)).toContain(brl(total));
  }
  await visitor.close();
});
