import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { focusedText, hasFocusIndicator, isFocused, tabTo } from "./pages/keyboard";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { SimulatorPage } from "./pages/simulator-page";
import { expect, test, VIEWPORTS } from "./fixtures";

test.describe("keyboard only: no mouse from sign-in to sign-out", () => {
  test("signs in, simulates (credit and bid), generates and shares a proposal, opens the menus and signs out", async ({
    newPage,
  }) => {
    const owner = await createOwner({ label: "keyboard" });
    const page = await newPage({ viewport: VIEWPORTS.desktop, permissions: ["clipboard-read", "clipboard-write"] });
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
    await tabTo(page, page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Imóvel" }), {
      backwards: true,
    });
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
    await tabTo(page, page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Propostas" }), {
      backwards: true,
    });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/propostas/proposals");
    const menu = page.getByRole("navigation", { name: "Propostas" });

    // Generate a proposal: the client's name, then save; focus lands on the saved panel.
    await tabTo(page, menu.getByRole("link", { name: "Gerar" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/propostas/generate");
    await app.ready();
    const proposals = new ProposalsPage(page);
    await tabTo(page, page.getByLabel("Nome do cliente"));
    await page.keyboard.type("Heitor Teclado");
    await tabTo(page, page.getByRole("button", { name: "Salvar proposta" }), { max: 250 });
    await page.keyboard.press("Enter");
    await expect(proposals.savedPanel).toBeFocused();
    const link = await proposals.savedLink();
    expect(link).toMatch(/\/public\/propostas\/[\w-]+$/);

    // Share by keyboard: the next Tab stop copies the link, then "Abrir" shows it in a new tab.
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("button:Copiar link");
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Link copiado." })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await tabTo(page, proposals.savedPanel.getByRole("link", { name: "Abrir" }), { max: 3 });
    const [client] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
    await client.waitForURL(link);
    await expect(client.getByRole("heading", { name: "Olá, Heitor!" })).toBeVisible();
    await client.close();

    await tabTo(page, menu.getByRole("link", { name: "Gerais" }), { backwards: true, max: 120 });
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
    await new LoginPage(page).loginWithForm(owner.email, owner.password);
    await app.ready();
    const dark = page.getByRole("radio", { name: "Tema escuro" });
    await tabTo(page, dark);
    await page.keyboard.press("ArrowLeft");
    expect(await isFocused(page.getByRole("radio", { name: "Tema claro" }))).toBe(true);
    expect(await app.htmlClass()).toContain("light");
    await page.keyboard.press("Tab");
    expect(await isFocused(page.getByRole("button", { name: /^Menu da conta/ }))).toBe(true);
  });

  test("plan carousel (390 px): arrow keys move between the plan tabs, Enter/Space shows one, Adquirir by keyboard", async ({
    newPage,
  }) => {
    const owner = await createOwner({ label: "kb-plans", status: "PENDING_PAYMENT" });
    const page = await newPage({ viewport: VIEWPORTS.phone });
    await new LoginPage(page).loginWithForm(owner.email, owner.password, "**/select");
    await new AppPage(page).ready();
    const tabs = page.getByRole("tablist", { name: "Planos" });
    const tab = (name: string) => tabs.getByRole("tab", { name, exact: true });
    const slide = (id: string) => page.getByTestId(`plan-${id}`);
    const shows = async (id: string) => {
      for (const other of ["two_users", "five_users", "ten_users"]) {
        if (other === id) await expect(slide(other)).toBeVisible();
        else await expect(slide(other)).toBeHidden();
      }
    };

    // One Tab stop: the selected plan (basic).
    await tabTo(page, tab("basic"));
    await expect(tab("basic")).toHaveAttribute("aria-selected", "true");
    expect(await hasFocusIndicator(page)).toBe(true);
    await shows("two_users");

    // → moves focus only (manual activation); Enter shows the focused plan.
    await page.keyboard.press("ArrowRight");
    expect(await isFocused(tab("stardard"))).toBe(true);
    expect(await hasFocusIndicator(page)).toBe(true);
    await shows("two_users");
    await page.keyboard.press("Enter");
    await expect(tab("stardard")).toHaveAttribute("aria-selected", "true");
    await expect(tab("basic")).toHaveAttribute("aria-selected", "false");
    await shows("five_users");
    await expect(page.getByText("2 de 3")).toBeVisible();

    // Space selects too; arrows wrap; Home and End jump.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press(" ");
    await shows("ten_users");
    await page.keyboard.press("ArrowRight");
    expect(await isFocused(tab("basic"))).toBe(true);
    await page.keyboard.press("ArrowLeft");
    expect(await isFocused(tab("premium"))).toBe(true);
    await page.keyboard.press("Home");
    expect(await isFocused(tab("basic"))).toBe(true);
    await page.keyboard.press("End");
    expect(await isFocused(tab("premium"))).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await shows("five_users");

    // Tab leaves the tab list (the selected tab is its only stop) for the shown plan's button.
    const buy = slide("five_users").getByRole("button", { name: "Adquirir" });
    await tabTo(page, buy, { max: 3 });
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/subscriptions/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("stardard");
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
