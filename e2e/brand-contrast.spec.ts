import path from "node:path";
import type { Page } from "@playwright/test";
import { brandThemeColors, resolveBrand } from "~/features/branding";
import { AA_LARGE, contrastRatio } from "~/lib/contrast";
import { imovelDraft } from "~/test/proposal-fixtures";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, checkedScreenshot, expect, SCREENSHOT_DIR, test, VIEWPORTS, shoot } from "./fixtures";
import { rgb } from "./support/colors";
import { postTrpc } from "./pages/trpc";

// The brand never costs the client contrast: at 390 px, the public page of a deep purple brand in the
// dark theme and of an orange one (with a near-white second colour) in the light theme draws the
// focus ring, the bid slider (fill and thumb) and the odds curve in the brand's shade that reaches
// 3:1 on the card behind them, measured from the computed styles.

const CASES = [
  { label: "390-dark-purple", slider: "#4c1d95", badge: "#4c1d95", theme: "dark" as const },
  { label: "390-light-orange", slider: "#fb923c", badge: "#fafaf9", theme: "light" as const },
];

const GROUP = "Grupo Marca 12";
const YEAR = new Date().getUTCFullYear() - 1;
const LOWEST = [42.5, 38, 55, 47.2, 35.5, 40, 51, 44.8, 32, 39.9];

/** rgb(r, g, b) / rgba(…) (or a custom property's #rrggbb) → #rrggbb (alpha ignored: only opaque colours are compared). */
function hex(computed: string): string {
  if (/^#[0-9a-f]{6}$/i.test(computed.trim())) return computed.trim().toLowerCase();
  const [r, g, b] = computed.match(/[\d.]+/g)!.map(Number);
  return `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, "0")).join("")}`;
}

/** The first opaque background behind `selector`'s element, walking up its ancestors. */
async function backgroundBehind(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    let el: Element | null = document.querySelector(sel);
    while (el) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg && !/rgba\(.*,\s*0\)$/.test(bg) && bg !== "transparent") return bg;
      el = el.parentElement;
    }
    return getComputedStyle(document.body).backgroundColor;
  }, selector);
}

for (const c of CASES) {
  test(`${c.label}: the public page's focus ring, bid slider and odds curve reach 3:1 on their card`, async ({
    newPage,
    newContext,
  }) => {
    const owner = await createOwner({ label: `brand-contrast-${c.label}`, theme: c.theme });
    await sql(`update "Settings" set "colorSlider" = $1, "colorBadge" = $2 where "accountId" = $3`, [
      c.slider,
      c.badge,
      owner.accountId,
    ]);
    const seller = await newPage({ viewport: VIEWPORTS.desktop });
    await new LoginPage(seller).login(owner.email, owner.password);
    await postTrpc(seller, "groups.save", {
      name: GROUP,
      source: "extrato da administradora",
      readOn: `${YEAR}-12-20`,
      assemblies: LOWEST.map((bid, i) => ({
        date: `${YEAR}-${String(i + 1).padStart(2, "0")}-15`,
        activeCotas: 1240 - i * 6,
        drawWinners: 1,
        bidWinners: 3,
        lowestWinningBidPct: bid,
      })),
    });
    const created = await postTrpc(seller, "proposals.create", {
      ...imovelDraft({ group: GROUP }),
      explore: { bidMinPct: 0, bidMaxPct: 60, termMin: null, termMax: null },
    });

    const context = await newContext({ viewport: VIEWPORTS.phone });
    await context.addCookies([{ name: "theme", value: c.theme, url: BASE_URL }]);
    const page = await context.newPage();
    await page.goto(`/public/propostas/${String(created.publicToken)}`);
    expect(await page.evaluate(() => document.documentElement.className)).toContain(c.theme);
    const expected = brandThemeColors(resolveBrand({ color_slider: c.slider, color_badge: c.badge }).colors, c.theme);
    // The seller's exact colour would not reach 3:1 here (the point of the derivation).
    expect(contrastRatio(c.slider, expected.ring)).toBeGreaterThan(1);

    const bid = page.getByTestId("explore").getByLabel("Lance (% do crédito)");
    await bid.scrollIntoViewIfNeeded();
    // Focused from the keyboard, so :focus-visible draws the ring.
    await bid.focus();
    await page.keyboard.press("ArrowRight");
    await expect(bid).toBeFocused();
    const style = await bid.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        outlineColor: s.outlineColor,
        outlineStyle: s.outlineStyle,
        outlineWidth: s.outlineWidth,
        accentColor: s.accentColor,
      };
    });
    const behind = hex(await backgroundBehind(page, "#explore-bid"));
    expect(style.outlineStyle).toBe("solid");
    expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(style.outlineColor).toBe(rgb(expected.ring));
    expect(style.accentColor).toBe(rgb(expected.control));
    const ring = contrastRatio(hex(style.outlineColor), behind);
    const control = contrastRatio(hex(style.accentColor), behind);
    console.log(
      `${c.label}: behind ${behind}; focus ring ${hex(style.outlineColor)} ${ring.toFixed(2)}:1; slider ${hex(style.accentColor)} ${control.toFixed(2)}:1; the seller's ${c.slider} ${contrastRatio(c.slider, behind).toFixed(2)}:1`,
    );
    expect(ring).toBeGreaterThanOrEqual(AA_LARGE);
    expect(control).toBeGreaterThanOrEqual(AA_LARGE);
    // The bid slider focused, its fill and thumb: the explore card alone, where the ring shows.
    await shoot(page.getByTestId("explore"), {
      path: path.join(SCREENSHOT_DIR, `brand-contrast-slider-${c.label}.png`),
    });

    const curve = page.getByTestId("odds-curve");
    await curve.scrollIntoViewIfNeeded();
    const stroke = hex(
      await curve
        .locator("path")
        .nth(1)
        .evaluate((el) => getComputedStyle(el).stroke),
    );
    const curveBehind = hex(await backgroundBehind(page, "[data-testid=odds-curve]"));
    expect(stroke).toBe(expected.curve);
    console.log(
      `${c.label}: odds curve ${stroke} ${contrastRatio(stroke, curveBehind).toFixed(2)}:1 on ${curveBehind}`,
    );
    expect(contrastRatio(stroke, curveBehind)).toBeGreaterThanOrEqual(AA_LARGE);
    await shoot(curve, { path: path.join(SCREENSHOT_DIR, `brand-contrast-curve-${c.label}.png`) });

    // The client's main button focused from the keyboard: its ring is the same shade.
    // (Focused right after keyboard use, so :focus-visible applies; a Tab could land on the form's
    // hidden trap field instead.)
    const button = page.getByRole("button", { name: "Tenho interesse" });
    await button.scrollIntoViewIfNeeded();
    await page.keyboard.press("ArrowLeft");
    await button.focus();
    await expect(button).toBeFocused();
    // The button's colours ease in (a transition from its text colour, white in the dark theme):
    // read once the ring has arrived.
    const focusedRing = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        return s.outlineStyle !== "none" ? s.outlineColor : s.getPropertyValue("--tw-ring-color");
      });
    await expect.poll(async () => hex(await focusedRing())).toBe(expected.ring);
  });
}

test("settings at 390 px: a near-white second colour gets an outlined badge in the preview, and every colour is reported", async ({
  page,
}) => {
  const owner = await createOwner({ label: "brand-contrast-settings", theme: "light" });
  await page.setViewportSize(VIEWPORTS.phone);
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/config");
  await new AppPage(page).ready();
  // The default brand: adjustments at most, no warning.
  await expect(page.getByTestId("brand-preview")).toBeVisible();
  await expect(page.getByTestId("contrast-warnings")).toHaveCount(0);
  await page.getByLabel("Cor principal", { exact: true }).fill("#4c1d95");
  await page.getByLabel("Cor dos destaques", { exact: true }).fill("#fafaf9");
  await page.getByLabel("Cor de ênfase", { exact: true }).fill("#0a0a0a");
  await page.getByLabel("Sombra da ênfase", { exact: true }).fill("#000000");
  const badge = page.getByTestId("brand-preview-light").getByTestId("brand-preview-badge");
  await expect(badge).toHaveCSS("background-color", rgb("#fafaf9"));
  const outline = brandThemeColors(resolveBrand({ color_badge: "#fafaf9" }).colors, "light").badge.outline;
  await expect(badge).toHaveCSS("box-shadow", new RegExp(rgb(outline).replace(/[()]/g, "\\$&")));
  const warnings = page.getByTestId("contrast-warnings");
  await expect(warnings).toContainText("Cor principal no tema escuro: #4c1d95");
  await expect(warnings).toContainText("Cor de ênfase no tema escuro: #0a0a0a");
  await page.getByTestId("contrast-adjustments").locator("summary").click();
  await expect(page.getByTestId("contrast-adjustments")).toContainText("Cor dos destaques no tema claro: #fafaf9");
  await expect(page.getByTestId("contrast-adjustments").or(warnings)).not.toHaveCount(0);
  await expect(page.getByText("Sombra da ênfase no tema escuro: #000000")).toBeAttached();
  await page.getByTestId("brand-preview").scrollIntoViewIfNeeded();
  await checkedScreenshot(page, "brand-contrast-settings-390", { fullPage: false });
});
