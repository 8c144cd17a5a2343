import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { BASE_URL, checkedScreenshot, test, VIEWPORTS } from "./fixtures";

// Both simulators and /modalities in both themes at 390 px and 1280 px, saved under
// e2e/screenshots/ to be looked at; each is taken after asserting what a person checks on it (no
// sideways scroll, nothing outside the viewport, heading and primary action visible and uncovered).
test.describe("simulator screenshots", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${theme} · ${size}`, async ({ newContext }) => {
        const owner = await createOwner({ label: `sim-shot-${theme}-${size}`, theme });
        const context = await newContext({ viewport });
        await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
        const page = await context.newPage();
        await new LoginPage(page).login(owner.email, owner.password);
        const generate = page.getByRole("link", { name: "Gerar proposta" });

        for (const kind of ["imovel", "veiculo"] as const) {
          const sim = new SimulatorPage(page, kind);
          await sim.goto();
          await sim.revealResults();
          await checkedScreenshot(page, `simulator-${kind}-${theme}-${size}`, { action: generate });
        }

        // A wrong field: its message beside it, the results dimmed and marked outdated.
        const sim = new SimulatorPage(page, "imovel");
        await sim.goto();
        await sim.setField("win", "99");
        await page.getByTestId("stale-notice").waitFor();
        await checkedScreenshot(page, `simulator-stale-${theme}-${size}`, {
          action: page.getByTestId("stale-notice"),
          fullPage: false,
        });

        await page.goto("/modalities");
        await new AppPage(page).ready();
        await page.getByTestId("modality-especial50").waitFor();
        await checkedScreenshot(page, `modalities-${theme}-${size}`, {
          action: page.getByTestId("modality-especial50"),
        });
        await context.close();
      });
    }
  }
});
