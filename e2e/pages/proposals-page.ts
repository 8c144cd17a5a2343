import type { Locator, Page } from "@playwright/test";
import { AppPage } from "./app-page";

/** /propostas/generate, /propostas/proposals and /propostas/clients-proposal. */
export class ProposalsPage {
  constructor(readonly page: Page) {}

  async gotoList() {
    await this.page.goto("/propostas/proposals");
    await new AppPage(this.page).ready();
  }

  async gotoResponses() {
    await this.page.goto("/propostas/clients-proposal");
    await new AppPage(this.page).ready();
  }

  /** The generator's client block, by its labels. */
  async fillClient(client: { name: string; phone?: string; email?: string; document?: string }) {
    await this.page.getByLabel("Nome do cliente").fill(client.name);
    await this.page.getByLabel("Telefone (WhatsApp)").fill(client.phone ?? "");
    await this.page.getByLabel("E-mail").fill(client.email ?? "");
    await this.page.getByLabel("CPF").fill(client.document ?? "");
  }

  async save() {
    await this.page.getByRole("button", { name: "Salvar proposta" }).click();
  }

  get savedPanel(): Locator {
    return this.page.getByTestId("saved-panel");
  }

  /** The public link the "Copiar link" button copies. */
  async savedLink(): Promise<string> {
    const url = await this.savedPanel.getByRole("button", { name: "Copiar link" }).getAttribute("data-url");
    if (!url) throw new Error("no public link on the saved panel");
    return url;
  }

  row(clientName: string): Locator {
    return this.page.getByTestId("proposal-row").filter({ hasText: clientName });
  }

  responseRow(name: string): Locator {
    return this.page.getByTestId("response-row").filter({ hasText: name });
  }

  get newResponsesBadge(): Locator {
    return this.page.getByTestId("new-responses-count").filter({ visible: true });
  }
}
