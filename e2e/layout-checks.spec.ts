import { expectLaidOut } from "./support/layout";
import { expect, test, VIEWPORTS } from "./fixtures";

// The screenshot specs' assertions (support/layout.ts) must fail on what a person would see as
// broken; checked here on small pages of our own, so it stays true whatever the app's pages become.
const PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">
  <style>body { margin: 0; font: 16px sans-serif } main { padding: 16px }</style></head>
  <body><main><h1>Título</h1><button id="go">Continuar</button><div id="extra"></div></main></body></html>`;

test.describe("layout assertions of the screenshot specs", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("pass on a page that fits, with its heading and action in view", async ({ page }) => {
    await page.setContent(PAGE);
    await expectLaidOut(page, { action: page.locator("#go") });
  });

  test("fail when the page scrolls sideways", async ({ page }) => {
    await page.setContent(PAGE);
    await page.locator("#extra").evaluate((el) => el.setAttribute("style", "width: 600px; height: 20px"));
    await expect(expectLaidOut(page)).rejects.toThrow(/scrolls sideways/);
  });

  test("fail when a phone page scrolls sideways (a phone zooms out to fit, growing innerWidth)", async ({
    newPage,
  }) => {
    const phone = await newPage({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    await phone.setContent(
      PAGE.replace('<div id="extra"></div>', `<p>${"cliente.muito.comprido".repeat(8)}@example.com</p>`),
    );
    await expect(expectLaidOut(phone)).rejects.toThrow(/scrolls sideways/);
  });

  test("fail when an element sticks out of the viewport without scrolling the page", async ({ page }) => {
    await page.setContent(PAGE);
    // A fixed bar is no part of the scroll width: only the viewport check sees it.
    await page
      .locator("#extra")
      .evaluate((el) =>
        el.setAttribute("style", "position: fixed; bottom: 0; left: 300px; width: 200px; height: 20px"),
      );
    await expect(expectLaidOut(page)).rejects.toThrow(/outside the viewport/);
  });

  test("fail when something covers the primary action, or the action is missing", async ({ page }) => {
    await page.setContent(PAGE);
    await page
      .locator("#extra")
      .evaluate((el) => el.setAttribute("style", "position: fixed; inset: 0; background: #0008"));
    await expect(expectLaidOut(page, { action: page.locator("#go") })).rejects.toThrow(/covered/);
    await page.setContent(PAGE.replace('<button id="go">Continuar</button>', ""));
    await expect(expectLaidOut(page, { action: page.locator("#go") })).rejects.toThrow(/visible/);
  });
});
