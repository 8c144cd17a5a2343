import sharp from "sharp";
import type { Page } from "@playwright/test";
import { UPLOAD_MESSAGES } from "~/features/uploads/schema";
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";
import { rgb } from "./support/colors";
import { BASE_URL, expect, screenshot, test, VIEWPORTS } from "./fixtures";

// White-label settings in the browser: a new logo and colours reach the shell, the splash, the
// proposals menu and a simulator; the upload refusals carry their pt-BR messages.

const pngLogo = (color: string) =>
  sharp({ create: { width: 120, height: 120, channels: 4, background: color } })
    .png()
    .toBuffer();

async function setLogo(
  page: Page,
  field: "avatar_white" | "avatar_black",
  name: string,
  mimeType: string,
  buffer: Buffer,
) {
  await page.getByTestId(`logo-${field}`).locator("input[type=file]").setInputFiles({ name, mimeType, buffer });
}

test.use({ viewport: VIEWPORTS.desktop });

test.describe("settings and white label", () => {
  test("a new logo and colours show on the shell, the splash, the menu and a simulator", async ({
    page,
    loginPage,
    appPage,
  }) => {
    const owner = await createOwner({ label: "brand" });
    await loginPage.login(owner.email, owner.password);
    await page.goto("/propostas/config");
    await appPage.ready();

    await setLogo(page, "avatar_black", "logo-escuro.png", "image/png", await pngLogo("#ffd54f"));
    const darkLogo = page.getByTestId("logo-avatar_black").getByRole("img");
    await expect(darkLogo).toHaveAttribute("src", /^\/api\/files\/[0-9a-f]{64}$/);
    const logoUrl = (await darkLogo.getAttribute("src"))!;

    await page.getByLabel("Cor principal", { exact: true }).fill("#1a237e");
    await page.getByLabel("Cor dos destaques", { exact: true }).fill("#ff6f00");
    // Previewed at once on the whole shell, through the shell's update function, before saving.
    const activeLink = page.getByRole("navigation", { name: "Propostas" }).getByRole("link", { name: "Gerais" });
    await expect(activeLink).toHaveCSS("background-color", rgb("#1a237e"));
    await expect(page.getByTestId("brand-preview-dark").getByText("MAIS PROCURADO")).toHaveCSS(
      "background-color",
      rgb("#ff6f00"),
    );

    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Configurações salvas." }).waitFor();

    // After a reload the saved brand drives everything: the splash (server-rendered), the header logo, the menu.
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toMatch(new RegExp(`data-testid="splash"[\\s\\S]*?${logoUrl}`));
    await page.goto("/propostas/config");
    await appPage.ready();
    await expect(page.getByRole("banner").locator("img").first()).toHaveAttribute("src", logoUrl);
    await expect(activeLink).toHaveCSS("background-color", rgb("#1a237e"));

    await page.goto("/consorcio-financiamento");
    await appPage.ready();
    const brandVar = await page
      .locator("main")
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue("--brand").trim());
    expect(brandVar).toBe("#1a237e");
    await expect(page.getByRole("banner").locator("img").first()).toHaveAttribute("src", logoUrl);
  });

  test("a refused colour names its field and saves nothing", async ({ page, loginPage, appPage }) => {
    const owner = await createOwner({ label: "badcolor" });
    await loginPage.login(owner.email, owner.password);
    await page.goto("/propostas/config");
    await appPage.ready();
    await page.getByLabel("Cor principal", { exact: true }).fill("verde");
    await expect(page.getByText("Cor principal: use uma cor no formato #rrggbb (por exemplo #0f9d58).")).toBeVisible();
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "nada foi salvo" }).waitFor();
    await page.reload();
    await appPage.ready();
    await expect(page.getByLabel("Cor principal", { exact: true })).toHaveValue("#0f9d58");
  });

  test("a kind's proposal sections saved here are how the generator's switches start", async ({
    page,
    loginPage,
    appPage,
  }) => {
    const owner = await createOwner({ label: "sections" });
    await loginPage.login(owner.email, owner.password);
    await page.goto("/propostas/config");
    await appPage.ready();
    const veiculo = page.locator('section[data-section="veiculo"]');
    const flip = (name: string) =>
      veiculo
        .locator("label")
        .filter({ has: page.getByRole("switch", { name, exact: true }) })
        .click();
    await flip("Modalidades de lance");
    await flip("Tabela mês a mês");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Configurações salvas." }).waitFor();

    await page.goto("/propostas/generate?kind=veiculo");
    await appPage.ready();
    await expect(page.getByRole("switch", { name: "Cenários", exact: true })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Modalidades de lance", exact: true })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Tabela mês a mês", exact: true })).toBeChecked();
    // The imóvel defaults were left as they were.
    await page.goto("/propostas/generate?kind=imovel");
    await appPage.ready();
    await expect(page.getByRole("switch", { name: "Modalidades de lance", exact: true })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Tabela mês a mês", exact: true })).not.toBeChecked();
  });

  test('the bid base saved here is how the simulator\'s "Base do lance" starts', async ({
    page,
    loginPage,
    appPage,
  }) => {
    const owner = await createOwner({ label: "bidbase" });
    await loginPage.login(owner.email, owner.password);
    await page.goto("/propostas/config");
    await appPage.ready();
    const imovel = page.locator('section[data-section="imovel"]');
    await imovel.getByLabel("Base do lance", { exact: true }).selectOption({ label: "% do crédito + taxas" });
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Configurações salvas." }).waitFor();
    await page.reload();
    await appPage.ready();
    await expect(imovel.getByLabel("Base do lance", { exact: true })).toHaveValue("creditoTaxas");
    await expect(
      page.locator('section[data-section="veiculo"]').getByLabel("Base do lance", { exact: true }),
    ).toHaveValue("credito");

    await page.goto("/consorcio-financiamento");
    await appPage.ready();
    const base = page.getByRole("radiogroup", { name: "Base do lance" });
    await expect(base.getByRole("radio", { name: "% do crédito + taxas" })).toBeChecked();
    await page.goto("/consorcio-veic-financiamento");
    await appPage.ready();
    await expect(
      page.getByRole("radiogroup", { name: "Base do lance" }).getByRole("radio", { name: "% do crédito", exact: true }),
    ).toBeChecked();
  });

  test("uploads: a PNG is accepted; an SVG, a renamed text file and a 3 MB image are refused with their messages", async ({
    page,
    loginPage,
    appPage,
  }) => {
    const owner = await createOwner({ label: "uploads" });
    await loginPage.login(owner.email, owner.password);
    await page.goto("/propostas/config");
    await appPage.ready();
    const message = page.getByTestId("logo-avatar_white-message");
    const preview = page.getByTestId("logo-avatar_white").getByRole("img");

    await setLogo(page, "avatar_white", "logo.png", "image/png", await pngLogo("#0b6e3d"));
    await expect(preview).toHaveAttribute("src", /^\/api\/files\//);

    const cases: Array<[string, string, Buffer, string]> = [
      [
        "logo.svg",
        "image/svg+xml",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        UPLOAD_MESSAGES.svg,
      ],
      [
        "logo.png",
        "image/png",
        Buffer.from("isto é um arquivo de texto com nome de imagem\n"),
        UPLOAD_MESSAGES.notImage,
      ],
      [
        "grande.png",
        "image/png",
        Buffer.concat([await pngLogo("#000000"), Buffer.alloc(3 * 1024 * 1024)]),
        UPLOAD_MESSAGES.tooLarge,
      ],
    ];
    for (const [name, type, bytes, text] of cases) {
      await setLogo(page, "avatar_white", name, type, bytes);
      await expect(message).toHaveText(text);
    }
  });

  test("PDF images: upload, order (cover first, back cover last) and remove", async ({ page, loginPage, appPage }) => {
    const owner = await createOwner({ label: "pdfimg" });
    await loginPage.login(owner.email, owner.password);
    await page.goto("/propostas/pdf-images");
    await appPage.ready();
    const files = await Promise.all(
      ["#b71c1c", "#1b5e20", "#0d47a1"].map(async (color, i) => ({
        name: `pagina-${i + 1}.png`,
        mimeType: "image/png",
        buffer: await pngLogo(color),
      })),
    );
    await page.getByLabel("Escolher imagens do PDF").setInputFiles(files);
    const items = page.getByTestId("pdf-image");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText("1. Capa");
    await expect(items.nth(1)).toContainText("2. Página extra 1");
    await expect(items.nth(2)).toContainText("3. Contracapa");
    await expect(page.getByTestId("pdf-images-count")).toContainText("3 de 10 imagens");
    const firstSrc = await items.nth(0).getByRole("img").getAttribute("src");

    await page.getByRole("button", { name: "Mover Capa para depois" }).click();
    await expect(items.nth(1).getByRole("img")).toHaveAttribute("src", firstSrc!);
    await page.getByRole("button", { name: "Remover Contracapa" }).click();
    await expect(items).toHaveCount(2);

    await page.getByLabel("Escolher imagens do PDF").setInputFiles({
      name: "vetor.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    await expect(page.getByTestId("pdf-images-error")).toHaveText(`vetor.svg: ${UPLOAD_MESSAGES.svg}`);
    await expect(items).toHaveCount(2);
  });
});

// /propostas/config, /propostas/pdf-images and a re-branded dashboard in both themes at 390 and
// 1280 px, saved under e2e/screenshots/ to be looked at.
test.describe("settings screenshots", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`${theme} · ${size}`, async ({ newContext }) => {
        const owner = await createOwner({ label: `brandshot-${theme}-${size}`, theme });
        const context = await newContext({ viewport });
        await context.addCookies([{ name: "theme", value: theme, url: BASE_URL }]);
        const page = await context.newPage();
        const app = new AppPage(page);
        await new LoginPage(page).login(owner.email, owner.password);

        const upload = async (kind: string, color: string, width: number, height: number) => {
          const buffer = await sharp({ create: { width, height, channels: 4, background: color } })
            .png()
            .toBuffer();
          const response = await page.request.post("/api/uploads", {
            headers: { origin: BASE_URL },
            multipart: { kind, file: { name: "img.png", mimeType: "image/png", buffer } },
          });
          expect(response.status()).toBe(201);
          return ((await response.json()) as { url: string }).url;
        };
        await upload("pdf_image", "#6a1b9a", 600, 848);
        await upload("pdf_image", "#f3e5f5", 600, 848);

        await page.goto("/propostas/config");
        await app.ready();
        await setLogo(page, "avatar_white", "claro.png", "image/png", await pngLogo("#6a1b9a"));
        await expect(page.getByTestId("logo-avatar_white").getByRole("img")).toHaveAttribute("src", /^\/api\/files\//);
        await setLogo(page, "avatar_black", "escuro.png", "image/png", await pngLogo("#f3e5f5"));
        await expect(page.getByTestId("logo-avatar_black").getByRole("img")).toHaveAttribute("src", /^\/api\/files\//);
        await page.getByLabel("Cor principal", { exact: true }).fill("#6a1b9a");
        await page.getByLabel("Cor dos destaques", { exact: true }).fill("#ffca28");
        await page.getByRole("button", { name: "Salvar alterações" }).click();
        await page.locator("[data-sonner-toast]").filter({ hasText: "Configurações salvas." }).waitFor();
        await screenshot(page, `settings-config-${theme}-${size}`);

        await page.goto("/propostas/pdf-images");
        await app.ready();
        await expect(page.getByTestId("pdf-image")).toHaveCount(2);
        await screenshot(page, `settings-pdf-images-${theme}-${size}`);

        await page.goto("/dashboard");
        await app.ready();
        await screenshot(page, `settings-dashboard-${theme}-${size}`);
      });
    }
  }
});
