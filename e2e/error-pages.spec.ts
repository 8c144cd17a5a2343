import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

// The branded pt-BR 404 and error pages, in both themes at 390 px and 1280 px (screenshots under
// e2e/screenshots/ to be looked at), for app and public addresses alike.
test.describe("error pages", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`unknown addresses get the branded 404 with a way home · ${theme} · ${size}`, async ({
        page,
        context,
        baseURL,
      }) => {
        await page.setViewportSize(viewport);
        await context.addCookies([{ name: "theme", value: theme, url: baseURL! }]);

        for (const path of ["/pagina-que-nao-existe", "/propostas/public/link-inexistente"]) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(404);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
          await expect(page).toHaveTitle("Página não encontrada · Consórcio Pro");
          expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
          // Nothing of Next's English page.
          await expect(page.locator("body")).not.toContainText("could not be found");
        }
        await screenshot(page, `not-found-${theme}-${size}`);

        await page.getByRole("link", { name: "Voltar ao início" }).click();
        await page.waitForURL((url) => url.pathname === "/");
        await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
      });

      test(`an error shows the branded error page with a way home · ${theme} · ${size}`, async ({
        page,
        context,
        baseURL,
      }) => {
        await page.setViewportSize(viewport);
        await context.addCookies([{ name: "theme", value: theme, url: baseURL! }]);
        // /dev/erro fails on purpose (dev tools only, as /dev/outbox; the e2e server has them on).
        const response = await page.goto("/dev/erro");
        expect(response?.status()).toBe(500);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Algo deu errado");
        await expect(page.getByRole("button", { name: "Tentar de novo" })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
        await expect(page.locator("body")).not.toContainText("Erro de teste");
        // The code support looks up: the failed load's request id, on every log line of that request.
        const requestId = response!.headers()["x-request-id"];
        expect(requestId).toMatch(/^[0-9a-f]{12}$/);
        await expect(page.getByTestId("error-reference")).toHaveText(
          `Se persistir, informe o código ${requestId} ao suporte.`,
        );
        await screenshot(page, `error-${theme}-${size}`);
        await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
      });
    }
  }
});
