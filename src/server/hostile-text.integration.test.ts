// Text that is no text, or that hides what it says: half a UTF-16 pair ("\ud800", which PostgreSQL
// refuses inside JSON), Unicode line breaks and invisible or direction-changing characters in names.
// Each is a 400 with a pt-BR message, never a 500, and nothing is written.
import { describe, expect, it } from "vitest";
import { INVISIBLE_CHAR_MESSAGE, LINE_BREAK_MESSAGE, LONE_SURROGATE_MESSAGE } from "~/lib/control-chars";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";

async function owner() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  return { account, caller: callerFor(await signIn(owner)) };
}

describe("hostile characters", () => {
  it("a lone surrogate in a client's name, a proposal's group or settings.update is a 400 saying so", async () => {
    const { account, caller } = await owner();
    const refusals = [
      caller.clients.create({ name: "Ana \ud800 Lima", phone: "(11) 98765-4321" }),
      caller.proposals.create({ ...imovelDraft(), group: "Grupo \udc00" }),
      caller.settings.update({ name: "Consórcios \ud800" }),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toMatchObject({ code: "BAD_REQUEST", message: LONE_SURROGATE_MESSAGE });
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(0);
    expect(await testDb.proposal.count({ where: { accountId: account.id } })).toBe(0);
    // A whole pair (an emoji) is a character like any other.
    await expect(caller.clients.create({ name: "Ana Lima \ud83d\ude00", phone: "(11) 98765-4321" })).resolves.toMatchObject({ id: expect.any(String) });
  });

  it.each([
    ["NEL (U+0085)", "Ana\u0085Lima", LINE_BREAK_MESSAGE],
    ["LINE SEPARATOR (U+2028)", "Ana\u2028Lima", LINE_BREAK_MESSAGE],
    ["PARAGRAPH SEPARATOR (U+2029)", "Ana\u2029Lima", LINE_BREAK_MESSAGE],
    ["RIGHT-TO-LEFT OVERRIDE (U+202E)", "Ana \u202Eamil", INVISIBLE_CHAR_MESSAGE],
    ["ZERO WIDTH SPACE (U+200B)", "Ana\u200BLima", INVISIBLE_CHAR_MESSAGE],
    ["BOM (U+FEFF)", "Ana\uFEFFLima", INVISIBLE_CHAR_MESSAGE],
  ])("a name holding %s is refused beside the field", async (_label, name, message) => {
    const { account, caller } = await owner();
    const refusal = caller.clients.create({ name, phone: "(11) 98765-4321" });
    await expect(refusal).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(refusal).rejects.toThrow(message);
    await expect(caller.proposals.create(imovelDraft({ client: { name } }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(0);
  });

  it("a BOM at the ends is trimmed away with the spaces, never stored", async () => {
    const { caller } = await owner();
    const { id } = await caller.clients.create({ name: "\uFEFFAna Lima\uFEFF", phone: "(11) 98765-4321" });
    expect((await testDb.client.findUniqueOrThrow({ where: { id } })).name).toBe("Ana Lima");
  });
});
