import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { BASE_URL, expect, screenshot, SCREENSHOT_DIR, test, VIEWPORTS } from "./fixtures";

// Both simulators and /modalities in both themes at 390 px and 1280 px, saved under
// e2e/screenshots/ to be looked at; the page must never scroll sideways.
test.describe("simulator screenshots", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${theme} · ${size}`, async ({ newContext }) => {
        const owner = await createOwner({ label: `sim-shot-${theme}-${size}`, theme });
        const context = await newContext({ viewport });
        await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
        const page = await context.newPage();
        await new LoginPage(page).login(owner.email, owner.password);
        const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        // Names the elements that stick out, so a failure says where to look.
        const widest = () => page.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(el.getBoundingClientRect().right)} px)`)
            .join("; "));

        for (const kind of ["imovel", "veiculo"] as const) {
          const sim = new SimulatorPage(page, kind);
          await sim.goto();
          await sim.revealResults();
          await screenshot(page, `simulator-${kind}-${theme}-${size}`);
          expect(await noSideways(), `${kind} scrolls sideways: ${await widest()}`).toBe(true);
        }

        // A wrong field: its message beside it, the results dimmed and marked outdated.
        const sim = new SimulatorPage(page, "imovel");
        await sim.goto();
        await sim.setField("win", "99");
        await page.getByTestId("stale-notice").waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SCREENSHOT_DIR}/simulator-stale-${theme}-${size}.png` });

        await page.goto("/modalities");
        await new AppPage(page).ready();
        await page.getByTestId("modality-especial50").waitFor();
        await screenshot(page, `modalities-${theme}-${size}`);
        expect(await noSideways(), `modalities scrolls sideways: ${await widest()}`).toBe(true);
        await context.close();
      });
    }
  }
});
