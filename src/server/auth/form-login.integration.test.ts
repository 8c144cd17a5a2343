// The sign-in form without JavaScript: a plain POST signs in with the same
// cookie next-auth sets, the password only in the body; refusals are pt-BR pages.
import { decode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { env } from "~/env";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { sessionFromHeaders } from "~/server/auth/session";
import { makeAccount, PASSWORD, uniqueIp } from "~/test/account-fixtures";
import { testDb } from "~/test/db";
import { formLogin } from "./form-login";

const ORIGIN = new URL(env.NEXTAUTH_URL).origin;

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return formLogin(
    new Request(`${ORIGIN}/api/auth/entrar`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        [SOCKET_ADDRESS_HEADER]: uniqueIp(),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

describe("POST /api/auth/entrar", () => {
  it("signs in: a 303 into the app with next-auth's session cookie for a live session", async () => {
    const { owner } = await makeAccount();
    const res = await post(
      { email: owner.email, password: PASSWORD },
      { referer: `${ORIGIN}/?callbackUrl=${encodeURIComponent(`${ORIGIN}/propostas/proposals`)}` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/propostas/proposals");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax/);
    const jwt = cookie.split(";")[0]!.split("=")[1]!;
    const token = await decode({ token: jwt, secret: env.NEXTAUTH_SECRET });
    expect(token).toMatchObject({ sub: owner.id, email: owner.email });
    const { session } = await sessionFromHeaders(new Headers({ cookie: `next-auth.session-token=${jwt}` }));
    expect(session?.user.id).toBe(owner.id);
    expect(await testDb.session.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("refuses a wrong password, another site's post and an empty form with a pt-BR page and no session", async () => {
    const { owner } = await makeAccount();
    const wrong = await post({ email: owner.email, password: "senha-errada-999" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const html = await wrong.text();
    expect(html).toContain("Não foi possível entrar");
    expect(html).not.toContain("senha-errada-999");
    expect((await post({ email: owner.email, password: PASSWORD }, { origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await post({})).status).toBeGreaterThanOrEqual(400);
    expect(await testDb.session.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("with every seat taken: the sessions listed with a plain form; ending one (password again) signs in", async () => {
    const { owner } = await makeAccount();
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";
    expect((await post({ email: owner.email, password: PASSWORD }, { "user-agent": iphone })).status).toBe(303);
    expect((await post({ email: owner.email, password: PASSWORD })).status).toBe(303);
    const full = await post({ email: owner.email, password: PASSWORD });
    expect(full.status).toBe(409);
    const html = await full.text();
    expect(html).toContain("Sua conta já tem 2 sessões ativas");
    expect(html).toContain('<form method="post" action="/api/auth/entrar">');
    expect(html).toContain("Safari em iOS · Você");
    expect(html).not.toContain(PASSWORD);
    const sessions = await testDb.session.findMany({
      where: { userId: owner.id, revokedAt: null },
      select: { id: true, userAgent: true },
    });
    const ids = [...html.matchAll(/name="endSession" value="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(sessions.map((s) => s.id).sort());

    // A wrong password ends nothing.
    const iphoneSession = sessions.find((s) => s.userAgent === iphone)!.id;
    expect((await post({ email: owner.email, password: "senha-errada-999", endSession: iphoneSession })).status).toBe(
      401,
    );
    expect(await testDb.session.count({ where: { userId: owner.id, revokedAt: null } })).toBe(2);

    const ended = await post({ email: owner.email, password: PASSWORD, endSession: iphoneSession });
    expect(ended.status).toBe(303);
    expect(ended.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=/);
    expect((await testDb.session.findUnique({ where: { id: iphoneSession } }))?.revokedAt).not.toBeNull();
    expect(await testDb.session.count({ where: { userId: owner.id, revokedAt: null } })).toBe(2);
  });
});
