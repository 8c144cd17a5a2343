import type { Page } from "@playwright/test";

export type SignUpData = { name: string; email: string; password: string; businessName: string; document: string };

/** /cadastro */
export class SignUpPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/cadastro");
  }

  async fill(data: SignUpData, { adult = true, acceptTerms = true, confirm = data.password } = {}) {
    const { page } = this;
    await page.getByLabel("Nome completo").fill(data.name);
    await page.getByLabel("E-mail").fill(data.email);
    await page.getByLabel("Senha", { exact: true }).fill(data.password);
    await page.getByLabel("Confirme a senha").fill(confirm);
    await page.getByLabel("Nome do negócio").fill(data.businessName);
    await page.getByLabel("CPF ou CNPJ").fill(data.document);
    if (adult) await page.getByLabel("Declaro que tenho 18 anos ou mais.").check();
    if (acceptTerms) await page.getByRole("checkbox", { name: /Li e aceito os Termos de Uso/ }).check();
  }

  async submit() {
    await this.page.getByRole("button", { name: "Criar conta" }).click();
  }

  get done() {
    return this.page.getByTestId("sign-up-done");
  }

  /** The message shown beside a field (its aria-describedby error). */
  fieldError(label: string | RegExp) {
    return this.page
      .getByLabel(label)
      .locator("xpath=ancestor::div[contains(@class,'space-y-1.5')][1]")
      .getByRole("alert");
  }
}
