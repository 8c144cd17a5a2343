import type { Page } from "@playwright/test";
import { sql } from "./pages/db";
import { fullDraft, publicLinkOf } from "./pages/public-link";
import { expect, test, VIEWPORTS } from "./fixtures";

// The public pages as the page cache serves them (docs/speed.md, "server HTML with islands"): no
// framework runtime and no RSC payload; the island loader alone, and React only when a client
// first touches an island.

test.use({ viewport: VIEWPORTS.phone });

/** Every script the page fetched, by path. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

test("the public proposal loads the island loader alone; the explorer and the answer form wake on first touch", async ({
  page,
  newPage,
}) => {
  const link = await publicLinkOf(await newPage(), "islands");
  const token = link.split("/").pop()!;
  // The first visit fills the cache; the one measured is served from it.
  await page.goto(link);
  await page.goto("about:blank");

  const scripts = scriptsOf(page);
  const counted = page.waitForResponse((r) => r.url().endsWith("/view") && r.request().method() === "POST");
  const response = await page.goto(`/public/propostas/${token}`);
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("self.__next_f");
  expect(html).not.toMatch(/<script[^>]*src="\/_next\//);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((path) => path.startsWith("/_islands/"))).toBe(true);
  const atLoad = scripts.length;
  // The visit is reported by the loader, once.
  expect((await counted).status()).toBeLessThan(300);
  await expect
    .poll(
      async () =>
        (await sql<{ viewCount: number }>(`select "viewCount" from "Proposal" where "publicToken" = $1`, [token]))[0]
          ?.viewCount,
    )
    .toBe(1);

  // The explorer: its HTML until touched; then React, the island and the engine.
  const typed = page.getByLabel("Lance digitado, em % do crédito");
  const after = page.getByTestId("explore-after");
  const before = await after.textContent();
  await typed.fill("45");
  await expect(page.getByTestId("explore-bid-echo")).toContainText("45,00 % do crédito");
  await expect(after).not.toHaveText(before ?? "");
  expect(scripts.length).toBeGreaterThan(atLoad);
  expect(scripts.every((path) => path.startsWith("/_islands/"))).toBe(true);

  // The answer form wakes on its own when touched (sending it is the answer specs' part: the answers
  // of one address are limited, and every spec answers from this machine's).
  const form = page.getByRole("form", { name: "Tenho interesse" });
  await expect(page.locator('[data-island="interest"][data-hydrated]')).toHaveCount(0);
  await form.getByLabel("Telefone (WhatsApp)").fill("11987654321");
  await expect(form.getByLabel("Telefone (WhatsApp)")).toHaveValue("(11) 98765-4321");
  await expect(page.locator('[data-island="interest"][data-hydrated]')).toHaveCount(1);
  expect(scripts.every((path) => path.startsWith("/_islands/"))).toBe(true);
});

test("the month table is plain HTML, and the PDF check loads only its island", async ({ page, newPage }) => {
  const months = `${await publicLinkOf(await newPage(), "islands-months", fullDraft())}/meses`;
  await page.goto(months);
  const scripts = scriptsOf(page);
  await page.goto(months);
  await expect(page.getByRole("heading", { level: 1, name: "Tabela mês a mês" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);

  await page.goto("/public/verificar");
  scripts.length = 0;
  await page.goto("/public/verificar");
  await page.waitForLoadState("networkidle");
  expect(scripts.every((path) => path.startsWith("/_islands/"))).toBe(true);
  expect(scripts.length).toBeGreaterThan(0);
});

test("on a phone, the blocks far below the verdict, the explorer too, are drawn only when the client comes near them", async ({
  page,
  newPage,
}) => {
  const link = await publicLinkOf(await newPage(), "islands-skipped");
  await page.goto(link);
  await page.goto(link);
  await page.waitForLoadState("load");
  // Whether a block's first element is drawn: false while the browser skips the block (content-visibility).
  const drawn = (testId: string) =>
    page
      .getByTestId(testId)
      .evaluate((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
  await expect.poll(() => drawn("verdict")).toBe(true);
  await expect.poll(() => drawn("explore")).toBe(false);
  await expect.poll(() => drawn("disclosures")).toBe(false);
  // Every figure is in the page as before: the skipped block is in the accessibility tree and the text.
  await expect(page.getByRole("heading", { name: "Informações obrigatórias" })).toBeAttached();
  await page.getByTestId("disclosures").scrollIntoViewIfNeeded();
  await expect.poll(() => drawn("disclosures")).toBe(true);

  // From lg up nothing is skipped.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(link);
  await expect.poll(() => drawn("disclosures")).toBe(true);
});

test("on a phone, a client who jumps straight to the explorer's slider keeps it in place while the blocks around it are drawn", async ({
  page,
  newPage,
}) => {
  const link = await publicLinkOf(await newPage(), "islands-anchor", fullDraft());
  await page.goto(link);
  await page.goto(link);
  await page.waitForLoadState("load");
  // Focus (a screen reader, the keyboard, a find) scrolls the slider into view; then, frame after
  // frame, the skipped blocks near it are drawn and take their real heights, and the island wakes.
  const tops = await page.locator("#explore-bid").evaluate(async (slider) => {
    slider.focus();
    const seen: number[] = [];
    for (let frame = 0; frame < 40; frame += 1) {
      await new Promise(requestAnimationFrame);
      seen.push(Math.round(slider.getBoundingClientRect().top));
    }
    return seen;
  });
  const viewport = page.viewportSize()!;
  expect(tops[0]).toBeGreaterThanOrEqual(0);
  expect(tops[0]).toBeLessThan(viewport.height);
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
  await expect(page.locator("#explore-bid")).toBeInViewport();
  await expect
    .poll(() => page.getByTestId("explore").evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true);
});
