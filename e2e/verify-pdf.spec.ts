import { printedSha256 } from "~/features/proposals/pdf/integrity";
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { ProposalsPage } from "./pages/proposals-page";
import { expect, screenshot, test, VIEWPORTS } from "./fixtures";

// A proposal's PDF states its SHA-256 and date; anyone checks it on /public/verificar.
test("a client drops the proposal's PDF on /public/verificar: unchanged is authentic, one changed byte is not", async ({
  page,
  loginPage,
  newPage,
}) => {
  test.setTimeout(90_000);
  const owner = await createOwner({ label: "verify-pdf", name: "Rafael Antunes" });
  await loginPage.login(owner.email, owner.password);
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  const proposals = new ProposalsPage(page);
  await proposals.fillClient({ name: "Beatriz Nogueira", phone: "(11) 98765-4321" });
  await proposals.save();
  await expect(proposals.savedPanel).toBeVisible();
  const link = await proposals.savedLink();

  const pdf = Buffer.from(await (await fetch(`${link}/pdf`)).arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const printed = printedSha256(pdf);
  expect(printed).toMatch(/^[0-9a-f]{64}$/);

  for (const [viewport, size] of [
    [VIEWPORTS.phone, 390],
    [VIEWPORTS.desktop, 1280],
  ] as const) {
    const client = await newPage({ viewport });
    await client.goto("/public/verificar");
    await expect(client.getByRole("heading", { name: "Verificar uma proposta" })).toBeVisible();
    const drop = client.getByLabel(/Solte aqui o PDF da proposta/);

    await drop.setInputFiles({ name: "proposta.pdf", mimeType: "application/pdf", buffer: pdf });
    const verdict = client.getByRole("status").filter({ hasText: "Proposta autêntica e sem alterações" });
    await expect(verdict).toBeVisible();
    await expect(verdict).toContainText("Proposta para Beatriz, versão 1, emitida por Rafael Antunes");
    await expect(verdict).toContainText("nenhum byte foi alterado");
    await screenshot(client, `verify-pdf-authentic-${size}`);

    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf("/MediaBox");
    tampered[at + 12] = tampered[at + 12] === 0x31 ? 0x32 : 0x31;
    await drop.setInputFiles({ name: "proposta.pdf", mimeType: "application/pdf", buffer: tampered });
    await expect(
      client
        .getByRole("alert")
        .filter({ hasText: "Este PDF não confere com nenhuma proposta emitida pelo Consórcio Pro" }),
    ).toBeVisible();
    await screenshot(client, `verify-pdf-changed-${size}`);

    const code = client.getByLabel("Ou cole o código SHA-256 impresso no rodapé do PDF");
    await code.fill("1234");
    await client.getByRole("button", { name: "Conferir código" }).click();
    await expect(
      client.getByText("Cole o código SHA-256 completo: 64 caracteres, números de 0 a 9 e letras de a a f."),
    ).toBeVisible();
    await code.fill(printed!.toUpperCase());
    await client.getByRole("button", { name: "Conferir código" }).click();
    await expect(
      client.getByRole("status").filter({ hasText: "Código de uma proposta emitida pelo Consórcio Pro" }),
    ).toContainText("Rafael Antunes");
  }
});
