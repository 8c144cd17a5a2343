// Billing in the browser: the plan screen, the real SDK against the local fake Mercado Pago API and
// its test checkout, the signed notification back to the app, the restricted screen and /admin.
import { saoPauloDay } from "~/lib/sao-paulo-day";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";
import { AppPage } from "./pages/app-page";
import { createOwner, database } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { fakeMercadoPagoMode as fakeMode } from "./pages/mercadopago";

async function accountOf(email: string) {
  const { account } = await database().user.findUniqueOrThrow({
    where: { email },
    select: { account: { select: { status: true, plan: true, paidThrough: true } } },
  });
  return account;
}

test.describe("plans and payment", () => {
  test("a new owner picks stardard on a 390 px screen via the arrows, pays on the test checkout and comes back ACTIVE with 5 seats", async ({
    newPage,
  }) => {
    const owner = await createOwner({ label: "buyer", status: "PENDING_PAYMENT" });
    const page = await newPage({ viewport: VIEWPORTS.phone });
    await new LoginPage(page).login(owner.email, owner.password, "**/select");
    await new AppPage(page).ready();
    // One card at a time, starting at basic.
    await expect(page.getByTestId("plan-two_users")).toBeVisible();
    await expect(page.getByTestId("plan-five_users")).toBeHidden();
    await screenshot(page, "billing-select-phone");
    // The two pager buttons say where they go.
    await expect(page.getByRole("button", { name: "Plano anterior" })).toBeDisabled();
    await page.getByRole("button", { name: "Ver mais: próximo plano" }).click();
    await expect(page.getByRole("button", { name: "Plano anterior" })).toBeEnabled();
    const stardard = page.getByTestId("plan-five_users");
    await expect(stardard).toBeVisible();
    await expect(stardard).toContainText("MAIS PROCURADO");
    await expect(stardard).toContainText("R$ 499,00");

    await stardard.getByRole("button", { name: "Adquirir" }).click();
    await page.waitForURL((url) => url.pathname === "/subscriptions/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("stardard");
    await expect(page.locator("body")).toContainText("R$ 499,00");
    await screenshot(page, "billing-test-checkout-light-phone");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "billing-test-checkout-dark-phone");
    await page.getByRole("button", { name: "Aprovar pagamento" }).click();

    await page.waitForURL((url) => url.pathname === "/conta");
    await new AppPage(page).ready();
    await expect(page.getByTestId("subscription-status")).toHaveText("Ativa");
    await expect(page.getByTestId("subscription-seats")).toContainText("de 5");
    // Back from the checkout: a success message and the way to the first simulation.
    const outcome = page.getByTestId("checkout-outcome");
    await expect(outcome).toContainText("Pagamento confirmado! Seu plano stardard está ativo, pago até");
    await expect(outcome.getByRole("link", { name: "Fazer a primeira simulação" })).toHaveAttribute(
      "href",
      "/consorcio-financiamento",
    );
    await screenshot(page, "billing-conta-after-payment-phone");
    const account = await accountOf(owner.email);
    expect(account).toMatchObject({ status: "ACTIVE", plan: "five_users" });
    expect(account.paidThrough!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // Paid: the app opens.
    await page.goto("/dashboard");
    await expect(page.getByTestId("restricted-screen")).toHaveCount(0);
    // The plan card shows the price in force (payments.prices), the one just charged.
    await expect(page.getByTestId("plan-price")).toHaveText("R$ 499,00 por mês");
    // Changing plans says what happens before anything is charged.
    await page.goto("/select");
    await new AppPage(page).ready();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mudar de plano");
    const terms = page.getByTestId("plan-change-terms");
    await expect(terms).toContainText("Você está no plano stardard, pago até");
    await expect(terms).toContainText("não há cobrança proporcional");
  });

  for (const mode of ["down", "hang"] as const) {
    test(`Mercado Pago ${mode === "down" ? "down" : "too slow"}: the error toast, the buttons back, nothing changes`, async ({
      newPage,
    }) => {
      const owner = await createOwner({ label: `mp-${mode}`, status: "PENDING_PAYMENT" });
      const page = await newPage({ viewport: VIEWPORTS.desktop });
      await new LoginPage(page).login(owner.email, owner.password, "**/select");
      await new AppPage(page).ready();
      await fakeMode(mode);
      try {
        const premium = page.getByTestId("plan-ten_users").getByRole("button", { name: "Adquirir" });
        await premium.click();
        // While waiting: this card loads, the others are disabled. Only the slow API leaves a wait
        // long enough to see; a refused connection answers before the check can look.
        if (mode === "hang")
          await expect(page.getByTestId("plan-two_users").getByRole("button", { name: "Adquirir" })).toBeDisabled();
        await expect(page.getByText("Houve um erro ao gerar o pagamento!")).toBeVisible({ timeout: 30_000 });
        await expect(premium).toBeEnabled();
        expect(page.url()).toContain("/select");
        expect(await accountOf(owner.email)).toMatchObject({ status: "PENDING_PAYMENT", plan: "two_users" });
        expect(await database().subscription.findMany({ where: { accountId: owner.accountId } })).toHaveLength(0);
      } finally {
        await fakeMode("up");
      }
    });
  }

  test("screens: /select at 1280 px, the restricted screen in both themes", async ({ newPage }) => {
    const owner = await createOwner({ label: "select-wide", status: "PENDING_PAYMENT" });
    const wide = await newPage({ viewport: VIEWPORTS.desktop });
    await new LoginPage(wide).login(owner.email, owner.password, "**/select");
    await new AppPage(wide).ready();
    await expect(wide.getByRole("button", { name: "Adquirir" })).toHaveCount(3);
    await screenshot(wide, "billing-select-desktop");

    for (const theme of ["dark", "light"] as const) {
      const suspended = await createOwner({ label: `suspended-${theme}`, status: "SUSPENDED", theme });
      const page = await newPage({ viewport: VIEWPORTS.phone });
      await new LoginPage(page).login(suspended.email, suspended.password);
      await new AppPage(page).ready();
      const restricted = page.getByTestId("restricted-screen");
      await expect(restricted).toContainText("Sua conta está suspensa");
      await expect(restricted.getByRole("link", { name: /Pagar novamente/ })).toHaveAttribute("href", "/select");
      await screenshot(page, `billing-restricted-${theme}-phone`);
    }
  });
});

test.describe("/admin", () => {
  test("others get the 404 page", async ({ newPage }) => {
    const owner = await createOwner({ label: "not-admin" });
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    await new LoginPage(page).login(owner.email, owner.password);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("admin-accounts")).toHaveCount(0);
  });

  test("an admin applies an annual adjustment and sees it in the history; accounts listed and searchable", async ({
    newPage,
  }) => {
    const customer = await createOwner({ label: "admin-target" });
    for (const theme of ["dark", "light"] as const) {
      await database().user.update({ where: { email: "admin@consorciopro.com.br" }, data: { theme } });
      const page = await newPage({ viewport: VIEWPORTS.desktop });
      await new LoginPage(page).login("admin@consorciopro.com.br", "admin12345");
      await page.goto("/admin");
      await new AppPage(page).ready();
      await page.getByLabel("Buscar contas").fill(customer.email);
      const rows = page.getByTestId("admin-accounts").locator("tbody tr");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(customer.businessName);
      await expect(rows.first()).toContainText("Ativa");
      if (theme === "dark") {
        const effective = new Date(Date.now() + 45 * 86_400_000);
        const iso = saoPauloDay(effective);
        await page.getByLabel("Índice (%)").fill("4,62");
        await page.getByLabel("Vigência").fill(iso);
        await page.getByRole("button", { name: "Aplicar reajuste" }).click();
        const history = page.getByTestId("adjustment-history");
        await expect(history).toContainText("4,62 %");
        // 299 × 1,0462 = 312,81; 499 × 1,0462 = 522,05; 699 × 1,0462 = 731,29
        await expect(history).toContainText("R$ 312,81");
        await expect(history).toContainText("R$ 522,05");
        await expect(history).toContainText("R$ 731,29");
      }
      await page.getByLabel("Buscar contas").fill("");
      await screenshot(page, `billing-admin-${theme}-desktop`);
    }
  });

  test('the admin\'s menus lead to /admin; its own account offers no "Suspender"; a phone reads the history', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    await new LoginPage(page).login("admin@consorciopro.com.br", "admin12345");
    await new AppPage(page).ready();
    await page.getByRole("button", { name: /Menu da conta/ }).click();
    await page.getByRole("menuitem", { name: "Administração" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await new AppPage(page).ready();
    await page.getByLabel("Buscar contas").fill("admin@consorciopro.com.br");
    const own = page.getByTestId("admin-accounts").locator("tbody tr").first();
    await expect(own).toContainText("Sua conta");
    await expect(own.getByRole("button", { name: "Suspender" })).toHaveCount(0);

    const phone = await newPage({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    await new LoginPage(phone).login("admin@consorciopro.com.br", "admin12345");
    await new AppPage(phone).ready();
    await phone.getByRole("button", { name: "Abrir menu" }).tap();
    await expect(phone.getByRole("dialog").getByRole("link", { name: "Administração" })).toHaveAttribute(
      "href",
      "/admin",
    );
    const customer = await createOwner({ label: "admin-phone" });
    await phone.goto("/admin");
    await new AppPage(phone).ready();
    await phone.getByLabel("Buscar contas").fill(customer.email);
    await phone.getByTestId("admin-accounts").locator("tbody tr").first().getByRole("button").first().tap();
    const detail = phone.getByTestId("admin-account-detail");
    await expect(detail).toBeVisible();
    // Every history line is inside the window, not cut at its right edge.
    const overflow = await detail
      .locator("li")
      .evaluateAll((items) =>
        items.map((li) => li.getBoundingClientRect().right).filter((right) => right > window.innerWidth),
      );
    expect(overflow).toEqual([]);
    await screenshot(phone, "billing-admin-detail-phone");
  });
});
