import type { Page } from "@playwright/test";

/** The login page at / (green gradient, no shell). */
export class LoginPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/");
  }

  get email() {
    return this.page.getByLabel("E-mail");
  }

  get password() {
    return this.page.getByLabel("Senha", { exact: true });
  }

  get submit() {
    return this.page.getByRole("button", { name: "Entrar", exact: true });
  }

  /** The seat-limit refusal with the account's live sessions. */
  get seatLimit() {
    return this.page.getByTestId("seat-limit");
  }

  get errorAlert() {
    return this.page.getByRole("alert");
  }

  async fill(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async submitCredentials(email: string, password: string) {
    await this.goto();
    await this.fill(email, password);
    await this.submit.click();
  }

  /** Logs in and waits for the app (the dashboard, or another in-app page). */
  async login(email: string, password: string, landing = "**/dashboard") {
    await this.submitCredentials(email, password);
    await this.page.waitForURL(landing);
  }
}
