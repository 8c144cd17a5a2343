// The REST adapters, called exactly as Next.js calls them: the route module's exported function
// with a Request.
import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { loginPacing } from "~/features/accounts/login";
import { GET as getMe } from "~/app/api/auth/me/route";
import { DELETE as deleteToken, POST as postToken } from "~/app/api/auth/token/route";
import { PUT as putUserUpdate } from "~/app/api/users/admin/user/update/route";
import { env } from "~/env";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { makeAccount, PASSWORD, signIn, uniqueIp } from "~/test/account-fixtures";
import { testDb } from "~/test/db";

const BASE = "http://localhost:3000";

function request(
  path: string,
  { method = "GET", body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return new Request(`${BASE}${path}`, {
    method,
    headers: {
      [SOCKET_ADDRESS_HEADER]: uniqueIp(),
      "user-agent": "curl/8.5.0",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenFor(email: string) {
  const response = await postToken(request("/api/auth/token", { method: "POST", body: { email, password: PASSWORD } }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function cookieFor(sessionId: string) {
  const jwt = await encode({ token: { sid: sessionId }, secret: env.NEXTAUTH_SECRET });
  return { cookie: `next-auth.session-token=${jwt}` };
}

describe("POST /api/auth/token", () => {
  it("200 {token, expiresAt} and the token is a live session that takes a seat", async () => {
    const { account, owner } = await makeAccount();
    const response = await postToken(
      request("/api/auth/token", { method: "POST", body: { email: owner.email, password: PASSWORD } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as { token: string; expiresAt: string };
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const session = await testDb.session.findFirstOrThrow({ where: { accountId: account.id } });
    expect(session).toMatchObject({ kind: "API", userAgent: "curl/8.5.0", revokedAt: null });
    expect(session.tokenHash).not.toBe(body.token);
  });

  it("401 {error} for a wrong password, never echoing it", async () => {
    const { owner } = await makeAccount();
    const response = await postToken(
      request("/api/auth/token", { method: "POST", body: { email: owner.email, password: "senha-errada-xyz" } }),
    );
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: "E-mail ou senha inválidos." });
    expect(text).not.toContain("senha-errada-xyz");
  });

  it("409 {error, sessions} when the plan's seats are taken", async () => {
    const { owner } = await makeAccount({ plan: "two_users" });
    await signIn(owner);
    await tokenFor(owner.email);
    const response = await postToken(
      request("/api/auth/token", { method: "POST", body: { email: owner.email, password: PASSWORD } }),
    );
    expect(response.status).toBe(409);
    const body = (await response.json()) as {
      error: string;
      sessions: { id: string; device: string; lastSeenAt: string }[];
    };
    expect(body.error).toMatch(/limite do seu plano/);
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions.map((s) => s.device).sort()).toEqual(["API (curl)", "Chrome em Linux"]);
  });

  it("429 {error} after 5 wrong passwords from one address, even with the right one; a forged X-Forwarded-For changes nothing", async () => {
    const { owner } = await makeAccount();
    const from = { [SOCKET_ADDRESS_HEADER]: uniqueIp() };
    const waits = vi.spyOn(loginPacing, "wait").mockResolvedValue();
    for (let i = 0; i < 5; i++) {
      const headers = { ...from, "x-forwarded-for": uniqueIp() };
      const wrong = await postToken(
        request("/api/auth/token", { method: "POST", body: { email: owner.email, password: `errada-${i}` }, headers }),
      );
      expect(wrong.status).toBe(401);
    }
    const response = await postToken(
      request("/api/auth/token", {
        method: "POST",
        body: { email: owner.email, password: PASSWORD },
        headers: { ...from, "x-forwarded-for": uniqueIp() },
      }),
    );
    waits.mockRestore();
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/Muitas tentativas/) });
  });

  it("400 with field errors for a malformed body", async () => {
    const notJson = await postToken(request("/api/auth/token", { method: "POST", body: "{email:" }));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: "O corpo da requisição deve ser JSON válido." });

    const missing = await postToken(request("/api/auth/token", { method: "POST", body: { email: "nao-e-email" } }));
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.email).toEqual(["Informe um e-mail válido."]);
    expect(body.fieldErrors.password).toEqual(["Informe sua senha."]);
  });
});

describe("DELETE /api/auth/token", () => {
  it("204 ends the session and frees its seat; the token then answers 401", async () => {
    const { owner } = await makeAccount({ plan: "two_users" });
    const first = await tokenFor(owner.email);
    await tokenFor(owner.email);
    const refused = await postToken(
      request("/api/auth/token", { method: "POST", body: { email: owner.email, password: PASSWORD } }),
    );
    expect(refused.status).toBe(409);

    const response = await deleteToken(request("/api/auth/token", { method: "DELETE", headers: bearer(first) }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect((await getMe(request("/api/auth/me", { headers: bearer(first) }))).status).toBe(401);
    await tokenFor(owner.email);
  });

  it("401 without a token or with an unknown one", async () => {
    expect((await deleteToken(request("/api/auth/token", { method: "DELETE" }))).status).toBe(401);
    const unknown = await deleteToken(
      request("/api/auth/token", { method: "DELETE", headers: bearer("x".repeat(43)) }),
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe("GET /api/auth/me", () => {
  it("200 application/json {user} with the spec's fields, by Bearer and by cookie", async () => {
    const { account, owner } = await makeAccount();
    const token = await tokenFor(owner.email);
    const response = await getMe(request("/api/auth/me", { headers: bearer(token) }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    // The company name as the settings say it: a renamed company never flashes its old name.
    await testDb.settings.update({ where: { accountId: account.id }, data: { name: "Novo Nome Consórcios" } });
    const renamed = (await (await getMe(request("/api/auth/me", { headers: bearer(token) }))).json()) as {
      user: Record<string, unknown>;
    };
    expect(renamed.user.brand_name).toBe("Novo Nome Consórcios");
    expect(user).toMatchObject({
      id: owner.id,
      name: owner.name,
      email: owner.email,
      color_slider: "#0f9d58",
      color_badge: "#f4b400",
      terms: true,
      avatar_white: null,
      avatar_black: null,
      active: true,
      role: "OWNER",
      plan: "basic",
    });
    expect(JSON.stringify(user)).not.toMatch(/passwordHash|\$2[aby]\$|\$argon2/);

    const web = await signIn(owner);
    const byCookie = await getMe(request("/api/auth/me", { headers: await cookieFor(web.sessionId) }));
    expect(byCookie.status).toBe(200);
    expect(((await byCookie.json()) as { user: { id: string } }).user.id).toBe(owner.id);
    expect(account.status).toBe("ACTIVE");
  });

  it("answers the account's colors as saved now, and refuses a session the moment it is revoked", async () => {
    const { account, owner } = await makeAccount();
    const web = await signIn(owner);
    const headers = await cookieFor(web.sessionId);
    await testDb.settings.update({
      where: { accountId: account.id },
      data: { name: "Marca Nova", colorSlider: "#123456", avatarWhite: "/api/files/a.png" },
    });
    const me = async () => getMe(request("/api/auth/me", { headers }));
    expect(((await (await me()).json()) as { user: unknown }).user).toMatchObject({
      brand_name: "Marca Nova",
      color_slider: "#123456",
      color_badge: "#f4b400",
      avatar_white: "/api/files/a.png",
    });
    await testDb.settings.delete({ where: { accountId: account.id } });
    expect(((await (await me()).json()) as { user: unknown }).user).toMatchObject({
      brand_name: null,
      color_slider: null,
      color_badge: null,
      avatar_white: null,
    });

    await testDb.session.update({ where: { id: web.sessionId }, data: { revokedAt: new Date() } });
    const refused = await me();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "Faça login para continuar.", code: "UNAUTHORIZED" });
  });

  it("401 JSON without credentials, with a bad token or a forged cookie", async () => {
    const cases: Record<string, string>[] = [{}, bearer("nao-existe"), { cookie: "next-auth.session-token=forjado" }];
    for (const headers of cases) {
      const response = await getMe(request("/api/auth/me", { headers }));
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ error: "Faça login para continuar." });
    }
  });
});

describe("PUT /api/users/admin/user/update", () => {
  it("200 {user: {terms: true}} records the acceptance with the socket's IP (not a forged X-Forwarded-For) and user agent", async () => {
    const { owner } = await makeAccount({ terms: false });
    const token = await tokenFor(owner.email);
    const response = await putUserUpdate(
      request("/api/users/admin/user/update", {
        method: "PUT",
        body: { terms: true },
        headers: { ...bearer(token), [SOCKET_ADDRESS_HEADER]: "189.1.2.3", "x-forwarded-for": "6.6.6.6" },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { terms: true } });
    const rows = await testDb.termsAcceptance.findMany({ where: { userId: owner.id } });
    expect(rows.map((r) => [r.document, r.ip, r.userAgent]).sort()).toEqual([
      ["PRIVACY", "189.1.2.3", "curl/8.5.0"],
      ["TERMS", "189.1.2.3", "curl/8.5.0"],
    ]);
    const me = await getMe(request("/api/auth/me", { headers: bearer(token) }));
    expect(((await me.json()) as { user: { terms: boolean } }).user.terms).toBe(true);
  });

  it.each([
    ["terms false", { terms: false }, "terms"],
    ["terms as a string", { terms: "true" }, "terms"],
    ["empty object", {}, "terms"],
    ["an extra key", { terms: true, role: "ADMIN" }, "role"],
    ["null", null, null],
  ])("400 with field errors for %s, recording nothing", async (_label, body, field) => {
    const { owner } = await makeAccount({ terms: false });
    const token = await tokenFor(owner.email);
    const response = await putUserUpdate(
      request("/api/users/admin/user/update", { method: "PUT", body, headers: bearer(token) }),
    );
    expect(response.status).toBe(400);
    const json = (await response.json()) as {
      error: string;
      fieldErrors: Record<string, string[]>;
      formErrors: string[];
    };
    if (field) expect(json.fieldErrors[field]?.length).toBeGreaterThan(0);
    else expect(json.formErrors.length).toBeGreaterThan(0);
    expect(await testDb.termsAcceptance.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("401 without credentials", async () => {
    const response = await putUserUpdate(
      request("/api/users/admin/user/update", { method: "PUT", body: { terms: true } }),
    );
    expect(response.status).toBe(401);
  });
});

describe("cross-site protection for cookie calls", () => {
  it("403 on a cookie PUT without Origin or from another origin; 200 from our origin; Bearer exempt", async () => {
    const { owner } = await makeAccount({ plan: "five_users", terms: false });
    const web = await signIn(owner);
    const cookie = await cookieFor(web.sessionId);
    const put = (headers: Record<string, string>) =>
      putUserUpdate(
        request("/api/users/admin/user/update", {
          method: "PUT",
          body: { terms: true },
          headers: { ...cookie, ...headers },
        }),
      );

    const noOrigin = await put({});
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.json()).toMatchObject({ error: expect.any(String) });
    expect((await put({ origin: "https://evil.example" })).status).toBe(403);
    expect((await put({ referer: "https://evil.example/page" })).status).toBe(403);
    expect(await testDb.termsAcceptance.count({ where: { userId: owner.id } })).toBe(0);

    const origin = new URL(env.NEXTAUTH_URL).origin;
    expect((await put({ origin })).status).toBe(200);
    expect((await put({ referer: `${origin}/dashboard` })).status).toBe(200);

    const token = await tokenFor(owner.email);
    const viaBearer = await putUserUpdate(
      request("/api/users/admin/user/update", { method: "PUT", body: { terms: true }, headers: bearer(token) }),
    );
    expect(viaBearer.status).toBe(200);
  });

  it("a cookie DELETE /api/auth/token without Origin is refused and the session stays", async () => {
    const { owner } = await makeAccount();
    const web = await signIn(owner);
    const response = await deleteToken(
      request("/api/auth/token", { method: "DELETE", headers: await cookieFor(web.sessionId) }),
    );
    expect(response.status).toBe(403);
    expect(await testDb.session.findUniqueOrThrow({ where: { id: web.sessionId } })).toMatchObject({ revokedAt: null });
  });
});

describe("the session cookie among others (parsed by the cookie package)", () => {
  it("finds the session cookie between other cookies (the first of a repeated name) and ignores a look-alike name", async () => {
    const { owner } = await makeAccount();
    const web = await signIn(owner);
    const { cookie } = await cookieFor(web.sessionId);
    const cases = [
      `theme=escuro; ${cookie}; _ga=GA1.2.3`,
      `x-next-auth.session-token=forjado;${cookie}`,
      `${cookie}; next-auth.session-token=forjado`,
    ];
    for (const header of cases) {
      const response = await getMe(request("/api/auth/me", { headers: { cookie: header } }));
      expect(response.status, header).toBe(200);
    }
    const lookAlikeOnly = await getMe(request("/api/auth/me", { headers: { cookie: `x-${cookie}` } }));
    expect(lookAlikeOnly.status).toBe(401);
  });
});
