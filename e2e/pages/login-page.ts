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

  /** Logs in through the page's form, with its JavaScript, and waits for the app (the dashboard, or another in-app page). */
  async loginWithForm(email: string, password: string, landing = "**/dashboard") {
    await this.submitCredentials(email, password);
    await this.page.waitForURL(landing);
  }

  /**
   * Logs in without opening the login page: the form's plain POST (/api/auth/entrar, what a browser
   * sends before or without the page's JavaScript; same login(), same session cookie, into this
   * page's context), then opens where it leads and waits for the app. For specs whose subject is
   * not the sign-in page, which then costs a request instead of a page load; auth, keyboard, seats,
   * password-reset, speed and database-loss (a server of its own) sign in with loginWithForm.
   */
  async login(email: string, password: string, landing = "**/dashboard") {
    const origin = process.env.E2E_BASE_URL ?? "http://localhost:3000";
    const response = await this.page.request.post("/api/auth/entrar", {
      form: { email, password },
      headers: { origin },
      maxRedirects: 0,
    });
    if (response.status() !== 303) throw new Error(`login refused (${response.status()}): ${await response.text()}`);
    await this.page.goto(response.headers()["location"]!);
    await this.page.waitForURL(landing);
    // As after the form's own sign-in, the app has started: the splash (server-rendered on every
    // signed-in page, removed by the app once it runs) is gone. A page without one passes at once.
    await this.page.getByTestId("splash").waitFor({ state: "detached", timeout: 15_000 });
  }
}
