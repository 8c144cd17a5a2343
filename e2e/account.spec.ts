import fs from "node:fs";
import { AppPage } from "./pages/app-page";
import { createOwner, database, uniqueEmail } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { expect, test, VIEWPORTS } from "./fixtures";

test.describe("/conta: team, data export and account deletion", () => {
  test("the owner adds a seller who can log in, then removes them", async ({ newPage }) => {
    const owner = await createOwner({ label: "team" });
    const page = await newPage({ viewport: VIEWPORTS.desktop });
    await new LoginPage(page).login(owner.email, owner.password);
    await page.goto("/conta");
    await new AppPage(page).ready();

    const seller = { name: "Carlos Vendedor", email: uniqueEmail("seller"), password: "senha-forte-do-time" };
    await page.getByRole("button", { name: "Adicionar", exact: true }).click();
    const form = page.getByRole("form", { name: "Adicionar vendedor" });
    await form.getByLabel("Nome").fill(seller.name);
    await form.getByLabel("E-mail").fill(seller.email);
    await form.getByLabel("Senha inicial").fill(seller.password);
    await form.getByRole("button", { name: "Adicionar vendedor" }).click();
    const members = page.getByRole("list", { name: "Usuários da conta" });
    await members.getByText(seller.email).waitFor();

    const sellerPage = await newPage({ viewport: VIEWPORTS.phone });
    const sellerApp = new AppPage(sellerPage);
    await new LoginPage(sellerPage).login(seller.email, seller.password);
    // A new login accepts the terms at first entry.
    await sellerApp.termsModal.waitFor();
    await sellerApp.acceptTerms();
    await sellerApp.termsModal.waitFor({ state: "detached" });
    await sellerPage.goto("/conta");
    await sellerApp.ready();
    await sellerPage.getByRole("heading", { name: "Seus dados (LGPD)" }).waitFor();
    expect(await sellerPage.getByRole("heading", { name: "Vendedores" }).count()).toBe(0);

    await members
      .getByRole("listitem")
      .filter({ hasText: seller.email })
      .getByRole("button", { name: "Remover" })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Remover" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // Scoped to the list: the "já pode entrar" toast may still show the e-mail.
    await members.getByText(seller.email).waitFor({ state: "detached" });

    await sellerPage.goto("/dashboard");
    await sellerPage.waitForURL((url) => url.pathname === "/");
    await sellerPage.context().close();
    await page.context().close();
  });

  test("exports the account's data as JSON, without password hashes", async ({ newPage }) => {
    const owner = await createOwner({ label: "export" });
    const page = await newPage({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    await new LoginPage(page).login(owner.email, owner.password);
    await page.goto("/conta");
    await new AppPage(page).ready();
    // The export runs as a job: the page shows its progress, then a link to the file.
    await page.getByRole("button", { name: "Exportar meus dados" }).click();
    const link = page.getByRole("link", { name: "Baixar meus dados" });
    await expect(link).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^consorcio-pro-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const text = fs.readFileSync((await download.path())!, "utf8");
    const data = JSON.parse(text) as { scope: string; users: Array<{ email: string }> };
    expect(data.scope).toBe("account");
    expect(data.users.map((u) => u.email)).toContain(owner.email);
    expect(text).not.toMatch(/passwordHash|\$2[aby]\$|\$argon2/);
    await page.context().close();
  });

  test("deleting the account needs EXCLUIR typed, then signs out, the job deletes it and the login stops working", async ({
    newPage,
  }) => {
    const owner = await createOwner({ label: "delete" });
    const page = await newPage({ viewport: VIEWPORTS.phone });
    const login = new LoginPage(page);
    await login.login(owner.email, owner.password);
    await page.goto("/conta");
    await new AppPage(page).ready();

    await page.getByRole("button", { name: "Excluir a conta" }).click();
    const dialog = page.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: "Excluir definitivamente" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/");

    // The request marks the account at once; the server's job deletes its rows in batches just after.
    await expect
      .poll(() => database().account.findUnique({ where: { id: owner.accountId } }), { timeout: 30_000 })
      .toBeNull();
    await login.submitCredentials(owner.email, owner.password);
    await login.errorAlert.filter({ hasText: "E-mail ou senha inválidos." }).waitFor();
    await page.context().close();
  });
});
