// Two app servers, one database: the seat cap, the login throttle and session revocation
// live in PostgreSQL, so they hold whichever server a request reaches.
import { createOwner } from "./pages/db";
import { startAppServer, type AppServer } from "./support/app-server";
import { BASE_URL, expect, test } from "./fixtures";

let second: AppServer;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Behind one public URL, as a load balancer would put them.
  second = await startAppServer({ publicUrl: BASE_URL });
});

test.afterAll(async () => {
  await second?.stop();
});

function token(server: string, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${server}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
}

test.describe("two standalone servers over one PostgreSQL", () => {
  test("seat cap: 6 parallel logins split across both servers on a 2-seat plan — exactly 2 get in", async () => {
    const owner = await createOwner({ label: "two-seat", plan: "two_users" });
    const servers = [BASE_URL, second.url, BASE_URL, second.url, BASE_URL, second.url];
    const statuses = await Promise.all(
      servers.map((server) => token(server, owner.email, owner.password).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
  });

  test("login throttle: 5 wrong passwords on one server block the right one on the other, whatever X-Forwarded-For says", async () => {
    const owner = await createOwner({ label: "two-throttle" });
    for (let i = 0; i < 5; i++) {
      const wrong = await token(BASE_URL, owner.email, `errada-${i}`, { "x-forwarded-for": `198.51.100.${i + 1}` });
      expect(wrong.status).toBe(401);
    }
    const right = await token(second.url, owner.email, owner.password, { "x-forwarded-for": "198.51.100.99" });
    expect(right.status).toBe(429);
    expect(((await right.json()) as { error: string }).error).toBe(
      "Muitas tentativas de login. Aguarde 15 minutos e tente novamente.",
    );
  });

  test("session revocation: a token ended on one server is refused by the other at once", async () => {
    const owner = await createOwner({ label: "two-revoke" });
    const login = await token(BASE_URL, owner.email, owner.password);
    expect(login.status).toBe(200);
    const { token: bearer } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${bearer}` };
    expect((await fetch(`${second.url}/api/auth/me`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${second.url}/api/auth/token`, { method: "DELETE", headers: auth })).status).toBe(204);
    expect((await fetch(`${BASE_URL}/api/auth/me`, { headers: auth })).status).toBe(401);
  });
});
