// `npm run start:demo` (scripts/start.ts --demo) on the production build `npm run build` left (CI
// builds before testing): it says it is a demo, runs on the embedded PostgreSQL and the local fake
// Mercado Pago with nothing configured, and refuses real Mercado Pago credentials.
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, startProcess, waitFor } from "../../scripts/lib/processes.ts";
import { DEMO_OWNER, DEMO_PROPOSAL } from "../../prisma/demo";

const ROOT = path.resolve(import.meta.dirname, "../..");

// The embedded PostgreSQL this test run already uses, when it runs on one (a scripts' variable,
// scripts/lib/script-env.ts, which src/env.ts does not know).
// eslint-disable-next-line no-restricted-syntax
const pgPort = process.env.EMBEDDED_PG_PORT;

/** Only the given variables: no DATABASE_URL, no secret, no Mercado Pago. */
function startDemo(vars: Record<string, string>) {
  const env: Record<string, string> = { ...vars, ...(pgPort ? { EMBEDDED_PG_PORT: pgPort } : {}) };
  return startProcess("start:demo", process.execPath, [path.join(ROOT, "scripts", "start.ts"), "--demo"], {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
  });
}

describe("npm run start:demo", () => {
  it.each([
    ["a production token", "APP_USR-1234567890-000000-0123456789abcdef"],
    ["a sandbox token", "TEST-1234567890-000000-0123456789abcdef"],
  ])(
    "refuses %s: exit ≠ 0, one pt-BR line naming MERCADOPAGO_ACCESS_TOKEN, nothing started",
    async (_label, token) => {
      const demo = startDemo({ PORT: String(await freePort()), MERCADOPAGO_ACCESS_TOKEN: token });
      expect(await demo.exited).not.toBe(0);
      expect(demo.output()).toMatch(
        /^MERCADOPAGO_ACCESS_TOKEN: o modo demonstração recusa credenciais reais do Mercado Pago/m,
      );
      expect(demo.output()).not.toContain("DEMONSTRAÇÃO");
      expect(demo.output()).not.toContain(token);
    },
    30_000,
  );

  it("prints the demo banner and serves the production build on the embedded database and the fake Mercado Pago", async () => {
    const port = await freePort();
    const demo = startDemo({ PORT: String(port) });
    try {
      await waitFor(
        "o servidor da demonstração",
        () =>
          fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
            (r) => r.ok,
            () => false,
          ),
        { proc: demo },
      );
      const output = demo.output();
      expect(output).toContain("DEMONSTRAÇÃO (DEMO=1): build de produção com banco embutido");
      // No DATABASE_URL was given: the embedded PostgreSQL's "app" database (migrated, since ready answers).
      expect(output).toMatch(
        new RegExp(`^\\[db\\] PostgreSQL embutido: banco "app" na porta ${pgPort ?? "54329"}$`, "m"),
      );
      // The fake Mercado Pago the SDK is pointed at (MERCADOPAGO_FAKE_URL) answers, as Mercado Pago does, only with a Bearer token.
      const fakeUrl = /\[mercadopago\] sem credenciais: API de testes local em (http:\/\/127\.0\.0\.1:\d+)/.exec(
        output,
      )?.[1];
      expect(fakeUrl).toBeTruthy();
      expect((await fetch(`${fakeUrl}/preapproval/nao-existe`)).status).toBe(401);
      // The production build: its answers carry the production policy headers and JSON log lines.
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-security-policy")).not.toContain("unsafe-eval");
      await waitFor("uma linha de log em JSON", () => /^\{"level":"info".*"module":"http"/m.test(demo.output()), {
        proc: demo,
        timeoutMs: 10_000,
      });
      // The demo seed ran (as npm run dev runs it): README's demo public proposal and demo login work.
      expect(output).toContain(`Demo owner: ${DEMO_OWNER.email}`);
      expect((await fetch(`http://127.0.0.1:${port}/public/propostas/${DEMO_PROPOSAL.token}`)).status).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/entrar`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: `http://localhost:${port}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
      });
      expect(login.status).toBe(303);
      expect(login.headers.get("location")).not.toContain("erro");
      expect(login.headers.get("set-cookie")).toBeTruthy();
      demo.child.kill("SIGTERM");
      expect(await demo.exited).toBe(0);
    } finally {
      // On a failure above: SIGTERM lets start.ts stop the server and the fake API it started
      // (a SIGKILL would leave them running); SIGKILL only if it does not exit.
      if (demo.child.exitCode === null && demo.child.signalCode === null) {
        demo.child.kill("SIGTERM");
        await Promise.race([demo.exited, new Promise((r) => setTimeout(r, 20_000))]);
        demo.child.kill("SIGKILL");
      }
    }
  }, 120_000);

  it("a second start on ports already in use says so in one sentence, without a stack trace", async () => {
    const port = await freePort();
    // What a first `npm run start:demo` holds: the app's port.
    const holder = net.createServer().listen(port, "0.0.0.0");
    await new Promise((resolve) => holder.once("listening", resolve));
    try {
      const demo = startDemo({ PORT: String(port) });
      expect(await demo.exited).toBe(1);
      expect(demo.output()).toContain(
        `A porta ${port} já está em uso: outro servidor (talvez outro \`npm run start:demo\`) está rodando.`,
      );
      expect(demo.output()).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      holder.close();
    }
  }, 30_000);
});
