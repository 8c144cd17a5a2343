import type { Page } from "@playwright/test";
import { fullDraft, publicLinkOf } from "./pages/public-link";
import { expect, test, VIEWPORTS } from "./fixtures";

// The public pages, as the page cache serves them, link their own stylesheet (docs/speed.md): the
// app's globals.css compiled over only what these pages are made of. What a client sees must be
// what the app's stylesheet draws: every element's computed style is compared under both, in both
// themes, at a phone's width and a desktop's, with the islands woken.

/** The app's stylesheet, as every page Next renders links it. */
async function appStylesheet(page: Page) {
  const html = await (await page.request.get("/termos")).text();
  const href = /<link rel="stylesheet" href="(\/_next\/[^"]+\.css)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  return href!;
}

/**
 * Every element's computed style under the page's stylesheet, then under `href` (loaded, then the
 * page's own removed), in the light theme and the dark: the first differences, at most 10.
 */
function differencesUnder(page: Page, href: string) {
  return page.evaluate(async (appHref) => {
    // Layout-dependent values (a grid's resolved tracks, a box's size) are read with every block
    // drawn, so that a block the browser skipped in one reading and drew in the other
    // (content-visibility, a closed <details>) does not count; the skipping rules themselves are read
    // first, as the stylesheet sets them.
    const snapshot = () => {
      const elements = [...document.querySelectorAll<HTMLElement>("body *")];
      const skipping = elements.map((el) => {
        const style = getComputedStyle(el);
        return `content-visibility:${style.contentVisibility};contain-intrinsic-size:${style.containIntrinsicSize};overflow-anchor:${style.overflowAnchor}`;
      });
      for (const el of elements) el.style.setProperty("content-visibility", "visible", "important");
      // A closed <details> skips its content the same way, through a part no inline style reaches.
      const closed = [...document.querySelectorAll<HTMLDetailsElement>("details:not([open])")];
      for (const details of closed) details.open = true;
      const drawn = elements.map((el, k) => {
        const style = getComputedStyle(el);
        const values = [skipping[k]!];
        for (let n = 0; n < style.length; n += 1) {
          const name = style.item(n);
          // Transitions' and animations' progress depend on when they are read, not on the rules; the
          // custom properties (each stylesheet registers those of its own utilities) show in the
          // properties they feed.
          if (!/^(transition|animation|--|content-visibility)/.test(name))
            values.push(`${name}:${style.getPropertyValue(name)}`);
        }
        return values.join(";");
      });
      for (const el of elements) el.style.removeProperty("content-visibility");
      for (const details of closed) details.open = false;
      return drawn;
    };
    const themes = () => {
      const root = document.documentElement;
      const wasDark = root.classList.contains("dark");
      root.classList.remove("dark");
      const light = snapshot();
      root.classList.add("dark");
      const dark = snapshot();
      root.classList.toggle("dark", wasDark);
      return [light, dark];
    };
    // Colours read mid-transition after a theme switch would be the transition's, not the rules'.
    for (const el of document.querySelectorAll<HTMLElement>("*"))
      el.style.setProperty("transition", "none", "important");
    const own = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    const ownHref = own.getAttribute("href");
    const before = themes();
    const app = document.createElement("link");
    app.rel = "stylesheet";
    app.href = appHref;
    await new Promise((loaded, failed) => {
      app.onload = loaded;
      app.onerror = failed;
      own.after(app);
    });
    own.remove();
    const after = themes();
    const elements = [...document.querySelectorAll("body *")];
    const differences: string[] = [];
    ["claro", "escuro"].forEach((theme, t) => {
      before[t]!.forEach((values, k) => {
        if (values === after[t]![k] || differences.length >= 10) return;
        const a = values.split(";");
        const b = new Set(after[t]![k]!.split(";"));
        const el = elements[k]!;
        differences.push(
          `${theme} <${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">: ${a.filter((v) => !b.has(v)).join("; ")}`,
        );
      });
    });
    return { ownHref, differences };
  }, href);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the public pages' own stylesheet draws them as the app's does (${name})`, async ({ page, newPage }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const link = await publicLinkOf(await newPage(), `own-css-${name}`, fullDraft());
    const appHref = await appStylesheet(page);

    // The proposal, from the cache (the first visit fills it), with both islands woken.
    await page.goto(link);
    await page.goto(link);
    await page.getByLabel("Lance digitado, em % do crédito").fill("45");
    await expect(page.getByTestId("explore-bid-echo")).toContainText("45,00 % do crédito");
    const form = page.getByRole("form", { name: "Tenho interesse" });
    await form.getByLabel("Telefone (WhatsApp)").fill("11987654321");
    await expect(page.locator('[data-island="interest"][data-hydrated]')).toHaveCount(1);
    const proposalPage = await differencesUnder(page, appHref);
    expect(proposalPage.ownHref).toMatch(/^\/_islands\/public-[0-9a-f]+\.css$/);
    expect(proposalPage.differences).toEqual([]);

    // The month table and the PDF check.
    for (const path of [`${link}/meses`, "/public/verificar"]) {
      await page.goto(path);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const other = await differencesUnder(page, appHref);
      expect(other.ownHref).toBe(proposalPage.ownHref);
      expect(other.differences, path).toEqual([]);
    }
  });
}
