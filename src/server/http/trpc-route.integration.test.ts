// The hardening checks, through the real tRPC route handler (and the REST
// adapter for the body limit): what an attacker's request gets back.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as postNextAuth } from "~/app/api/auth/[...nextauth]/route";
import { POST as postToken } from "~/app/api/auth/token/route";
import { NextRequest } from "next/server";
import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { captureLogs } from "~/platform/log/logger";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { contextFor, testDb } from "~/test/db";
import { APP_ORIGIN, sessionCookie, trpcError, trpcMutation, trpcQuery } from "~/test/http";

const validSignUp = () => ({
  name: "Ana\u0000Souza",
  email: `nul${Date.now()}@example.com`,
  password: "uma-senha-bem-longa-e-rara",
  businessName: "Ana Consórcios",
  document: "52998224725",
  adult: true,
  acceptTerms: true,
});

afterEach(() => vi.restoreAllMocks());

describe("1. internal errors do not leak", () => {
  it("a NUL byte in auth.signUp's name is 400 with a pt-BR field message, and nothing is written", async () => {
    const input = validSignUp();
    const response = await trpcMutation("auth.signUp", { input });
    expect(response.status).toBe(400);
    const error = await trpcError(response);
    expect(error.data.fieldErrors).toEqual({ name: ["Remova os caracteres de controle (invisíveis) deste campo."] });
    expect(JSON.stringify(error)).not.toMatch(/prisma|invalid byte sequence|\/work\//i);
    expect(await testDb.user.count({ where: { email: input.email } })).toBe(0);
  });

  it("control characters anywhere in any procedure's input are refused, tab and newline are not", async () => {
    const response = await trpcQuery("proposals.list", { input: { search: "Ana\u001b" } });
    expect(response.status).toBe(400);
    expect((await trpcError(response)).data.fieldErrors).toEqual({
      search: ["Remova os caracteres de controle (invisíveis) deste campo."],
    });
  });

  it("single-line fields refuse a line break with their own message", async () => {
    const response = await trpcMutation("auth.signUp", { input: { ...validSignUp(), name: "Ana\nSouza" } });
    expect(response.status).toBe(400);
    expect((await trpcError(response)).data.fieldErrors).toMatchObject({
      name: ["Este campo não aceita quebras de linha nem tabulações."],
    });
  });

  it("an unplanned error answers a generic pt-BR message with a request id, and the cause goes to the log under it", async () => {
    const logged = captureLogs();
    const router = createTRPCRouter({
      boom: publicProcedure.query(() => {
        throw new Error(
          "Invalid `prisma.user.create()` invocation in /work/src/features/accounts/signup.ts: 22021 invalid byte sequence",
        );
      }),
    });
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: new Request(`${APP_ORIGIN}/api/trpc/boom`),
      router,
      createContext: () => contextFor(null),
    });
    expect(response.status).toBe(500);
    const error = await trpcError(response);
    const requestId = error.data.requestId as string;
    expect(requestId).toMatch(/^[0-9a-f]{12}$/);
    expect(error.message).toBe(
      `Erro interno. Tente novamente em instantes. Se persistir, informe o código ${requestId} ao suporte.`,
    );
    expect(JSON.stringify(error)).not.toMatch(/prisma|signup\.ts|byte sequence/);
    const cause = logged.lines().find((line) => line.module === "erro");
    logged.restore();
    expect(cause).toMatchObject({
      level: "error",
      reqId: requestId,
      where: "tRPC boom",
      err: { message: expect.stringContaining("prisma.user.create") },
    });
  });
});

describe("2. a malformed session cookie is no session", () => {
  it("`%ZZ` in the cookie: auth.session answers null, auth.me 401, never 500", async () => {
    const cookie = { cookie: "next-auth.session-token=%ZZ" };
    const session = await trpcQuery("auth.session", { headers: cookie });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { result: { data: { json: unknown } } }).result.data.json).toBeNull();
    expect((await trpcQuery("auth.me", { headers: cookie })).status).toBe(401);
  });
});

describe("3. mutations prove their origin", () => {
  async function signedIn() {
    const { owner } = await makeAccount();
    const session = await signIn(owner);
    return { owner, session, cookie: await sessionCookie(session.sessionId) };
  }

  it.each([
    ["another Origin", { origin: "http://evil.example" }],
    ["a sibling subdomain (same-site)", { origin: "http://blog.localhost:3000", "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site: cross-site with our Origin", { "sec-fetch-site": "cross-site" }],
    ["no Origin and no Referer", { origin: "" }],
  ])("users.setTheme from %s is 403 and changes nothing", async (_label, headers) => {
    const { owner, cookie } = await signedIn();
    const clean = Object.fromEntries(Object.entries({ origin: APP_ORIGIN, ...headers }).filter(([, v]) => v !== ""));
    const response = await trpcPost("users.setTheme", { theme: "light" }, { ...clean, cookie });
    expect(response.status).toBe(403);
    expect((await trpcError(response)).message).toBe("Requisição de outra origem recusada.");
    expect((await testDb.user.findUniqueOrThrow({ where: { id: owner.id } })).theme).not.toBe("light");
  });

  it("without a cookie too (anonymous sign-up from another site is 403)", async () => {
    const response = await trpcMutation("auth.signUp", {
      input: { ...validSignUp(), name: "Ana" },
      headers: { origin: "http://evil.example" },
    });
    expect(response.status).toBe(403);
  });

  it("a multipart form posted to auth.signOut from our origin is 415 and the session lives on", async () => {
    const { session, cookie } = await signedIn();
    const form = new FormData();
    form.set("x", "1");
    const response = await trpcMutation("auth.signOut", {
      body: form,
      headers: { cookie, "content-type": "multipart/form-data; boundary=x" },
    });
    expect(response.status).toBe(415);
    expect((await trpcError(response)).message).toBe("Envie os dados como JSON (Content-Type: application/json).");
    expect(await testDb.session.findUniqueOrThrow({ where: { id: session.sessionId } })).toMatchObject({
      revokedAt: null,
    });
  });

  it("our own origin passes; a Bearer call passes whatever its Origin", async () => {
    const { owner, cookie } = await signedIn();
    expect(
      (
        await trpcPost(
          "users.setTheme",
          { theme: "light" },
          { origin: APP_ORIGIN, cookie, "sec-fetch-site": "same-origin" },
        )
      ).status,
    ).toBe(200);
    const token = await testDb.session.findFirst({ where: { userId: owner.id } });
    expect(token).not.toBeNull();
    const login = await postToken(
      new Request(`${APP_ORIGIN}/api/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: owner.email, password: "senha-correta-123" }),
      }),
    );
    const { token: bearer } = (await login.json()) as { token: string };
    const response = await trpcPost(
      "users.setTheme",
      { theme: "dark" },
      { origin: "http://evil.example", authorization: `Bearer ${bearer}` },
    );
    expect(response.status).toBe(200);
  });
});

function trpcPost(path: string, input: unknown, headers: Record<string, string>) {
  return trpcMutation(path, { input, headers: { origin: "", ...headers } });
}

describe("4. bodies over 1 MB are refused before parsing", () => {
  const big = JSON.stringify({ json: { email: "a@example.com", password: "x".repeat(10 * 1024 * 1024) } });

  it("tRPC: 10 MB JSON is 413", async () => {
    const response = await trpcMutation("auth.createToken", { body: big });
    expect(response.status).toBe(413);
    expect((await trpcError(response)).message).toBe("O corpo da requisição passa do limite de 1 MB.");
  });

  it("tRPC: JSON nested a million levels deep is 400 without parsing it", async () => {
    const response = await trpcMutation("auth.createToken", { body: "[".repeat(1_000_000) });
    expect(response.status).toBe(400);
    expect((await trpcError(response)).message).toBe("O corpo da requisição tem aninhamento profundo demais.");
  });

  it("REST: 10 MB JSON to /api/auth/token is 413 JSON", async () => {
    const response = await postToken(
      new Request(`${APP_ORIGIN}/api/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: big,
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "O corpo da requisição passa do limite de 1 MB.",
      code: "PAYLOAD_TOO_LARGE",
    });
  });
});

describe("4. next-auth's own form posts", () => {
  it("a 2 MB sign-in form is 413 before next-auth reads it", async () => {
    const body = `email=a%40example.com&password=${"x".repeat(2 * 1024 * 1024)}`;
    const req = new NextRequest(`${APP_ORIGIN}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const response = await postNextAuth(req, { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) });
    expect(response.status).toBe(413);
  });
});

describe("8. signed-in answers are never cached", () => {
  it("auth.me and users.profile carry Cache-Control: private, no-store", async () => {
    const { owner } = await makeAccount();
    const cookie = await sessionCookie((await signIn(owner)).sessionId);
    for (const path of ["auth.me", "users.profile"]) {
      const response = await trpcQuery(path, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});
