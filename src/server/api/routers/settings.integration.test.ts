import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { SessionContext } from "~/features/accounts/types";
import { callerFor, contextFor, testDb } from "~/test/db";
import { appRouter } from "../root";

/** settings.update over HTTP, so the status and the error formatter's per-field messages are real. */
function updateOverHttp(session: SessionContext, input: unknown) {
  const req = new Request("http://localhost/api/trpc/settings.update", {
    method: "POST",
    body: JSON.stringify({ json: input }),
    headers: { "content-type": "application/json" },
  });
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => contextFor(session),
  });
}

async function ownerSession() {
  const { account, owner } = await makeAccount();
  return { account, owner, session: await signIn(owner) };
}

async function savedRow(accountId: string) {
  const { updatedAt: _updatedAt, ...row } = await testDb.settings.findUniqueOrThrow({ where: { accountId } });
  return row;
}

describe("settings.get / settings.update", () => {
  it("answers the spec's field names and saves any subset of them for the owner", async () => {
    const { session } = await ownerSession();
    const caller = callerFor(session);
    const saved = await caller.settings.update({
      name: "Souza Consórcios",
      color_slider: "#1A237E",
      color_badge: "#ff6f00",
      whatsapp: "(11) 98765-4321",
      modalidadesPorcentFixo: 35,
      modalidadesTitleFixo: "Lance livre",
      imovel: { win: 25, group: "Grupo 1040" },
    });
    expect(saved).toMatchObject({ name: "Souza Consórcios", color_slider: "#1a237e", whatsapp: "5511987654321" });
    const read = await caller.settings.get();
    expect(read).toMatchObject({
      name: "Souza Consórcios",
      color_slider: "#1a237e",
      color_badge: "#ff6f00",
      emphasis_people: "#0b6e3d",
      modalidadesPorcentFixo: 35,
      modalidadesTitleFixo: "Lance livre",
      modalidadesPorcentSorteio: 96,
      imovel: { win: 25, group: "Grupo 1040", prazo: 220, isSelected: true },
      veiculo: { value: 120000 },
    });
    // The simulators start from the same saved values.
    expect((await caller.settings.simulatorDefaults()).imovel.win).toBe(25);
  });

  it("keeps each account to its own settings: one account's update never shows on another", async () => {
    const a = await ownerSession();
    const b = await ownerSession();
    await callerFor(b.session).settings.update({ name: "Conta B", color_slider: "#123456" });
    const mine = await callerFor(a.session).settings.get();
    expect(mine.name).not.toBe("Conta B");
    expect(mine.color_slider).toBe("#0f9d58");
  });

  it("lets a seller read but not update (403), and saves nothing", async () => {
    const { account } = await ownerSession();
    const seller = await makeUser(account.id, "SELLER");
    const caller = callerFor(await signIn(seller));
    const before = await savedRow(account.id);
    await expect(caller.settings.get()).resolves.toMatchObject({ name: before.name });
    await expect(caller.settings.update({ color_slider: "#000000" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await savedRow(account.id)).toEqual(before);
  });

  it.each([
    ["a colour not in #rrggbb", { name: "Novo nome", color_slider: "verde" }, "color_slider", /#rrggbb/],
    [
      "a bid above the saldo (cross-field, against saved values)",
      { name: "Novo nome", imovel: { prazoAc: 219, win: 60 } },
      "imovel.win",
      /O lance deve estar entre 0\u00a0%/,
    ],
    [
      "a logo that is not one of this account's uploads",
      { name: "Novo nome", avatar_white: "/api/files/" + "a".repeat(64) },
      "avatar_white",
      /envie a imagem/,
    ],
    [
      "an outside logo url",
      { name: "Novo nome", avatar_black: "https://evil.example/logo.png" },
      "avatar_black",
      /envie a imagem/,
    ],
  ])("refuses %s with a per-field pt-BR message and saves nothing", async (_label, input, field, message) => {
    const { account, session } = await ownerSession();
    const before = await savedRow(account.id);
    const response = await updateOverHttp(session, input);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { json: { data: { fieldErrors: Record<string, string[]> } } };
    };
    expect(error.json.data.fieldErrors[field]?.[0]).toMatch(message);
    expect(await savedRow(account.id)).toEqual(before);
  });

  it("refuses updates from an unpaid account (PAYMENT_REQUIRED) and anonymous callers", async () => {
    const { owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    await expect(callerFor(await signIn(owner)).settings.update({ name: "X" })).rejects.toMatchObject({
      code: "PAYMENT_REQUIRED",
    });
    await expect(callerFor(null).settings.update({ name: "X" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
