// Findings 2, 9 and 12 of the hardening issue against the production build: the browser runs the
// app under the CSP without a single violation, a malformed cookie is no session, and the dev
// outbox does not exist in production.
import { createOwner } from "./pages/db";
import { BASE_URL, expect, test, VIEWPORTS } from "./fixtures";

test.describe("Content-Security-Policy in the browser", () => {
  test("pages carry a per-request nonce, the theme script has it, and nothing is refused while logging in", async ({ page, loginPage }) => {
    const owner = await createOwner({ label: "csp" });
    await page.setViewportSize(VIEWPORTS.desktop);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/");
    const csp = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()["permissions-policy"]).toContain("camera=()");
    // The browser hides nonce attributes from getAttribute; the property keeps the value.
    const themeNonce = await page.evaluate(() => (document.head.querySelector("script:not([src])") as HTMLScriptElement | null)?.nonce ?? null);
    expect(themeNonce).toBe(nonce);

    await loginPage.login(owner.email, owner.password);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const second = await page.reload();
    expect(second?.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
    await page.getByRole("heading", { level: 1 }).waitFor();
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
