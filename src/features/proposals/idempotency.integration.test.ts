import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { IDEMPOTENCY_REUSED_MESSAGE, newIdempotencyKey } from "./idempotency";

async function team() {
  const { account } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  const other = await makeUser(account.id, "SELLER");
  return { account, seller: callerFor(await signIn(seller)), other: callerFor(await signIn(other)) };
}

const rows = async (accountId: string) => ({
  proposals: await testDb.proposal.count({ where: { accountId } }),
  versions: await testDb.proposalVersion.count({ where: { accountId } }),
  clients: await testDb.client.count({ where: { accountId } }),
});

describe("proposals.create with an idempotency key", () => {
  it("10 parallel calls with one key store one proposal and all answer it; a retry later too", async () => {
    const { account, seller } = await team();
    const idempotencyKey = newIdempotencyKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => seller.proposals.create({ ...imovelDraft(), idempotencyKey })));
    expect(new Set(answers.map((p) => p.id)).size).toBe(1);
    expect(new Set(answers.map((p) => p.publicToken)).size).toBe(1);
    expect(await rows(account.id)).toEqual({ proposals: 1, versions: 1, clients: 1 });

    const retry = await seller.proposals.create({ ...imovelDraft(), idempotencyKey });
    expect(retry).toEqual(answers[0]);
    expect(await rows(account.id)).toEqual({ proposals: 1, versions: 1, clients: 1 });
  });

  it("another key, no key or another seller's same key is another proposal", async () => {
    const { account, seller, other } = await team();
    const idempotencyKey = newIdempotencyKey();
    const first = await seller.proposals.create({ ...imovelDraft(), idempotencyKey });
    const [second, third] = await Promise.all([seller.proposals.create(imovelDraft()), seller.proposals.create(imovelDraft())]);
    const fourth = await seller.proposals.create({ ...imovelDraft(), idempotencyKey: newIdempotencyKey() });
    const others = await other.proposals.create({ ...imovelDraft(), idempotencyKey });
    expect(new Set([first.id, second.id, third.id, fourth.id, others.id]).size).toBe(5);
    expect((await rows(account.id)).proposals).toBe(5);
  });

  it("refuses a malformed key", async () => {
    const { seller } = await team();
    await expect(seller.proposals.create({ ...imovelDraft(), idempotencyKey: "short" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(seller.proposals.create({ ...imovelDraft(), idempotencyKey: "x".repeat(20) + "/.." })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("a key used again with other data is a 409 saying so, and nothing is written", async () => {
    const { account, seller } = await team();
    const idempotencyKey = newIdempotencyKey();
    const first = await seller.proposals.create({ ...imovelDraft(), idempotencyKey });
    const changed = imovelDraft({ client: { name: "Outra Pessoa", phone: "(21) 91234-5678" } });
    await expect(seller.proposals.create({ ...changed, idempotencyKey })).rejects.toMatchObject({ code: "CONFLICT", message: IDEMPOTENCY_REUSED_MESSAGE });
    expect(await rows(account.id)).toEqual({ proposals: 1, versions: 1, clients: 1 });
    // The same data again is still the first proposal.
    expect((await seller.proposals.create({ ...imovelDraft(), idempotencyKey })).id).toBe(first.id);
  });
});
