// The hardening checks against the production build: the browser runs the
// app under the CSP without a single violation, a malformed cookie is no session, and the dev
// outbox does not exist in production.
import { cspViolations, inlineScriptHashes } from "./pages/csp";
import { createOwner } from "./pages/db";
import { BASE_URL, expect, test, VIEWPORTS } from "./fixtures";

test.describe("Content-Security-Policy in the browser", () => {
  test("prerendered pages allow their own inline scripts by hash, rendered ones a per-request nonce, and nothing is refused", async ({
    page,
    loginPage,
  }) => {
    const owner = await createOwner({ label: "csp" });
    await page.setViewportSize(VIEWPORTS.desktop);
    const violations = cspViolations(page);
    // / is prerendered at build time: no nonce, each inline script of its HTML listed by hash.
    const response = await page.goto("/");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()["permissions-policy"]).toContain("camera=()");
    const inlineHashes = await inlineScriptHashes(page);
    expect(inlineHashes.length).toBeGreaterThan(1); // the theme script and Next's own
    for (const hash of inlineHashes) expect(csp).toContain(hash);

    await loginPage.login(owner.email, owner.password);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // A signed-in page renders per request: a fresh nonce each time.
    const first = await page.reload();
    const nonce = /'nonce-([^']+)'/.exec(first?.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    await page.getByRole("heading", { level: 1 }).waitFor();
    const second = await page.reload();
    expect(second?.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(violations).toEqual([]);
  });

  test("/termos, /privacidade and an unknown address work under their CSP (prerendered: no nonce)", async ({
    page,
  }) => {
    const violations = cspViolations(page);
    for (const path of ["/termos", "/privacidade"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).not.toContain("'nonce-");
      await page.getByRole("heading", { level: 1 }).waitFor();
    }
    const missing = await page.goto("/nao-existe-esta-pagina");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("link", { name: /Voltar ao início/ })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("a malformed session cookie", () => {
  test("`%ZZ` is no session: / shows the login, /dashboard sends to it, tRPC answers null — never a 500", async () => {
    const headers = { cookie: "next-auth.session-token=%ZZ" };
    const home = await fetch(`${BASE_URL}/`, { headers, redirect: "manual" });
    expect(home.status).toBe(200);
    const dashboard = await fetch(`${BASE_URL}/dashboard`, { headers, redirect: "manual" });
    expect([303, 307, 308]).toContain(dashboard.status);
    const trpc = await fetch(`${BASE_URL}/api/trpc/auth.session`, { headers });
    expect(trpc.status).toBe(200);
  });
});

test.describe("the dev outbox", () => {
  test("is 404 on a production server, page and procedure alike, even from this machine", async () => {
    expect((await fetch(`${BASE_URL}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/api/trpc/auth.devOutbox`)).status).toBe(404);
  });
});
