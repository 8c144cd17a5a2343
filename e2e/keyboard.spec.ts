import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { focusedText, isFocused, tabTo } from "./pages/keyboard";
import { LoginPage } from "./pages/login-page";
import { SimulatorPage } from "./pages/simulator-page";
import { expect, test, VIEWPORTS } from "./fixtures";

test.describe("keyboard only: no mouse from sign-in to sign-out", () => {
  test("signs in, simulates (credit and bid), opens the proposals menu and signs out", async ({ newPage }) => {
    const owner = await createOwner({ label: "keyboard" });
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    const app = new AppPage(page);
    const login = new LoginPage(page);
    await login.goto();

    // The login form starts with the e-mail field focused.
    await expect(login.email).toBeFocused();
    await page.keyboard.type(owner.email);
    // "Esqueci minha senha" sits between the two fields.
    await tabTo(page, login.password);
    await page.keyboard.type(owner.password);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");
    await app.ready();

    // The skip link comes before the header; Enter puts focus in <main>, past it.
    const skipLink = page.getByRole("link", { name: "Pular para o conteúdo" });
    await tabTo(page, skipLink, { backwards: true });
    expect(await focusedText(page)).toBe("a:Pular para o conteúdo");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("conteudo");

    // The imóvel simulator through the header navigation.
    await tabTo(page, page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Imóvel" }), { backwards: true });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/consorcio-financiamento");
    const sim = new SimulatorPage(page, "imovel");
    await app.ready();
    await sim.results.waitFor();
    expect(await sim.firstInstalment("consorcio").textContent()).toBe("R$\u00a02.795,45");

    // Credit 600.000 (the model's worked example gives R$ 3.354,55), then the bid.
    await tabTo(page, sim.input("value"));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("600.000");
    await expect.poll(() => sim.firstInstalment("consorcio").textContent()).toBe("R$\u00a03.354,55");
    const before = await sim.comparisonText();
    await tabTo(page, sim.input("win"));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("35");
    await expect.poll(() => sim.comparisonText()).not.toBe(before);
    expect(await sim.input("win").inputValue()).toBe("35");

    // The proposals area, then a link of its side menu.
    await tabTo(page, page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Propostas" }), { backwards: true });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/propostas/proposals");
    const menu = page.getByRole("navigation", { name: "Propostas" });
    await tabTo(page, menu.getByRole("link", { name: "Gerais" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/propostas/config");

    // The account menu: ↓ opens on the first item, arrows/Home/End move, Esc returns focus.
    const accountButton = page.getByRole("button", { name: /^Menu da conta/ });
    await tabTo(page, accountButton, { backwards: true });
    await page.keyboard.press("ArrowDown");
    const items = page.getByRole("menu").getByRole("menuitem");
    expect(await isFocused(items.first())).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await isFocused(items.nth(1))).toBe(true);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await isFocused(items.last())).toBe(true);
    await page.keyboard.press("Home");
    expect(await isFocused(items.first())).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("menu").count()).toBe(0);
    expect(await isFocused(accountButton)).toBe(true);
    expect(await accountButton.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Enter");
    await page.keyboard.press("End");
    expect(await isFocused(page.getByRole("menuitem", { name: "Sair" }))).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL((url: URL) => url.pathname === "/");
  });

  test("theme switch is one Tab stop whose arrow keys choose", async ({ newPage }) => {
    const owner = await createOwner({ label: "kb-theme" });
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    const app = new AppPage(page);
    await new LoginPage(page).login(owner.email, owner.password);
    await app.ready();
    const dark = page.getByRole("radio", { name: "Tema escuro" });
    await tabTo(page, dark);
    await page.keyboard.press("ArrowLeft");
    expect(await isFocused(page.getByRole("radio", { name: "Tema claro" }))).toBe(true);
    expect(await app.htmlClass()).toContain("light");
    await page.keyboard.press("Tab");
    expect(await isFocused(page.getByRole("button", { name: /^Menu da conta/ }))).toBe(true);
  });

  test("the terms modal keeps focus inside while open", async ({ newPage }) => {
    const owner = await createOwner({ label: "kb-terms", terms: false });
    const page = await newPage({ viewport: VIEWPORTS.phone });
    await new LoginPage(page).submitCredentials(owner.email, owner.password);
    const modal = new AppPage(page).termsModal;
    await modal.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await modal.evaluate((el) => el.contains(document.activeElement)), `press ${i}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    expect(await modal.isVisible()).toBe(true);
    await tabTo(page, modal.getByRole("button", { name: "Aceitar" }));
    await page.keyboard.press("Enter");
    await modal.waitFor({ state: "detached" });
  });
});
