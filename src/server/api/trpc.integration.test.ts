import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it } from "vitest";
import { appRouter } from "~/server/api/root";
import {
  accountProcedure,
  activeProcedure,
  adminProcedure,
  createCallerFactory,
  createTRPCRouter,
  protectedProcedure,
} from "~/server/api/trpc";
import type { SessionContext } from "~/features/accounts/types";
import { defaultSettingsData } from "~/features/settings/defaults";
import { callerFor, contextFor, testDb, uniq } from "~/test/db";

async function makeSession(
  overrides: { status?: "ACTIVE" | "PENDING_PAYMENT"; termsAccepted?: boolean; role?: "OWNER" | "ADMIN" } = {},
) {
  const account = await testDb.account.create({
    data: {
      name: "Conta",
      document: uniq("doc"),
      status: overrides.status ?? "ACTIVE",
      paidThrough: new Date(Date.now() + 30 * 86_400_000),
    },
  });
  const user = await testDb.user.create({
    data: {
      accountId: account.id,
      name: "Ana Teste",
      email: `${uniq("u")}@example.com`,
      passwordHash: "x",
      role: overrides.role ?? "OWNER",
    },
  });
  await testDb.settings.create({
    data: { ...defaultSettingsData(account.id, "Conta"), imovelDefaults: {}, veiculoDefaults: {}, modalities: [] },
  });
  const session: SessionContext = {
    sessionId: uniq("s"),
    user: { id: user.id, name: user.name, email: user.email, role: user.role, theme: user.theme },
    account: {
      id: account.id,
      name: account.name,
      status: account.status,
      plan: account.plan,
      paidThrough: account.paidThrough,
    },
    termsAccepted: overrides.termsAccepted ?? true,
  };
  return session;
}

function trpcRequest(path: string, input: unknown, { session = null as SessionContext | null, method = "GET" } = {}) {
  const encoded = JSON.stringify({ json: input });
  const req =
    method === "GET"
      ? new Request(`http://localhost/api/trpc/${path}?input=${encodeURIComponent(encoded)}`)
      : new Request(`http://localhost/api/trpc/${path}`, {
          method,
          body: encoded,
          headers: { "content-type": "application/json" },
        });
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => contextFor(session),
  });
}

// The ladder itself, on a router made of the real procedures.
const ladder = createTRPCRouter({
  protected: protectedProcedure.query(({ ctx }) => ctx.session.user.id),
  account: accountProcedure.query(({ ctx }) => ctx.account.id),
  active: activeProcedure.query(({ ctx }) => ctx.account.status),
  admin: adminProcedure.query(({ ctx }) => ctx.user.role),
});
const ladderCaller = createCallerFactory(ladder);

describe("procedure ladder", () => {
  it.each([
    ["anonymous → protected", null, "protected", "UNAUTHORIZED"],
    ["terms not accepted → account", { termsAccepted: false }, "account", "FORBIDDEN"],
    ["unpaid account → active", { status: "PENDING_PAYMENT" as const }, "active", "PAYMENT_REQUIRED"],
    ["active owner → admin", {}, "admin", "FORBIDDEN"],
  ] as const)("%s answers %s", async (_label, overrides, procedure, code) => {
    const session = overrides === null ? null : await makeSession(overrides);
    const caller = ladderCaller(contextFor(session));
    await expect(caller[procedure]()).rejects.toMatchObject({ code });
  });

  it("narrows the context step by step for an accepted, active account", async () => {
    const session = await makeSession();
    const caller = ladderCaller(contextFor(session));
    expect(await caller.protected()).toBe(session.user.id);
    expect(await caller.account()).toBe(session.account.id);
    expect(await caller.active()).toBe("ACTIVE");
  });

  it("lets the platform admin through active and admin, even on an unpaid account", async () => {
    const session = await makeSession({ role: "ADMIN", status: "PENDING_PAYMENT" });
    const caller = ladderCaller(contextFor(session));
    expect(await caller.active()).toBe("PENDING_PAYMENT");
    expect(await caller.admin()).toBe("ADMIN");
  });

  it("settings.get answers with the caller's own account settings", async () => {
    const session = await makeSession();
    await testDb.settings.update({
      where: { accountId: session.account.id },
      data: { name: `Marca ${session.account.id}` },
    });
    const settings = await callerFor(session).settings.get();
    expect(settings.name).toBe(`Marca ${session.account.id}`);
  });
});

describe("error formatter", () => {
  it("answers BAD_REQUEST with per-field pt-BR messages for malformed input", async () => {
    const response = await trpcRequest("proposals.list", { kind: "gold" }, { session: await makeSession() });
    expect(response.status).toBe(400);
    const body = await response.json();
    const data = body.error.json.data;
    expect(data.code).toBe("BAD_REQUEST");
    expect(data.fieldErrors.kind[0]).toMatch(/Opção inválida/);
    expect(body.error.json.message).toBe("Dados inválidos. Verifique os campos destacados.");
  });

  it("exposes the AppError code of a ladder step: terms not accepted is 403 TERMS_REQUIRED", async () => {
    const response = await trpcRequest("settings.get", undefined, {
      session: await makeSession({ termsAccepted: false }),
    });
    expect(response.status).toBe(403);
    const { error } = await response.json();
    expect(error.json.data).toMatchObject({ code: "FORBIDDEN", appCode: "TERMS_REQUIRED", fieldErrors: null });
    expect(error.json.message).toBe("Aceite os Termos de Uso para continuar.");
  });

  it("exposes the AppError a feature throws: another account's session is 404 NOT_FOUND, no stack", async () => {
    const mine = await makeSession();
    const theirs = await makeSession();
    const stranger = await testDb.session.create({
      data: {
        userId: theirs.user.id,
        accountId: theirs.account.id,
        expiresAt: new Date(Date.now() + 3_600_000),
        kind: "WEB",
      },
    });
    const response = await trpcRequest(
      "auth.endSession",
      { sessionId: stranger.id },
      { session: mine, method: "POST" },
    );
    expect(response.status).toBe(404);
    const { error } = await response.json();
    expect(error.json.data).toMatchObject({ code: "NOT_FOUND", appCode: "NOT_FOUND" });
    expect(error.json.data.stack ?? null).toBeNull();
    expect(await testDb.session.findUnique({ where: { id: stranger.id } })).toMatchObject({ revokedAt: null });
  });

  it("passes a valid input through", async () => {
    const session = await makeSession();
    const response = await trpcRequest("users.setTheme", { theme: "dark" }, { session, method: "POST" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result.data.json).toEqual({ theme: "dark" });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: session.user.id } })).toMatchObject({ theme: "dark" });
  });
});
