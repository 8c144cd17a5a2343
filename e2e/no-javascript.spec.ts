// A form sent before its JavaScript runs (a slow phone, a blocked script) must
// never put what was typed into a URL (history, server and proxy logs). Each form that holds a
// password or personal data is opened with JavaScript disabled, filled, and submitted every way a
// visitor can (Enter in a field, a click on the button) plus a forced `requestSubmit()`; every URL
// the browser requests is checked for the typed values. The public "Tenho interesse" works without
// JavaScript (it posts to its own handler), and so does the sign-in (/api/auth/entrar); the others
// keep their submit disabled until hydrated.
import type { Locator, Page, Request } from "@playwright/test";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createOwner, randomCpf, sql, uniqueEmail } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, expect, test } from "./fixtures";

const SECRET = `Sigilo-${Date.now().toString(36)}-Xq9`;
const NAME = `Fulana Semscript ${Date.now().toString(36)}`;
const PHONE = "11976543210";

/** Every request of the page, kept for the URL check. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

function expectNoValueInUrls(requests: Request[], values: string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const url = request.url();
    let decoded = url;
    try {
      decoded = decodeURIComponent(url.replaceAll("+", " "));
    } catch {
      // a malformed escape: the raw URL is still checked
    }
    for (const value of values) {
      expect(url, `${request.method()} ${url}`).not.toContain(value);
      expect(decoded, `${request.method()} ${url}`).not.toContain(value);
    }
  }
}

/**
 * Submits the form as a visitor would before hydration, then forces it. With the submit disabled
 * until the page is interactive, the first two send nothing; the forced one must be a POST to a
 * URL without the values.
 */
async function submitEveryWay(page: Page, form: Locator, submit: Locator) {
  await expect(submit).toBeDisabled();
  await form.locator("input:not([type=hidden]):not([tabindex='-1'])").last().press("Enter");
  await submit.click({ force: true });
  const forced = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 5_000 });
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
  const request = await forced;
  expect(request.method()).toBe("POST");
  await page.waitForLoadState("domcontentloaded");
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in works without JavaScript and sends no e-mail or password in a URL", async ({ page }) => {
    const owner = await createOwner({ label: "nojs-login" });
    const requests = recordRequests(page);
    const login = new LoginPage(page);
    await login.goto();
    // A wrong password: a pt-BR refusal page, then back to the form.
    await login.fill(owner.email, SECRET);
    await login.submit.click();
    await expect(page.getByRole("heading", { name: "Não foi possível entrar" })).toBeVisible();
    await page.getByRole("link", { name: "Tentar novamente" }).click();
    await login.fill(owner.email, owner.password);
    await login.password.press("Enter");
    await page.waitForURL("**/dashboard");
    const posts = requests
      .filter((request) => request.method() === "POST")
      .map((request) => new URL(request.url()).pathname);
    expect(posts).toEqual(["/api/auth/entrar", "/api/auth/entrar"]);
    expectNoValueInUrls(requests, [owner.email, owner.password, SECRET]);
  });

  test("sign-up sends no personal data in a URL", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/cadastro");
    const email = uniqueEmail("nojs-signup");
    const cpf = randomCpf();
    await page.getByLabel("Nome completo").fill(NAME);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill(SECRET);
    await page.getByLabel("Confirme a senha").fill(SECRET);
    await page.getByLabel("Nome do negócio").fill(`${NAME} Consórcios`);
    await page.getByLabel("CPF ou CNPJ").fill(cpf);
    await submitEveryWay(
      page,
      page.getByRole("form", { name: "Criar conta" }),
      page.getByRole("button", { name: "Criar conta" }),
    );
    expectNoValueInUrls(requests, [email, SECRET, NAME, cpf]);
  });

  test("forgot password sends no e-mail in a URL", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/forgot-password");
    const email = uniqueEmail("nojs-forgot");
    await page.getByLabel("E-mail").fill(email);
    await submitEveryWay(
      page,
      page.getByRole("form", { name: "Recuperar senha" }),
      page.getByRole("button", { name: "Enviar link de redefinição" }),
    );
    expectNoValueInUrls(requests, [email]);
  });

  test("the e-mail confirmation's resend form sends no e-mail in a URL", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/verificar-email");
    const email = uniqueEmail("nojs-resend");
    await page.getByLabel("Receber um novo link").fill(email);
    await submitEveryWay(
      page,
      page.getByRole("form", { name: "Reenviar link de confirmação" }),
      page.getByRole("button", { name: "Reenviar link de confirmação" }),
    );
    expectNoValueInUrls(requests, [email]);
  });

  test("reset password sends no password in a URL", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/reset-password?token=nojs-token-0123456789");
    await page.getByLabel("Nova senha", { exact: true }).fill(SECRET);
    await page.getByLabel("Confirme a nova senha").fill(SECRET);
    await submitEveryWay(
      page,
      page.getByRole("form", { name: "Redefinir senha" }),
      page.getByRole("button", { name: "Salvar nova senha" }),
    );
    expectNoValueInUrls(requests, [SECRET]);
  });

  test("the public “Tenho interesse” works without JavaScript and sends nothing in a URL", async ({
    page,
    newPage,
  }) => {
    // The proposal is made by its seller through the API, in a context with JavaScript.
    const owner = await createOwner({ label: "nojs-public" });
    const seller = await newPage({ javaScriptEnabled: true });
    await new LoginPage(seller).login(owner.email, owner.password);
    const created = await seller.request.post(`${BASE_URL}/api/trpc/proposals.create`, {
      headers: { origin: BASE_URL, "content-type": "application/json" },
      data: { json: imovelDraft() },
    });
    expect(created.status()).toBe(200);
    const { publicToken } = ((await created.json()) as { result: { data: { json: { publicToken: string } } } }).result
      .data.json;

    const requests = recordRequests(page);
    await page.goto(`/public/propostas/${publicToken}`);
    const form = page.getByRole("form", { name: "Tenho interesse" });
    await form.getByLabel("Seu nome").fill(NAME);
    await form.getByLabel("Telefone (WhatsApp)").fill(PHONE);
    await form.getByLabel("Mensagem").fill(SECRET);
    // This form needs no script: it posts to a handler that stores the answer and says so.
    const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === "POST");
    await form.getByRole("button", { name: "Tenho interesse" }).click();
    expect(new URL((await sent).url()).pathname).toBe(`/public/propostas/${publicToken}/interesse`);
    await expect(page.getByRole("heading", { name: "Recebemos seu interesse!" })).toBeVisible();
    const stored = await sql<{ name: string; message: string }>(
      `select r.name, r.message from "ProposalResponse" r join "Proposal" p on p.id = r."proposalId" where p."publicToken" = $1`,
      [publicToken],
    );
    expect(stored).toEqual([{ name: NAME, message: SECRET }]);
    expectNoValueInUrls(requests, [NAME, PHONE, SECRET]);
  });
});

test("with JavaScript, the forms opened inside the app post too (account deletion, add seller)", async ({ page }) => {
  const owner = await createOwner({ label: "nojs-account", plan: "five_users" });
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/conta");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByRole("form", { name: "Adicionar vendedor" })).toHaveAttribute("method", "post");
  await page.getByRole("button", { name: "Excluir a conta" }).click();
  await expect(page.getByRole("dialog").locator("form")).toHaveAttribute("method", "post");
});
