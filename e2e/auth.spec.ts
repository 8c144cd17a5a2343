import { AppPage } from "./pages/app-page";
import {
  activateAccountOf,
  createOwner,
  forgetTermsAcceptance,
  randomCpf,
  sql,
  termsAcceptances,
  uniqueEmail,
} from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { OutboxPage } from "./pages/outbox-page";
import { SignUpPage } from "./pages/sign-up-page";
import type { Page } from "@playwright/test";
import { expect, test, VIEWPORTS } from "./fixtures";

async function signUpAndVerify(page: Page, label: string) {
  const data = {
    name: "Rafael Lima",
    email: uniqueEmail(label),
    password: "minha-senha-forte",
    businessName: "Lima Consórcios",
    document: randomCpf(),
  };
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.fill(data);
  await signUp.submit();
  await signUp.done.waitFor();
  expect(await signUp.done.textContent()).toContain(`Enviamos um link de confirmação para ${data.email}`);

  const link = await new OutboxPage(page).latestLink(data.email, "/verificar-email");
  await page.goto(link);
  await page.getByTestId("email-verified").waitFor();
  await page.getByRole("link", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return data;
}

test.describe("accounts: sign-up, verification, terms, restricted screen", () => {
  test("signs up, confirms the e-mail from the outbox, logs in, accepts the terms and reaches the dashboard once active", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    const data = await signUpAndVerify(page, "signup");
    // A terms version the user has not accepted yet is asked for at first entry.
    await forgetTermsAcceptance(data.email);

    const app = new AppPage(page);
    await new LoginPage(page).loginWithForm(data.email, data.password);
    await app.termsModal.waitFor();
    // Esc and clicks outside do not dismiss it.
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    expect(await app.termsModal.isVisible()).toBe(true);

    await app.acceptTerms();
    await app.termsModal.waitFor({ state: "detached" });
    await expect
      .poll(() => termsAcceptances(data.email))
      .toEqual([
        { document: "PRIVACY", version: expect.any(String) },
        { document: "TERMS", version: expect.any(String) },
      ]);

    // A new owner waits for payment: signing in lands on the plan screen (server-side paywall).
    await page.waitForURL("**/select");
    expect(await page.getByRole("button", { name: "Adquirir" }).count()).toBe(3);

    await activateAccountOf(data.email);
    await page.goto("/dashboard");
    await app.ready();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/, Rafael$/);
    expect(await app.termsModal.count()).toBe(0);
    expect(await app.restricted.count()).toBe(0);
    await page.context().close();
  });

  test("keeps what was typed and shows the server's field error beside the field", async ({ newPage }) => {
    const page = await newPage({ viewport: VIEWPORTS.phone });
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.fill({
      name: "Outra Pessoa",
      email: uniqueEmail("common"),
      password: "12345678",
      businessName: "Outra",
      document: randomCpf(),
    });
    await signUp.submit();
    await expect
      .poll(() => signUp.fieldError(/^Senha$/).textContent())
      .toBe("Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.");
    expect(await page.getByLabel("Nome completo").inputValue()).toBe("Outra Pessoa");
    expect(await page.getByLabel("Nome do negócio").inputValue()).toBe("Outra");
  });

  test('with errors, the first invalid field on screen gets the focus (not "CPF ou CNPJ")', async ({ newPage }) => {
    const page = await newPage({ viewport: VIEWPORTS.phone });
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await page.waitForLoadState("networkidle");
    await signUp.submit();
    await expect(page.getByLabel("Nome completo")).toBeFocused();
    // With the first fields right, the focus moves to the first wrong one below them.
    await signUp.fill({
      name: "Foco Certo",
      email: uniqueEmail("focus"),
      password: "senha-forte-do-time",
      businessName: "",
      document: "123",
    });
    await signUp.submit();
    await expect(page.getByLabel("Nome do negócio")).toBeFocused();
  });

  test("a registered e-mail gets the same answer as a new one; its mailbox is told", async ({ newPage }) => {
    const page = await newPage({ viewport: VIEWPORTS.phone });
    const owner = await createOwner({ label: "taken" });
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.fill({
      name: "Outra Pessoa",
      email: owner.email,
      password: "senha-forte-do-time",
      businessName: "Outra",
      document: randomCpf(),
    });
    await signUp.submit();
    await signUp.done.waitFor();
    await expect
      .poll(async () =>
        (await sql<{ subject: string }>(`select subject from "OutboxEmail" where "to" = $1`, [owner.email])).map(
          (r) => r.subject,
        ),
      )
      .toEqual(["Tentativa de cadastro com o seu e-mail"]);
  });

  test("refusing the terms ends the session and lands on the login page", async ({ newPage }) => {
    const owner = await createOwner({ label: "refuse", terms: false });
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    const app = new AppPage(page);
    await new LoginPage(page).loginWithForm(owner.email, owner.password);
    await app.termsModal.waitFor();
    await app.refuseTerms();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByLabel("E-mail").waitFor();
    // The session is gone: the app sends the visitor back to the login page.
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await termsAcceptances(owner.email)).toEqual([]);
    await page.context().close();
  });

  test("a logged-in user of an inactive account sees the restricted screen; /select stays reachable", async ({
    newPage,
  }) => {
    const owner = await createOwner({ label: "inactive", status: "SUSPENDED" });
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    const app = new AppPage(page);
    await new LoginPage(page).loginWithForm(owner.email, owner.password);
    await app.restricted.waitFor();
    expect(await app.restricted.textContent()).toContain("Sua conta está suspensa");

    await page.goto("/propostas/generate");
    await app.restricted.waitFor();

    await app.restricted.getByRole("link", { name: "Pagar novamente" }).click();
    await page.waitForURL("**/select");
    await page.getByText("MAIS PROCURADO").waitFor();
    expect(await page.getByRole("button", { name: "Adquirir" }).count()).toBe(3);

    await app.restricted.waitFor({ state: "detached" });
    await page.goto("/dashboard");
    await app.restricted.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });

  test("a wrong password's message goes away as soon as the next attempt starts", async ({ page, loginPage }) => {
    const owner = await createOwner({ label: "retry" });
    await page.setViewportSize(VIEWPORTS.phone);
    await loginPage.submitCredentials(owner.email, "senha-errada-1");
    const wrong = loginPage.errorAlert.filter({ hasText: "E-mail ou senha inválidos." });
    await wrong.waitFor();

    // Hold the next sign-in request: while it is being checked, the old message must be gone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/callback/credentials**", async (route) => {
      await held;
      await route.continue();
    });
    await loginPage.password.fill(owner.password);
    await loginPage.submit.click();
    await expect(wrong).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/");
    release();
    await page.waitForURL("**/dashboard");
  });
});
