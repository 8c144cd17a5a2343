import path from "node:path";
import type { Page } from "@playwright/test";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { checkedScreenshot, expect, SCREENSHOT_DIR, test, VIEWPORTS, shoot } from "./fixtures";

// The second look's walk through names and figures: a long company name (no short one), clients with a
// compound first name and an emoji, a light brand (#fb923c + #fafaf9) and a dark one (#4c1d95), at
// 390 and 1280 px in both themes. The public page and verificar greet by "Como chamar"; every header
// cuts the name at a word; nothing scrolls sideways; "81,30 %" never parts from its "%".

const COMPANY = "Imobiliária Horizonte Azul & Filhos Consultoria em Consórcios Ltda — Unidade Centro";
const CLIENTS = [
  { name: "Ana Luísa Rodrigues de Magalhães Prado e Castro Neto", greeting: "Ana Luísa", phone: "(11) 98765-4321" },
  { name: "José 🏠 Pereira", greeting: "José", phone: "(11) 98765-4322" },
];
const BRANDS = [
  { label: "light-brand", slider: "#fb923c", badge: "#fafaf9" },
  { label: "dark-brand", slider: "#4c1d95", badge: "#4c1d95" },
];
const SIZES = [
  { size: 390, viewport: VIEWPORTS.phone },
  { size: 1280, viewport: VIEWPORTS.desktop },
];
const THEMES = ["light", "dark"] as const;

/** A shown name is the company's first words, whole, with "…" when cut; never a cut word. */
function expectWordCut(shown: string) {
  const words = shown.replace(/…$/u, "").split(" ");
  expect(
    words.every((w, i) => w === COMPANY.split(" ")[i]),
    `"${shown}" is cut inside a word`,
  ).toBe(true);
  if (shown !== COMPANY) expect(shown).toMatch(/[\p{L}\p{N}]…$/u);
}

/** The seller's "abriu a proposta pela primeira vez" notices (the walk opens each link) closed before a photo. */
async function dismissToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  await page.waitForTimeout(300);
  for (const close of await toasts.locator("[data-close-button]").all())
    await close.click({ force: true }).catch(() => {});
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
}

/**
 * Every number and its unit ("81,30 %", "180 meses", "14,28 % a.a.") inside `selector`: never a breakable
 * space between them, and the number's last digit and the unit's first character on the same line box.
 */
async function expectUnitsTogether(page: Page, selector: string): Promise<number> {
  const result = await page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const pairs: string[] = [];
      const split: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const m of text.matchAll(/\d([ \u00a0\u202f])(%|meses|mês)/gu)) {
          const at = m.index;
          if (m[1] === " ") split.push(`breakable space: "${text.slice(Math.max(0, at - 8), at + 8)}"`);
          const digit = document.createRange();
          digit.setStart(node, at);
          digit.setEnd(node, at + 1);
          const unit = document.createRange();
          unit.setStart(node, at + 2);
          unit.setEnd(node, at + 3);
          const a = digit.getClientRects()[0];
          const b = unit.getClientRects()[0];
          if (!a || !b) continue; // hidden (a collapsed <details>)
          pairs.push(text.slice(Math.max(0, at - 5), at + 3));
          if (Math.abs(a.top - b.top) > 2) split.push(`on two lines: "${text.slice(Math.max(0, at - 8), at + 8)}"`);
        }
      }
      return { pairs, split };
    });
  expect(result.split).toEqual([]);
  return result.pairs.length;
}

for (const brand of BRANDS) {
  test(`${brand.label}: long company name, "Ana Luísa" and "José 🏠" at 390 and 1280 px in both themes`, async ({
    page,
    newPage,
  }) => {
    test.setTimeout(480_000);
    const owner = await createOwner({
      label: `second-look-names-${brand.label}`,
      name: "Ana Luísa Ferraz",
      theme: "light",
    });
    await sql(
      `update "Settings" set "name" = $1, "shortName" = null, "colorSlider" = $2, "colorBadge" = $3 where "accountId" = $4`,
      [COMPANY, brand.slider, brand.badge, owner.accountId],
    );
    await page.setViewportSize(VIEWPORTS.desktop);
    await new LoginPage(page).login(owner.email, owner.password);

    const links: string[] = [];
    const proposals = new ProposalsPage(page);
    for (const client of CLIENTS) {
      await page.goto("/propostas/generate");
      await new AppPage(page).ready();
      await proposals.fillClient({ name: client.name, phone: client.phone });
      await proposals.save();
      await expect(proposals.savedPanel).toBeVisible();
      links.push(await proposals.savedLink());
    }
    const clientRows = await sql<{ id: string; name: string }>(`select id, name from "Client" where "accountId" = $1`, [
      owner.accountId,
    ]);
    const anaId = clientRows.find((r) => r.name.startsWith("Ana"))!.id;
    const pdf = Buffer.from(await (await fetch(`${links[0]}/pdf`)).arrayBuffer());

    for (const theme of THEMES) {
      await sql(`update "User" set theme = $1::"Theme" where id = $2`, [theme, owner.userId]);
      for (const { size, viewport } of SIZES) {
        const name = `second-look-names-${brand.label}-${theme}-${size}`;
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme });

        // Public pages: the greeting by "Como chamar", the header name cut at a word, units with their numbers.
        const client = await newPage({ viewport, colorScheme: theme });
        for (const [i, link] of links.entries()) {
          await client.goto(link);
          await expect(client.getByRole("heading", { level: 1 })).toHaveText(`Olá, ${CLIENTS[i]!.greeting}!`);
          const shown = (await client.getByTestId("brand-name").textContent())!;
          expectWordCut(shown);
          await expect(client.getByTestId("brand-name")).toHaveAttribute("title", COMPANY);
          // Two lines at most, none of it clipped.
          expect(await client.getByTestId("brand-name").evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(
            true,
          );
          await expectNoSideways(client);
          const disclosures = client.getByTestId("disclosures");
          await disclosures.scrollIntoViewIfNeeded();
          expect(await expectUnitsTogether(client, '[data-testid="disclosures"]')).toBeGreaterThan(3);
          await checkedScreenshot(client, `${name}-public-${i + 1}`);
          // The parts to look at closely: the header and "Informações obrigatórias".
          await shoot(client.locator("header").first(), {
            path: path.join(SCREENSHOT_DIR, `${name}-public-${i + 1}-header.png`),
          });
          await shoot(disclosures, { path: path.join(SCREENSHOT_DIR, `${name}-public-${i + 1}-disclosures.png`) });
        }

        await client.goto("/public/verificar");
        await client
          .getByLabel(/Solte aqui o PDF da proposta/)
          .setInputFiles({ name: "proposta.pdf", mimeType: "application/pdf", buffer: pdf });
        const verdict = client.getByRole("status").filter({ hasText: "Proposta autêntica e sem alterações" });
        await expect(verdict).toContainText("Proposta para Ana Luísa, versão 1");
        await expectNoSideways(client);
        await checkedScreenshot(client, `${name}-verificar`);

        // The seller's screens: Carteira, the client's page, the proposals list.
        for (const [screen, url] of [
          ["carteira", "/propostas/clients"],
          ["client", `/propostas/clients/${anaId}`],
          ["proposals", "/propostas/proposals"],
        ] as const) {
          await page.goto(url);
          await new AppPage(page).ready();
          await dismissToasts(page);
          await expectNoSideways(page);
          // At 1280 px the brand's slot takes the room the seven sections leave: the name shows,
          // cut at a word, and fits its box.
          const header = page.getByTestId("header-brand-name");
          if (size === 1280) {
            await expect(header).toBeVisible();
            expect(await header.evaluate((el) => el.clientWidth)).toBeGreaterThan(120);
            expect(await header.textContent()).toMatch(/^Imobiliária Horizonte/);
            expectWordCut((await header.textContent())!);
            expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          }
          await expectUnitsTogether(page, "main");
          await checkedScreenshot(page, `${name}-${screen}`);
        }
        if (size === 390) {
          await page.getByRole("button", { name: "Abrir menu" }).click();
          const menuName = page.getByTestId("menu-brand-name");
          await expect(menuName).toBeVisible();
          expectWordCut((await menuName.textContent())!);
          expect(await menuName.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          await checkedScreenshot(page, `${name}-menu`, { fullPage: false, heading: menuName });
          await page.keyboard.press("Escape");
        }
        await client.close();
      }
    }
  });
}
