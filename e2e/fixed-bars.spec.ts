import type { Page } from "@playwright/test";
import { imovelDraft } from "~/test/proposal-fixtures";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, expect, test } from "./fixtures";
import { coveredByBars, type Covered } from "./support/fixed-bars";
import { postTrpc } from "./pages/trpc";

// No fixed bar covers a field, a warning or a button (support/fixed-bars.ts): every form page, at
// 390, 768 and 1280 px, in both themes, with a brand whose colours raise the settings' contrast
// warnings; and at 390×450 (a phone with its on-screen keyboard open) with each text field focused.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const THEMES = ["light", "dark"] as const;

type Visit = {
  name: string;
  path: string;
  signedIn: boolean;
  open?: (page: Page) => Promise<void>;
  scope?: (page: Page) => ReturnType<Page["getByRole"]>;
};

function visits(clientId: string, token: string): Visit[] {
  return [
    { name: "Configurações", path: "/propostas/config", signedIn: true },
    { name: "gerador", path: "/propostas/generate", signedIn: true },
    { name: "simulador imóvel", path: "/consorcio-financiamento", signedIn: true },
    { name: "simulador veículo", path: "/consorcio-veic-financiamento", signedIn: true },
    { name: "cliente", path: `/propostas/clients/${clientId}`, signedIn: true },
    {
      name: "novo cliente e modelos",
      path: "/propostas/clients",
      signedIn: true,
      open: async (page) => page.getByRole("button", { name: "Novo cliente" }).first().click(),
    },
    {
      name: "importar clientes",
      path: "/propostas/clients",
      signedIn: true,
      open: async (page) => page.getByRole("button", { name: "Importar planilha" }).click(),
      scope: (page) => page.getByRole("dialog"),
    },
    { name: "grupos", path: "/propostas/grupos", signedIn: true },
    { name: "conta", path: "/conta", signedIn: true },
    { name: "entrar", path: "/", signedIn: false },
    { name: "cadastro", path: "/cadastro", signedIn: false },
    { name: "proposta pública", path: `/public/propostas/${token}`, signedIn: false },
  ];
}

/** An owner with a brand that warns (orange on near-white), a client and a proposal with its public link. */
async function seed(theme: (typeof THEMES)[number], page: Page) {
  const owner = await createOwner({ label: `fixed-bars-${theme}`, theme });
  await sql(
    `update "Settings" set "colorSlider" = '#fb923c', "colorBadge" = '#fafaf9', "emphasisPeople" = '#4c1d95' where "accountId" = $1`,
    [owner.accountId],
  );
  await new LoginPage(page).login(owner.email, owner.password);
  const client = await postTrpc(page, "clients.create", {
    name: "Ana Luísa Rodrigues de Magalhães Prado",
    phone: "(11) 98765-4321",
  });
  const proposal = await postTrpc(page, "proposals.create", imovelDraft());
  return { clientId: String(client.id), token: String(proposal.publicToken) };
}

async function open(page: Page, visit: Visit) {
  await page.goto(visit.path);
  if (visit.signedIn) await new AppPage(page).ready();
  await expect(page.getByRole("heading", { level: 1 }).filter({ visible: true }).first()).toBeVisible();
  // What loads after the page (the settings' lower sections, the preview) is in place first.
  await page.waitForLoadState("networkidle");
  if (visit.open) await visit.open(page);
}

const describe = (found: Covered[]) => found.map((c) => `${c.target} under ${c.bar} (${c.at})`).join("\n");

for (const theme of THEMES) {
  for (const size of WIDTHS) {
    test(`${theme} · ${size.width} px: no fixed bar covers a field, a warning or a button on the form pages`, async ({
      page,
      newContext,
    }) => {
      test.setTimeout(300_000);
      const { clientId, token } = await seed(theme, page);
      const anonymous = await newContext({ viewport: size });
      await anonymous.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
      const visitor = await anonymous.newPage();
      await page.setViewportSize(size);
      const problems: string[] = [];
      for (const visit of visits(clientId, token)) {
        const tab = visit.signedIn ? page : visitor;
        await open(tab, visit);
        const found = await coveredByBars(tab, { scope: visit.scope?.(tab) });
        if (found.length > 0) problems.push(`${visit.name}:\n${describe(found)}`);
      }
      expect(problems, problems.join("\n\n")).toEqual([]);
    });
  }

  test(`${theme}: at 390×450 (keyboard open) a focused field is never under a bar`, async ({ page, newContext }) => {
    test.setTimeout(300_000);
    const { clientId, token } = await seed(theme, page);
    const anonymous = await newContext({ viewport: { width: 390, height: 450 }, isMobile: true, hasTouch: true });
    await anonymous.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
    const visitor = await anonymous.newPage();
    await page.setViewportSize({ width: 390, height: 450 });
    const problems: string[] = [];
    for (const visit of visits(clientId, token)) {
      const tab = visit.signedIn ? page : visitor;
      await open(tab, visit);
      const found = await coveredByBars(tab, { scope: visit.scope?.(tab), focus: true });
      if (found.length > 0) problems.push(`${visit.name}:\n${describe(found)}`);
    }
    expect(problems, problems.join("\n\n")).toEqual([]);
  });
}

test("the check itself fails on a field under a fixed bar and passes once the page pads for it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  const form = Array.from({ length: 30 }, (_, i) => `<label>Campo ${i}<input name="f${i}"></label>`).join("<br>");
  await page.setContent(`<!doctype html><html><body style="margin:0"><form>${form}<p role="alert">Aviso</p></form>
    <div id="bar" style="position:fixed;bottom:0;left:0;right:0;height:80px;background:#eee"><button>Salvar</button></div></body></html>`);
  const covered = await coveredByBars(page);
  expect(covered.map((c) => c.target)).toContain('p "Aviso"');
  await page.addStyleTag({ content: "html { scroll-padding-bottom: 80px } form { padding-bottom: 80px }" });
  expect(await coveredByBars(page)).toEqual([]);
});
