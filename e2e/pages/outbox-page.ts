import type { Page } from "@playwright/test";

/** The dev-only outbox (/dev/outbox): where e-mails land without SMTP. */
export class OutboxPage {
  constructor(readonly page: Page) {}

  /** The newest link to `path` in a message to `to` (retries while the e-mail is being written). */
  async latestLink(to: string, path: "/verificar-email" | "/reset-password"): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt++) {
      await this.page.goto("/dev/outbox");
      const link = this.page.locator(`[data-testid="outbox-message"][data-to="${to}"] a[href*="${path}?token="]`).first();
      if ((await link.count()) > 0) {
        const href = await link.getAttribute("href");
        if (href) return new URL(href).pathname + new URL(href).search;
      }
      await this.page.waitForTimeout(500);
    }
    throw new Error(`no ${path} link e-mailed to ${to}`);
  }
}
