import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { imovelDraft } from "~/test/proposal-fixtures";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { BASE_URL, expect, SCREENSHOT_DIR, screenshot, test, VIEWPORTS, shoot } from "./fixtures";

// Logos that fit: the settings show each place (seller header, public page header, PDF, WhatsApp
// card) at its real size and warn in pt-BR where a logo would be under 24 px; a square mark then
// takes the phone's headers. A light brand (#fb923c + #fafaf9) with a 1000×140 logo and a dark one
// (#4c1d95) with a 160×600 logo, in both themes, at 390 and 1280 px: screenshots under
// e2e/screenshots/logo-fit-*.png to be looked at (docs/carteira.md, visual review).

const CASES = [
  {
    label: "laranja-1000x140",
    slider: "#fb923c",
    badge: "#fafaf9",
    logo: { width: 1000, height: 140 },
    warns: "Topo da proposta no celular: o logotipo do tema claro fica com 104 × 15 px, baixo demais para ler",
  },
  {
    label: "roxo-160x600",
    slider: "#4c1d95",
    badge: "#4c1d95",
    logo: { width: 160, height: 600 },
    warns: "Topo da proposta no celular: o logotipo do tema claro fica com 10 × 36 px, estreito demais para ler",
  },
] as const;

/** A logo with a word in it, so a screenshot shows whether it still reads. */
async function logoPng(width: number, height: number, color: string): Promise<Buffer> {
  const wide = width >= height;
  const text = wide
    ? `<text x="50%" y="62%" font-family="sans-serif" font-weight="700" font-size="${Math.round(height * 0.5)}" text-anchor="middle" fill="#fff">HORIZONTE AZUL</text>`
    : `<text x="50%" y="50%" font-family="sans-serif" font-weight="700" font-size="${Math.round(width * 0.5)}" text-anchor="middle" fill="#fff" transform="rotate(-90 ${width / 2} ${height / 2})">HORIZONTE</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" rx="${Math.min(width, height) / 6}" fill="${color}"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(page: Page, kind: string, buffer: Buffer): Promise<string> {
  const response = await page.request.post("/api/uploads", {
    headers: { origin: BASE_URL },
    multipart: { kind, file: { name: "logo.png", mimeType: "image/png", buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function createProposal(page: Page): Promise<string> {
  const res = await page.request.post(`${BASE_URL}/api/trpc/proposals.create`, {
    headers: { origin: BASE_URL, "content-type": "application/json" },
    data: { json: imovelDraft() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return String(
    ((await res.json()) as { result: { data: { json: { publicToken: string } } } }).result.data.json.publicToken,
  );
}

for (const c of CASES) {
  for (const theme of ["light", "dark"] as const) {
    test(`${c.label} · ${theme}: each place at its real size, a pt-BR warning under 24 px, and the square mark on the phone`, async ({
      page,
      newContext,
    }) => {
      test.setTimeout(150_000);
      const owner = await createOwner({ label: `logo-fit-${c.label}-${theme}`, theme });
      await new LoginPage(page).login(owner.email, owner.password);
      const logo = await upload(page, "avatar_white", await logoPng(c.logo.width, c.logo.height, c.slider));
      await sql(
        `update "Settings" set "colorSlider" = $1, "colorBadge" = $2, "avatarWhite" = $3, "shortName" = 'Horizonte Azul — Centro' where "accountId" = $4`,
        [c.slider, c.badge, logo, owner.accountId],
      );
      const token = await createProposal(page);
      const client = await newContext();
      await client.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
      const visitor = await client.newPage();
      const app = new AppPage(page);

      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await visitor.setViewportSize(viewport);
        await page.goto("/propostas/config");
        await app.ready();
        const fit = page.getByTestId("logo-fit");
        await expect(fit.getByTestId("logo-fit-warnings")).toContainText(c.warns);
        // The places are drawn at the sizes the warning names.
        const phone = fit.getByTestId("logo-fit-public-phone-light").locator("img");
        const box = await phone.boundingBox();
        expect(Math.round(Math.min(box!.width, box!.height))).toBeLessThan(24);
        await fit.scrollIntoViewIfNeeded();
        await shoot(fit, { path: path.join(SCREENSHOT_DIR, `logo-fit-settings-${c.label}-${theme}-${size}.png`) });
        await page.goto("/dashboard");
        await app.ready();
        await shoot(page, { path: path.join(SCREENSHOT_DIR, `logo-fit-header-${c.label}-${theme}-${size}.png`) });
        await visitor.goto(`/public/propostas/${token}`);
        await screenshot(visitor, `logo-fit-public-${c.label}-${theme}-${size}`);
      }

      // A square mark: the phone's headers draw it (32 and 36 px), the computer's keep the logo.
      const mark = await upload(page, "avatar_mark", await logoPng(512, 512, c.slider));
      await sql(`update "Settings" set "markImage" = $1 where "accountId" = $2`, [mark, owner.accountId]);
      await page.setViewportSize(VIEWPORTS.phone);
      await visitor.setViewportSize(VIEWPORTS.phone);
      await page.goto("/propostas/config");
      await app.ready();
      await expect(page.getByTestId("logo-fit-app-phone-mark")).toHaveAttribute("data-readable", "true");
      await expect(page.getByTestId("logo-fit-warnings")).not.toContainText("no celular");
      await page.goto("/dashboard");
      await app.ready();
      const headerMark = page.locator("header [data-brand-mark]");
      await expect(headerMark).toBeVisible();
      expect(await headerMark.boundingBox()).toMatchObject({ width: 32, height: 32 });
      await shoot(page, { path: path.join(SCREENSHOT_DIR, `logo-fit-header-mark-${c.label}-${theme}-phone.png`) });
      await visitor.goto(`/public/propostas/${token}`);
      const publicMark = visitor.locator("header [data-brand-mark]").first();
      await expect(publicMark).toBeVisible();
      expect(await publicMark.boundingBox()).toMatchObject({ width: 36, height: 36 });
      await shoot(visitor, {
        path: path.join(SCREENSHOT_DIR, `logo-fit-public-mark-${c.label}-${theme}-phone.png`),
      });
      // From 640 px the logo is back.
      await visitor.setViewportSize(VIEWPORTS.desktop);
      await expect(publicMark).toBeHidden();
    });
  }
}
