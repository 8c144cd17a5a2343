import type { Page } from "@playwright/test";

/** The signed-in shell: splash, spinner, terms modal, restricted screen, header controls. */
export class AppPage {
  constructor(readonly page: Page) {}

  /** Waits until the splash has left the DOM and the loading spinner is gone. */
  async ready() {
    await this.page.getByTestId("splash").waitFor({ state: "detached", timeout: 15_000 });
    await this.page.getByTestId("loading-overlay").waitFor({ state: "detached", timeout: 15_000 });
  }

  get termsModal() {
    return this.page.getByTestId("terms-modal");
  }

  get restricted() {
    return this.page.getByTestId("restricted-screen");
  }

  async acceptTerms() {
    await this.termsModal.getByRole("button", { name: "Aceitar" }).click();
  }

  async refuseTerms() {
    await this.termsModal.getByRole("button", { name: "Recusar" }).click();
  }

  async chooseTheme(label: "claro" | "escuro" | "sistema") {
    await this.page.getByRole("radio", { name: `Tema ${label}` }).click();
  }

  async openUserMenu() {
    await this.page.getByRole("button", { name: /^Menu da conta/ }).click();
  }

  async signOut() {
    await this.openUserMenu();
    await this.page.getByRole("menuitem", { name: "Sair" }).click();
    await this.page.waitForURL((url) => url.pathname === "/");
  }

  htmlClass(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.className);
  }
}
