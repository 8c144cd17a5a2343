import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { AppPage } from "./pages/app-page";
import { createOwner, sql } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { OutboxPage } from "./pages/outbox-page";
import { expect, screenshot, SCREENSHOT_DIR, test, VIEWPORTS, shoot } from "./fixtures";

// The seller's walkthrough, the rough edges: /conta edits (name, phone, password, e-mail) at 390
// and 1280 px; the generator with a phone's keyboard open (390×450); without JavaScript, the
// dashboard and simulator after sign-in, and the seat limit's sessions with a button to end one.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";

/** On screen, and the element at its centre is itself or inside it (no fixed bar covers it). */
async function uncovered(target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (at === el || el.contains(at));
  });
  expect(hit).toBe(true);
}

for (const [label, viewport] of [
  ["phone", VIEWPORTS.phone],
  ["desktop", VIEWPORTS.desktop],
] as const) {
  test(`${label}: /conta changes name and phone, the password (other sessions end) and the e-mail (by a link)`, async ({
    newPage,
  }) => {
    const owner = await createOwner({ label: `conta-${label}`, plan: "ten_users" });
    const elsewhere = await newPage({ viewport: VIEWPORTS.desktop });
    await new LoginPage(elsewhere).login(owner.email, owner.password);
    const page = await newPage({ viewport });
    await new LoginPage(page).login(owner.email, owner.password);
    await page.goto("/conta");
    await new AppPage(page).ready();

    const profile = page.getByRole("form", { name: "Nome e telefone" });
    await profile.getByLabel("Nome").fill("Marina S. Vendas");
    await profile.getByLabel("Telefone").fill("11987654321");
    await expect(profile.getByLabel("Telefone")).toHaveValue("(11) 98765-4321");
    await profile.getByRole("button", { name: "Salvar nome e telefone" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Dados salvos." })).toBeVisible();
    expect(await sql(`select name, phone from "User" where id = $1`, [owner.userId])).toEqual([
      { name: "Marina S. Vendas", phone: "11987654321" },
    ]);

    // The password: a wrong current one is refused beside its field; the right one ends the other session.
    const password = page.getByRole("form", { name: "Trocar a senha" });
    await password.getByLabel("Senha atual").fill("nao-e-esta-123");
    await password.getByLabel("Nova senha").fill("girassol-azul-2931");
    await password.getByRole("button", { name: "Trocar a senha" }).click();
    await expect(password.getByText("Senha atual incorreta.")).toBeVisible();
    await password.getByLabel("Senha atual").fill(owner.password);
    await password.getByRole("button", { name: "Trocar a senha" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Senha alterada. A outra sessão foi encerrada." }),
    ).toBeVisible();
    await elsewhere.goto("/dashboard");
    await elsewhere.waitForURL((url) => url.pathname === "/");

    // The e-mail: a link to the new address; the page says it waits for it.
    const next = `novo-${owner.userId}@example.com`;
    const email = page.getByRole("form", { name: "Trocar o e-mail" });
    await email.getByLabel("Novo e-mail").fill(next);
    await email.getByLabel("Senha atual").fill("girassol-azul-2931");
    await email.getByRole("button", { name: "Enviar link de confirmação" }).click();
    await expect(page.getByTestId("pending-email")).toHaveText(next);
    await screenshot(page, `conta-${label}`);
    const link = await new OutboxPage(page).latestLink(next, "/verificar-email");
    await page.goto(link);
    await expect(page.getByTestId("email-verified")).toBeVisible();
    expect(await sql(`select email from "User" where id = $1`, [owner.userId])).toEqual([{ email: next }]);
  });
}

test("phone keyboard open (390×450): the focused field of the generator stays visible; the fixed bars collapse", async ({
  newPage,
}) => {
  const owner = await createOwner({ label: "keyboard-open" });
  const page = await newPage({ viewport: { width: 390, height: 450 }, hasTouch: true, isMobile: true });
  await new LoginPage(page).login(owner.email, owner.password);
  await page.goto("/propostas/generate");
  await new AppPage(page).ready();
  for (const field of [
    page.getByLabel("Nome do cliente"),
    page.getByLabel("Telefone (WhatsApp)"),
    page.getByLabel("E-mail"),
  ]) {
    await field.focus();
    await expect(page.locator("html")).toHaveAttribute("data-keyboard-open", "");
    await uncovered(field);
  }
  await expect(page.getByRole("complementary", { name: "Ajuda" })).toBeHidden();
  const header = await page.getByRole("banner").evaluate((el) => getComputedStyle(el).position);
  expect(header).toBe("static");
  // The window as the seller sees it (not the full page): the field being typed in, nothing fixed over it.
  await shoot(page, { path: path.join(SCREENSHOT_DIR, "generator-keyboard-open.png") });
  // The keyboard closes (focus leaves the field): the bars come back.
  await page.getByLabel("E-mail").blur();
  await expect(page.locator("html")).not.toHaveAttribute("data-keyboard-open");
  await expect(page.getByRole("complementary", { name: "Ajuda" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  async function signInWithoutScript(page: Page, email: string, password: string) {
    const login = new LoginPage(page);
    await login.goto();
    await login.fill(email, password);
    await login.submit.click();
  }

  for (const [label, viewport] of [
    ["phone", VIEWPORTS.phone],
    ["desktop", VIEWPORTS.desktop],
  ] as const) {
    test(`${label}: after sign-in the dashboard and the simulator show their server-rendered content`, async ({
      page,
    }) => {
      const owner = await createOwner({ label: `nojs-dashboard-${label}` });
      await page.setViewportSize(viewport);
      await signInWithoutScript(page, owner.email, owner.password);
      await page.waitForURL("**/dashboard");
      const splash = page.getByTestId("splash");
      await expect(splash).toBeAttached();
      await expect(splash).toBeHidden();
      await uncovered(page.getByRole("heading", { level: 1 }).first());
      await screenshot(page, `nojs-dashboard-${label}`);
      await page.goto("/consorcio-financiamento");
      await expect(page.getByTestId("splash")).toBeHidden();
      await uncovered(page.getByRole("heading", { level: 1 }).first());
      await expect(page.getByLabel(/Valor do crédito/).first()).toBeVisible();
    });
  }

  test.describe("with the animations a visitor without reduced motion sees", () => {
    // The tier's contexts prefer reduced motion (1 ms animations): this one runs the splash's real 500 ms.
    test.use({ reducedMotion: "no-preference" });

    test("the splash covers the page for its 500 ms at most, then the content shows (no script)", async ({ page }) => {
      const owner = await createOwner({ label: "nojs-splash" });
      await page.setViewportSize(VIEWPORTS.phone);
      await signInWithoutScript(page, owner.email, owner.password);
      await page.waitForURL("**/dashboard");
      await page.goto("/dashboard", { waitUntil: "commit" });
      const splash = page.getByTestId("splash");
      await splash.waitFor({ state: "attached" });
      // The page's own clock (not the test's, which a loaded machine delays): the animation is the
      // real 500 ms one (not the reduced-motion 1 ms), and it ends — the splash hidden — within
      // 600 ms of the page's first paint.
      const seen = await splash.evaluate(async (el) => {
        const [animation] = el.getAnimations();
        if (!animation?.effect) return null;
        await animation.finished;
        const timing = animation.effect.getComputedTiming();
        const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
        return {
          duration: Number(timing.duration),
          hiddenAt: Number(animation.startTime) + Number(timing.endTime),
          paint,
          visibility: getComputedStyle(el).visibility,
        };
      });
      expect(seen).not.toBeNull();
      expect(seen!.duration).toBe(500);
      expect(seen!.visibility).toBe("hidden");
      expect(
        seen!.hiddenAt - seen!.paint,
        `hidden at ${seen!.hiddenAt} ms, first paint at ${seen!.paint} ms`,
      ).toBeLessThanOrEqual(600);
      await expect(splash).toBeHidden();
      await uncovered(page.getByRole("heading", { level: 1 }).first());
    });
  });

  for (const [label, viewport] of [
    ["phone", VIEWPORTS.phone],
    ["desktop", VIEWPORTS.desktop],
  ] as const) {
    test(`${label}: with both seats taken, the sessions listed with a button to end one (a plain POST), then signed in`, async ({
      page,
      newPage,
    }) => {
      const owner = await createOwner({ label: `nojs-seats-${label}` });
      for (const userAgent of [IPHONE, undefined]) {
        const other = await newPage({ javaScriptEnabled: true, ...(userAgent ? { userAgent } : {}) });
        await new LoginPage(other).login(owner.email, owner.password);
      }
      await page.setViewportSize(viewport);
      await signInWithoutScript(page, owner.email, owner.password);
      await expect(page.getByRole("heading", { name: "Não foi possível entrar" })).toBeVisible();
      await expect(page.getByText("Sua conta já tem 2 sessões ativas")).toBeVisible();
      const choices = page.getByRole("radio");
      await expect(choices).toHaveCount(2);
      await expect(page.getByText("Safari em iOS · Você")).toBeVisible();
      await screenshot(page, `nojs-seat-limit-${label}`);
      await page.getByRole("radio", { name: /Safari em iOS/ }).check();
      await page.getByLabel("Sua senha, de novo").fill(owner.password);
      const post = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === "POST");
      await page.getByRole("button", { name: "Encerrar a sessão e entrar" }).click();
      expect(new URL((await post).url()).pathname).toBe("/api/auth/entrar");
      await page.waitForURL("**/dashboard");
      const live = await sql<{ userAgent: string | null }>(
        `select "userAgent" from "Session" where "userId" = $1 and "revokedAt" is null`,
        [owner.userId],
      );
      expect(live).toHaveLength(2);
      expect(live.map((s) => s.userAgent)).not.toContain(IPHONE);
    });
  }
});

test("a light and a dark brand: the settings preview (emphasis, no wrapping) and the simulator's verdict card", async ({
  newPage,
}) => {
  for (const [label, brand, theme] of [
    ["navy", "#1e3a8a", "dark"],
    ["yellow", "#facc15", "light"],
  ] as const) {
    const owner = await createOwner({ label: `brand-${label}`, theme });
    await sql(`update "Settings" set "colorSlider" = $1 where "accountId" = $2`, [brand, owner.accountId]);
    const page = await newPage({ viewport: VIEWPORTS.phone });
    await new LoginPage(page).login(owner.email, owner.password);

    await page.goto("/propostas/config");
    await new AppPage(page).ready();
    const preview = page.getByTestId("brand-preview-light");
    await preview.scrollIntoViewIfNeeded();
    // The emphasis is the brand's own readable shade (text-brand), not the default green.
    const emphasis = await preview.getByText("Maria, sua proposta").evaluate((el) => getComputedStyle(el).color);
    expect(emphasis).not.toBe("rgb(11, 110, 61)");
    // On the light pane, whatever the page's theme: the shade for a light surface (navy stays navy).
    if (label === "navy") expect(emphasis).toBe("rgb(30, 58, 138)");
    for (const text of ["Tenho interesse", "MAIS PROCURADO"]) {
      // The text's line boxes: one rect per line it takes.
      const lines = await preview.getByText(text, { exact: true }).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${text} on one line`).toBeLessThanOrEqual(1);
    }
    await shoot(preview, { path: path.join(SCREENSHOT_DIR, `settings-preview-${label}.png`) });

    // The vehicle simulator's defaults save (1,99 % a.m.): the verdict is in the seller's colours, the
    // card a light brand could turn muddy olive.
    await page.goto("/consorcio-veic-financiamento");
    await new AppPage(page).ready();
    const verdict = page.getByTestId("verdict");
    await verdict.scrollIntoViewIfNeeded();
    await expect(verdict).toHaveAttribute("data-verdict", "saves");
    const colours = await verdict.evaluate((el) => ({
      text: getComputedStyle(el).color,
      image: getComputedStyle(el).backgroundImage,
    }));
    // Yellow keeps its hue under dark text (no muddy olive); navy keeps white text.
    if (label === "yellow") {
      expect(colours.text).toBe("rgb(15, 26, 20)");
      expect(colours.image).toContain("rgb(250, 204, 21)");
    } else {
      expect(colours.text).toBe("rgb(255, 255, 255)");
    }
    await shoot(verdict, { path: path.join(SCREENSHOT_DIR, `summary-card-${label}.png`) });
  }
});
