import { AppPage } from "./pages/app-page";
import { createOwner, uniqueEmail } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { OutboxPage } from "./pages/outbox-page";
import { expect, test, VIEWPORTS } from "./fixtures";

test.describe("forgot and reset password", () => {
  test("answers the same for an unknown e-mail", async ({ newPage }) => {
    const page = await newPage({ viewport: VIEWPORTS.phone });
    await page.goto("/forgot-password");
    const email = uniqueEmail("nobody");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Enviar link de redefinição" }).click();
    const answer = page.getByTestId("reset-requested");
    await answer.waitFor();
    expect(await answer.textContent()).toContain(`Se houver uma conta com ${email}`);
    await page.context().close();
  });

  test("resets through the e-mailed link, then logs in with the new password only", async ({ newPage }) => {
    const owner = await createOwner({ label: "reset" });
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    const login = new LoginPage(page);
    await login.goto();
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByRole("button", { name: "Enviar link de redefinição" }).click();
    await page.getByTestId("reset-requested").waitFor();

    const link = await new OutboxPage(page).latestLink(owner.email, "/reset-password");
    await page.goto(link);
    const newPassword = "nova-senha-segura-1";
    await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirme a nova senha").fill("outra-coisa");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByText("As senhas não conferem.").waitFor();
    await page.getByLabel("Confirme a nova senha").fill(newPassword);
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByTestId("password-reset-done").waitFor();

    // The link is single-use.
    await page.goto(link);
    await page.getByLabel("Nova senha", { exact: true }).fill("terceira-senha-1");
    await page.getByLabel("Confirme a nova senha").fill("terceira-senha-1");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByRole("link", { name: "Pedir um novo link" }).waitFor();

    await login.submitCredentials(owner.email, owner.password);
    await login.errorAlert.filter({ hasText: "E-mail ou senha inválidos." }).waitFor();

    await login.loginWithForm(owner.email, newPassword);
    await new AppPage(page).ready();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    // A signed-in visitor of the login page goes straight to the app.
    await page.goto("/");
    await page.waitForURL("**/dashboard");
    await page.context().close();
  });
});
