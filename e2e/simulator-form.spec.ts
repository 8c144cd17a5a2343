import type { Page } from "@playwright/test";
import { BASE_URL, expect, SCREENSHOT_DIR, test, VIEWPORTS, shoot } from "./fixtures";
import { createOwner } from "./pages/db";
import type { SimulatorPage } from "./pages/simulator-page";

/** Parameters, labels and notes whose content does not fit their box (cut off, hidden or sticking out). */
function cutTexts(page: Page) {
  return page
    .locator("[data-field], [data-field] label, [data-field] p")
    .evaluateAll((nodes) =>
      nodes
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === "ellipsis")
        .map((el) => (el.textContent ?? "").trim()),
    );
}

/** Opens every folded group of the form (a phone folds all but the first). */
async function openAllGroups(page: Page) {
  const folded = page.locator("form[aria-label='Parâmetros da simulação'] details:not([open]) summary");
  while ((await folded.count()) > 0) await folded.first().click();
}

async function signedInSimulator(page: Page, sim: SimulatorPage, label: string, theme: "dark" | "light" = "dark") {
  const owner = await createOwner({ label, theme });
  await page.goto("/");
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Senha", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL("**/dashboard");
  await sim.goto();
}

test.describe("simulator form", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`every label shows whole; the parameter box says when more lies below · ${theme} · ${size}`, async ({
        page,
        context,
        imovelSimulator: sim,
      }) => {
        await page.setViewportSize(viewport);
        await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
        await signedInSimulator(page, sim, `form-${theme}-${size}`, theme);
        expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
        await openAllGroups(page);
        await page.locator("[data-field='rentabilidadeAnual']").waitFor();

        expect(await cutTexts(page)).toEqual([]);
        for (const label of [
          "Reajuste do aluguel (IGP-M)",
          "Rendimento da aplicação",
          "Rentabilidade do investimento",
          "Taxa de administração",
        ]) {
          // The label is there in full (a screen reader also hears its unit after it).
          await expect(page.locator("[data-field] label").filter({ hasText: label })).toHaveText(
            new RegExp(`^${label.replace(/[()]/g, "\\$&")} \\(`),
          );
        }

        const scroller = page.getByTestId("parameters-scroller");
        const overflows = await scroller.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
        const hint = page.getByTestId("parameters-more");
        if (size === "phone") {
          // In the page's flow: no box of its own to scroll.
          expect(overflows).toBe(false);
        } else {
          // On a laptop the fields are taller than the window: the box scrolls, and says so.
          expect(overflows).toBe(true);
          await expect(hint).toBeVisible();
          await expect(hint).toHaveText("Mais parâmetros abaixo: role a lista");
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot(page, { path: `${SCREENSHOT_DIR}/simulator-form-${theme}-${size}.png` });

        if (size !== "phone") {
          await hint.click();
          await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          await expect(hint).toHaveCount(0);
          // The last field is in view inside the box, its label whole.
          const last = page.locator("[data-field='rentabilidadeAnual'] label");
          await expect(last).toBeInViewport();
          await shoot(page, { path: `${SCREENSHOT_DIR}/simulator-form-end-${theme}-${size}.png` });
        }
      });
    }
  }

  test("monthly rates show their annual equivalent, following what is typed", async ({
    page,
    imovelSimulator: sim,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signedInSimulator(page, sim, "annual");
    const annual = (field: string) => page.locator(`[data-field='${field}'] [data-testid='annual-equivalent']`);
    await expect(annual("priceJuros")).toHaveText("≈ 26,82 % a.a.");
    await expect(annual("sacJuros")).toHaveText("≈ 26,82 % a.a.");
    await expect(annual("aplicacao")).toHaveText("≈ 11,35 % a.a.");
    // Rent is a share of the property's value, not a compounding rate: no annual figure.
    await expect(annual("locacao")).toHaveCount(0);
    // The input names its annual equivalent to assistive technology too.
    const describedBy = await sim.input("priceJuros").getAttribute("aria-describedby");
    expect(describedBy).toContain(await annual("priceJuros").getAttribute("id"));

    await sim.setField("priceJuros", "1,5");
    await expect(annual("priceJuros")).toHaveText("≈ 19,56 % a.a.");
    await expect(annual("sacJuros")).toHaveText("≈ 26,82 % a.a.");
    await sim.setField("priceJuros", "abc");
    await expect(annual("priceJuros")).toHaveCount(0);
  });
});
