import { expect, screenshot, test, VIEWPORTS } from "./fixtures";
import { AppPage } from "./pages/app-page";
import { createOwner } from "./pages/db";
import { LoginPage } from "./pages/login-page";

test.describe("seat cap: simultaneous sessions per account", () => {
  test("refuses a login over the basic plan's 2 seats with the live sessions, and ending one lets it in", async ({
    newPage,
  }) => {
    const owner = await createOwner({ label: "seats" });
    const first = await newPage({ viewport: VIEWPORTS.desktop });
    const second = await newPage({
      viewport: VIEWPORTS.desktop,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
    });
    await new LoginPage(first).loginWithForm(owner.email, owner.password);
    await new LoginPage(second).loginWithForm(owner.email, owner.password);

    const third = await newPage({ viewport: VIEWPORTS.phone });
    const login = new LoginPage(third);
    await login.submitCredentials(owner.email, owner.password);
    await login.seatLimit.waitFor();
    expect(await login.seatLimit.textContent()).toContain("Sua conta já tem 2 sessões ativas");
    const rows = login.seatLimit.getByRole("listitem");
    expect(await rows.count()).toBe(2);
    expect(await login.seatLimit.textContent()).toContain("Safari em iOS");
    await screenshot(third, "seat-limit-phone");

    // End the iPhone session (the owner may end any); the login is retried automatically.
    await login.seatLimit.getByRole("button", { name: /Encerrar sessão Safari em iOS/ }).click();
    await third.waitForURL("**/dashboard");
    await new AppPage(third).ready();

    // The ended session is signed out on its next request.
    await second.goto("/dashboard");
    await second.waitForURL((url) => url.pathname === "/");

    // "Sessões ativas": both live sessions, the current one marked.
    await third.goto("/sessoes");
    await new AppPage(third).ready();
    const sessionRows = third.getByTestId("session-row");
    await expect.poll(() => sessionRows.count()).toBe(2);
    expect(await third.getByText("Esta sessão").count()).toBe(1);
    // End the first browser's session from here.
    await third.getByRole("button", { name: "Encerrar" }).click();
    await expect.poll(() => sessionRows.count()).toBe(1);
    await first.goto("/dashboard");
    await first.waitForURL((url) => url.pathname === "/");
  });
});
