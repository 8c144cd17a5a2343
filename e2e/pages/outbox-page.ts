import type { Page } from "@playwright/test";
import { sql } from "./db";

/**
 * Where e-mails land without SMTP: the OutboxEmail table. The /dev/outbox page that lists it is
 * 404 on the production build the specs run against, so the specs read the table directly.
 */
export class OutboxPage {
  constructor(readonly page: Page) {}

  /** The newest link to `path` in a message to `to` (retries while the e-mail is being written). */
  async latestLink(to: string, path: "/verificar-email" | "/reset-password"): Promise<string> {
    const pattern = new RegExp(`https?://\\S+${path.replace("/", "\\/")}\\?token=[\\w-]+`);
    // Sign-up and reset e-mails are written after the response (hashing first): allow for a loaded machine.
    for (let attempt = 0; attempt < 60; attempt++) {
      const rows = await sql<{ text: string }>(
        `select text from "OutboxEmail" where "to" = $1 order by "createdAt" desc limit 5`,
        [to],
      );
      for (const row of rows) {
        const match = pattern.exec(row.text);
        if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
      }
      await this.page.waitForTimeout(500);
    }
    throw new Error(`no ${path} link e-mailed to ${to}`);
  }
}
