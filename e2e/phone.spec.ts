import fs from "node:fs";
import { inflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { makePng } from "../bench/png";
import { AppPage } from "./pages/app-page";
import { createOwner, sql, type TestUser } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { ProposalsPage } from "./pages/proposals-page";
import { expect, SCREENSHOT_DIR, screenshot, test, VIEWPORTS } from "./fixtures";

// In front of a client on a phone: the generator saves at 390 px with the keyboard closed
// and open, a purple brand leaves no default green on the client's surfaces, long names and a
// horizontal logo keep every page inside the window.

const PHONE = { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true };
const PURPLE = "#7c3aed";
// Consórcio Pro's greens: the default brand, its shades and the hero gradient. The consórcio's own path
// colour (bluish green, #00876a / #34c79b) is not the brand's: every surface draws the consórcio in it.
const DEFAULT_GREENS = ["#0f9d58", "#0b7a44", "#08633a", "#064e2b", "#12a862", "#12b866", "#0b6e3d"];
const CONSORCIO_PATH = ["rgb(0, 135, 106)", "rgb(52, 199, 155)"];
const LOGO = makePng(400, 120, (x, y) => (x < 120 ? [124, 58, 237] : y % 40 < 20 ? [60, 30, 110] : [240, 236, 250]));
const CLIENT_100 = `Maria ${"Conceição Albuquerque ".repeat(5)}`.padEnd(100, "x").slice(0, 100);
const NAME_120 = `Vértice Consórcios ${"e Investimentos Imobiliários ".repeat(4)}`.padEnd(120, "z").slice(0, 120);

async function brandedOwner(label: string, theme: "light" | "dark"): Promise<TestUser> {
  const owner = await createOwner({ label, name: NAME_120, theme });
  await sql(
    `update "Settings" set name = $1, "colorSlider" = $2, "avatarWhite" = $3, "avatarBlack" = $3, whatsapp = '11912345678' where "accountId" = $4`,
    [NAME_120, PURPLE, `data:image/png;base64,${LOGO.toString("base64")}`, owner.accountId],
  );
  await sql(`update "Account" set name = $1 where id = $2`, [NAME_120, owner.accountId]);
  return owner;
}

/** The element at the centre of the save button is the button (nothing fixed covers it). */
async function saveButtonReachable(page: Page) {
  // "Salva" once saved and unchanged: the same button, waiting for a change.
  const button = page.getByRole("button", { name: /^(Salvar proposta|Salva)$/ });
  await expect(button).toBeInViewport({ ratio: 1 });
  const hit = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (at === el || el.contains(at));
  });
  expect(hit, "elementFromPoint at the button's centre is the button").toBe(true);
  return button;
}

async function noSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${label}: scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(
    widths.client,
  );
}

/** The public page's visible charts: tick text at least 11 px on screen, every label inside its drawing. */
async function chartTextReadable(page: Page, label: string) {
  const charts = await page.locator("svg[data-chart-font]").evaluateAll((svgs) =>
    svgs
      .filter((svg) => svg.getBoundingClientRect().width > 0)
      .map((svg) => {
        const box = svg.getBoundingClientRect();
        const scale = box.width / (svg as SVGSVGElement).viewBox.baseVal.width;
        const texts = [...svg.querySelectorAll("text")].map((t) => t.getBoundingClientRect());
        return {
          px: Number(svg.getAttribute("data-chart-font")) * scale,
          clipped: texts.filter((t) => t.left < box.left - 0.5 || t.right > box.right + 0.5).length,
        };
      }),
  );
  expect(charts.length, `${label}: charts shown`).toBeGreaterThan(0);
  for (const chart of charts) {
    expect(chart.px, `${label}: chart text size`).toBeGreaterThanOrEqual(11);
    expect(chart.clipped, `${label}: chart labels outside the drawing`).toBe(0);
  }
}

/** The consórcio card's colour dot: the brand's chart colour. */
async function consorcioDot(page: Page): Promise<string> {
  return page
    .getByTestId("path-consorcio")
    .locator("h3 > span")
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
}

async function generate(page: Page, clientName: string): Promise<string> {
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  const proposals = new ProposalsPage(page);
  await proposals.fillClient({ name: clientName, phone: "(21) 99876-5432", email: "cliente@example.com" });
  await (await saveButtonReachable(page)).click();
  await expect(proposals.savedPanel).toBeVisible();
  return proposals.savedLink();
}

test("a phone (390×844, touch) generates and saves a proposal with the keyboard closed and open", async ({
  newPage,
}) => {
  const owner = await createOwner({ label: "phone-save" });
  const page = await newPage(PHONE);
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  const proposals = new ProposalsPage(page);
  await proposals.fillClient({ name: "Joana Prado" });

  // Keyboard closed: the save bar is on screen at the top of the page, mid-page and at the end.
  for (const where of [0, 0.5, 1]) {
    await page.evaluate(
      (f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f),
      where,
    );
    await saveButtonReachable(page);
  }
  await expect(page.getByTestId("live-headline")).toContainText("Parcela");
  // A phone page, not a 7 000 px one: the result details are folded.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5000);
  await (await saveButtonReachable(page)).tap();
  await expect(proposals.savedPanel).toBeVisible();
  await noSidewaysScroll(page, "generator after saving");

  // Keyboard open: the window shrinks to 450 px while a field has focus. The save bar stops sticking
  // (it would cover the field being typed in) and waits at the form's end: scrolled to, it answers a tap
  // with nothing fixed over it.
  await page.getByRole("button", { name: "Continuar editando" }).tap();
  await page.setViewportSize({ width: 390, height: 450 });
  await page.getByLabel("Nome do cliente").fill("Joana Prado Segunda");
  await page.getByLabel("Nome do cliente").focus();
  await expect(page.getByLabel("Nome do cliente")).toBeInViewport({ ratio: 1 });
  await page.locator('input[name="value"]').scrollIntoViewIfNeeded();
  await page.locator('input[name="value"]').focus();
  await expect(page.locator('input[name="value"]')).toBeInViewport({ ratio: 1 });
  await page.getByRole("button", { name: "Salvar proposta" }).scrollIntoViewIfNeeded();
  await (await saveButtonReachable(page)).tap();
  await expect(proposals.savedPanel).toContainText("Joana Prado Segunda");
});

/** Every element's computed colours (text, background, border, SVG fill/stroke, gradients) as rgb(). */
function greensOnPage(page: Page, greens: string[]) {
  return page.evaluate((list) => {
    const toRgb = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
    };
    const wanted = list.map(toRgb);
    const hits: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      const s = getComputedStyle(el);
      const values = [
        s.color,
        s.backgroundColor,
        s.borderTopColor,
        s.borderLeftColor,
        s.fill,
        s.stroke,
        s.backgroundImage,
        s.outlineColor,
      ];
      for (const v of values)
        for (const w of wanted)
          if (v.includes(w)) hits.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}: ${w}`);
    }
    return [...new Set(hits)].slice(0, 20);
  }, greens);
}

/** The PDF's fill and stroke colour operators (r g b rg / RG), from every content stream. */
function pdfColours(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const colours = new Set<string>();
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endstream", start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      body = text.slice(start, end);
    }
    for (const op of body.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG|scn|SCN|sc|SC)\b/g)) {
      const hex = [op[1], op[2], op[3]]
        .map((c) =>
          Math.round(Number(c) * 255)
            .toString(16)
            .padStart(2, "0"),
        )
        .join("");
      colours.add(`#${hex}`);
    }
  }
  return [...colours];
}

test("a purple brand: no default green on the public page, the simulator's hero or the PDF", async ({
  page,
  loginPage,
  newPage,
}) => {
  const owner = await brandedOwner("purple", "light");
  await loginPage.login(owner.email, owner.password);
  const link = await generate(page, "Ana Purple");

  for (const theme of ["light", "dark"]) {
    const client = await newPage(PHONE);
    await client.context().addCookies([{ name: "theme", value: theme, url: link }]);
    await client.goto(link);
    await expect(client.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await greensOnPage(client, DEFAULT_GREENS), `public page, ${theme}`).toEqual([]);
    // The default simulation costs more at the market rate: its first claim is neutral, and the
    // consórcio keeps its own path colour, never the brand's.
    await expect(client.getByTestId("verdict")).toHaveAttribute("data-verdict", "costs-more");
    expect(CONSORCIO_PATH).toContain(await consorcioDot(client));
  }

  await page.goto("/consorcio-financiamento");
  await new AppPage(page).ready();
  await expect(page.getByTestId("verdict")).toBeVisible();
  expect(CONSORCIO_PATH).toContain(await consorcioDot(page));
  expect(await greensOnPage(page, DEFAULT_GREENS), "imóvel simulator").toEqual([]);

  // The phone menu (a portal outside the shell) and its avatar take the brand too.
  const phone = await newPage(PHONE);
  await new LoginPage(phone).login(owner.email, owner.password);
  await phone.goto("/dashboard");
  await new AppPage(phone).ready();
  await phone.getByRole("button", { name: "Abrir menu" }).tap();
  await expect(phone.getByRole("dialog")).toBeVisible();
  expect(await greensOnPage(phone, DEFAULT_GREENS), "phone menu").toEqual([]);

  const pdf = Buffer.from(await (await page.request.get(`${link}/pdf`)).body());
  const colours = pdfColours(pdf);
  expect(colours).toContain(PURPLE);
  for (const green of DEFAULT_GREENS) expect(colours, `PDF colour operators carry ${green}`).not.toContain(green);
});

test.describe("long names, a horizontal logo and a purple brand: screenshots and no sideways scroll", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`generator, public page and PDF · ${theme}`, async ({ newPage }) => {
      const owner = await brandedOwner(`shots-${theme}`, theme);
      let link = "";
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const page = await newPage(size === "phone" ? PHONE : { viewport });
        await new LoginPage(page).login(owner.email, owner.password);
        // The proposal saved once; each size then looks at a fresh form (a saved one says "Salva",
        // with the saved panel beside it).
        if (!link) link = await generate(page, CLIENT_100);
        await page.goto("/propostas/generate");
        await new AppPage(page).ready();
        await new ProposalsPage(page).fillClient({ name: CLIENT_100 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
        await saveButtonReachable(page);
        await noSidewaysScroll(page, `generator ${size}`);
        await screenshot(page, `phone-generator-${size}-${theme}`);
        // The header's logo keeps its 10:3 shape.
        const logo = await page.locator("header img").first().boundingBox();
        expect(logo!.width / logo!.height).toBeCloseTo(400 / 120, 1);

        const client = await newPage(size === "phone" ? PHONE : { viewport });
        await client.context().addCookies([{ name: "theme", value: theme, url: link }]);
        await client.goto(link);
        await expect(client.getByRole("heading", { level: 1 })).toBeInViewport();
        await expect(client.getByRole("link", { name: "Baixar PDF" })).toBeVisible();
        await noSidewaysScroll(client, `public page ${size}`);
        await chartTextReadable(client, `public page ${size}`);
        // The seller's name is not cut to one line with an ellipsis.
        const brandName = client.getByTestId("brand-name");
        expect(await brandName.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe("ellipsis");
        const publicLogo = await client.locator("header img").first().boundingBox();
        expect(publicLogo!.width / publicLogo!.height).toBeCloseTo(400 / 120, 1);
        await screenshot(client, `phone-public-${size}-${theme}`);
      }
      const pdf = await (await fetch(`${link}/pdf`)).arrayBuffer();
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      fs.writeFileSync(`${SCREENSHOT_DIR}/phone-proposal-${theme}.pdf`, Buffer.from(pdf));
    });
  }
});

test("no page scrolls sideways at 390 px with 120-character names and e-mails", async ({ newPage }) => {
  const owner = await brandedOwner("long-names", "dark");
  const longEmail = `${"cliente.muito.comprido".repeat(5)}@example.com`.slice(-120);
  const page = await newPage(PHONE);
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  await new ProposalsPage(page).fillClient({ name: NAME_120, email: longEmail });
  await (await saveButtonReachable(page)).tap();
  await expect(new ProposalsPage(page).savedPanel).toBeVisible();
  const link = await new ProposalsPage(page).savedLink();
  await sql(
    `insert into "ProposalResponse" (id, "accountId", "proposalId", name, phone, message, status, "createdAt", "updatedAt")
     select 'resp-long-' || p.id, p."accountId", p.id, $1, '11987654321', $2, 'novo', now(), now() from "Proposal" p where p."accountId" = $3`,
    [NAME_120, `${NAME_120} ${longEmail}`, owner.accountId],
  );
  const routes = [
    "/dashboard",
    "/propostas/proposals",
    "/propostas/clients-proposal",
    "/propostas/generate",
    "/propostas/config",
    "/propostas/pdf-images",
    "/consorcio-financiamento",
    "/consorcio-veic-financiamento",
    "/modalities",
    "/sessoes",
    "/conta",
    "/select",
    "/propostas/clients",
  ];
  // The client the proposal made: their page carries the long name and e-mail in its header.
  const [made] = await sql<{ id: string }>(`select id from "Client" where "accountId" = $1`, [owner.accountId]);
  routes.push(`/propostas/clients/${made!.id}`);
  for (const route of routes) {
    await page.goto(route);
    await new AppPage(page).ready().catch(() => undefined);
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await noSidewaysScroll(page, route);
  }
  const client = await newPage(PHONE);
  await client.goto(link);
  await noSidewaysScroll(client, "public page");
});

test('a signed-in page load: no "Carregando seus dados" over a page the server already rendered; an unpaid /select asks nothing of settings', async ({
  newPage,
}) => {
  const owner = await createOwner({ label: "no-spinner" });
  const page = await newPage(PHONE);
  await new LoginPage(page).login(owner.email, owner.password);
  // Records whether the overlay is ever put in the page, from the first byte on.
  await page.addInitScript(() => {
    const seen = { overlay: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (document.querySelector("[data-testid='loading-overlay']")) seen.overlay = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const route of ["/consorcio-financiamento", "/propostas/proposals", "/conta"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { overlay: boolean } }).__seen.overlay),
      `${route}: overlay shown`,
    ).toBe(false);
  }

  const unpaid = await createOwner({ label: "unpaid-select", status: "PENDING_PAYMENT" });
  const buyer = await newPage(PHONE);
  const settingsCalls: string[] = [];
  buyer.on("response", (response) => {
    if (response.url().includes("settings.get")) settingsCalls.push(`${response.status()} ${response.url()}`);
  });
  await new LoginPage(buyer).login(unpaid.email, unpaid.password, "**/select");
  await new AppPage(buyer).ready();
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText("Escolha um plano para liberar o seu acesso");
  expect(settingsCalls).toEqual([]);
});

test('inputs take their pt-BR shape while typed: phone, CPF, reais; stored phones read "(11) 98765-4321"', async ({
  newPage,
}) => {
  const owner = await createOwner({ label: "masks" });
  const page = await newPage(PHONE);
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  await page.getByLabel("Nome do cliente").fill("Caio Máscara");
  const phone = page.getByLabel("Telefone (WhatsApp)");
  await phone.pressSequentially("11987654321");
  await expect(phone).toHaveValue("(11) 98765-4321");
  const cpf = page.getByLabel("CPF");
  await cpf.pressSequentially("12345678909");
  await expect(cpf).toHaveValue("123.456.789-09");
  // A paste with the country code lands in the same shape.
  await phone.fill("+55 (21) 3333-4444");
  await expect(phone).toHaveValue("(21) 3333-4444");
  await phone.fill("");
  await phone.pressSequentially("11987654321");
  await (await saveButtonReachable(page)).tap();
  await expect(new ProposalsPage(page).savedPanel).toBeVisible();

  // The client's phone, stored as digits, reads pt-BR in the client list.
  await page.goto("/propostas/clients");
  await new AppPage(page).ready();
  await expect(page.locator("main")).toContainText("(11) 98765-4321");
  await expect(page.locator("main")).not.toContainText("11987654321");

  await page.goto("/consorcio-financiamento");
  await new AppPage(page).ready();
  const value = page.locator("input[name='value']");
  await value.click();
  await value.press("ControlOrMeta+a");
  await value.pressSequentially("650000");
  await expect(value).toHaveValue("650.000");
});

test("390 px: the proposals search shows its whole placeholder", async ({ newPage }) => {
  const owner = await createOwner({ label: "placeholder" });
  const page = await newPage(PHONE);
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/proposals");
  await new AppPage(page).ready();
  const fits = await page.locator("form[role='search'] input[type='search']").evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });
  expect(fits.text, `placeholder ${fits.text}px in ${fits.room}px`).toBeLessThanOrEqual(fits.room);
});

test("the client's page follows the phone's light or dark setting when the visitor has no theme cookie (also an unknown link)", async ({
  page,
  loginPage,
  newPage,
}) => {
  const owner = await createOwner({ label: "scheme", theme: "dark" });
  await loginPage.login(owner.email, owner.password);
  const link = await generate(page, "Bia Esquema");
  for (const scheme of ["light", "dark"] as const) {
    const client = await newPage({ ...PHONE, colorScheme: scheme });
    await client.goto(link);
    await expect(client.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(client.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    await client.goto(`${new URL(link).origin}/public/propostas/nao-existe-${scheme}`);
    await expect(client.getByRole("heading", { name: "Proposta não encontrada" })).toBeVisible();
    await expect(client.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
  }
  // A cookie the visitor chose still wins.
  const chosen = await newPage({ ...PHONE, colorScheme: "light" });
  await chosen.context().addCookies([{ name: "theme", value: "dark", url: link }]);
  await chosen.goto(link);
  await expect(chosen.locator("html")).toHaveClass(/\bdark\b/);
});
