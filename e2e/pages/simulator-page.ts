import type { Locator, Page } from "@playwright/test";
import { AppPage } from "./app-page";

export type SimulatorKind = "imovel" | "veiculo";
export type PathKey = "consorcio" | "price" | "sac";

const PATHS: Record<SimulatorKind, string> = {
  imovel: "/consorcio-financiamento",
  veiculo: "/consorcio-veic-financiamento",
};

/** /consorcio-financiamento and /consorcio-veic-financiamento: the form, the live results, the charts. */
export class SimulatorPage {
  constructor(
    readonly page: Page,
    readonly kind: SimulatorKind,
  ) {}

  async goto() {
    await this.page.goto(PATHS[this.kind]);
    await new AppPage(this.page).ready();
    await this.results.waitFor();
  }

  /**
   * Charts and month tables draw when they first come near the viewport (the main-thread
   * budget): walks down to each, waits for it, and back to the top.
   */
  async revealResults() {
    for (const chart of ["instalments", "cumulative", "wealth"]) {
      const figure = this.page.getByTestId(`chart-${chart}`);
      await figure.scrollIntoViewIfNeeded();
      await figure.locator("svg").first().waitFor();
    }
    await this.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await this.page.getByRole("region", { name: "Mês a mês", exact: true }).waitFor();
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }

  get results() {
    return this.page.getByTestId("results");
  }

  /** A parameter's text input, by its name in the schema (value, prazo, priceJuros, …). */
  input(name: string): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  /** The pt-BR message shown beside a parameter. */
  fieldError(name: string): Locator {
    return this.page.locator(`[data-field="${name}"]`).getByRole("alert");
  }

  /** Replaces a field's text the way a seller does: select all, type. */
  async setField(name: string, text: string) {
    const input = this.input(name);
    await input.click();
    await input.press("ControlOrMeta+a");
    await input.pressSequentially(text);
  }

  async isStale(): Promise<boolean> {
    return (await this.results.getAttribute("data-stale")) === "true";
  }

  firstInstalment(path: PathKey): Locator {
    return this.page.getByTestId(`first-instalment-${path}`);
  }

  pathCard(path: PathKey): Locator {
    return this.page.getByTestId(`path-${path}`);
  }

  savings(path: Exclude<PathKey, "consorcio">): Locator {
    return this.page.getByTestId(`savings-${path}`);
  }

  /** The comparison table's cells of one row, in path order. */
  comparisonRow(label: string): Locator {
    return this.page
      .getByTestId("comparison-table")
      .locator("tbody tr")
      .filter({ has: this.page.getByRole("rowheader", { name: label, exact: true }) })
      .locator("td");
  }

  async comparisonText(): Promise<string> {
    return this.page.getByTestId("comparison-table").innerText();
  }

  /**
   * What a chart draws: every SVG path's `d` and every label. Shapes alone can stay put (a value
   * scaled by the same factor everywhere draws the same bars), so the text counts too.
   */
  async chartSignature(chart: "instalments" | "cumulative" | "wealth"): Promise<string> {
    const figure = this.page.getByTestId(`chart-${chart}`);
    // Charts off screen keep their last drawing until they scroll into view, and a chart in view
    // redraws once typing pauses (aria-busy until then).
    await figure.scrollIntoViewIfNeeded();
    await this.page.locator(`[data-testid="chart-${chart}"][data-current="true"]`).waitFor();
    await figure.locator("[aria-busy='false']").first().waitFor();
    await figure.locator("svg").first().waitFor();
    const drawn = await figure
      .locator("svg path, svg text")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("d") ?? n.textContent ?? ""));
    return drawn.join("|");
  }

  scenarioSwitch(label: string): Locator {
    return this.page.getByRole("switch", { name: label, exact: true });
  }

  scenario(name: string): Locator {
    return this.page.getByTestId(`scenario-${name}`);
  }

  bidMode(label: "Reduzir parcela" | "Reduzir prazo"): Locator {
    return this.page.getByRole("radio", { name: label, exact: true });
  }

  /** Clicks the visible segment or switch (its native input is visually hidden inside the label). */
  async choose(control: Locator) {
    await this.page.locator("label").filter({ has: control }).click();
  }

  async setScenario(label: string, on: boolean) {
    const control = this.scenarioSwitch(label);
    if ((await control.isChecked()) !== on) await this.choose(control);
  }

  get schedules(): Locator {
    return this.page.getByRole("region", { name: "Mês a mês" });
  }

  scheduleTab(label: "Consórcio" | "PRICE" | "SAC"): Locator {
    return this.schedules.getByRole("tab", { name: label, exact: true });
  }
}
