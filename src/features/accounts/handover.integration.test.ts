import { describe, expect, it } from "vitest";
import { loadProposalDocument } from "~/features/proposals/link/load";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft, veiculoDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";

// A seller leaving (removed by the owner, or deleting their own login) used to
// take the owner's proposals, versions and client responses with them (onDelete: Cascade).

async function sellerWithWork() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  const sellerSession = await signIn(seller);
  const sellerCaller = callerFor(sellerSession);
  const proposals = [
    await sellerCaller.proposals.create(imovelDraft({ client: { name: "Ana Cliente" } })),
    await sellerCaller.proposals.create(veiculoDraft()),
    await sellerCaller.proposals.create(imovelDraft({ client: { name: "Carla Cliente" } })),
  ];
  await sellerCaller.proposals.update({ id: proposals[0]!.id, ...imovelDraft({ client: { name: "Ana Editada" } }) });
  const visitor = createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "Mozilla/5.0 (iPhone)" }));
  await visitor.proposals.respond({ token: proposals[1]!.publicToken, name: "Bruno", phone: "(11) 98765-4321" });
  const ownerCaller = callerFor(await signIn(owner));
  return { account, owner, seller, sellerSession, ownerCaller, proposals };
}

async function counts(accountId: string) {
  return {
    proposals: await testDb.proposal.count({ where: { accountId } }),
    versions: await testDb.proposalVersion.count({ where: { accountId } }),
    responses: await testDb.proposalResponse.count({ where: { accountId } }),
    clients: await testDb.client.count({ where: { accountId } }),
  };
}

async function expectHandedOver(
  setup: Awaited<ReturnType<typeof sellerWithWork>>,
  before: Awaited<ReturnType<typeof counts>>,
) {
  const { account, owner, seller, ownerCaller, proposals } = setup;
  expect(await testDb.user.findUnique({ where: { id: seller.id } })).toBeNull();
  expect(await counts(account.id)).toEqual(before);
  expect(await testDb.proposal.count({ where: { accountId: account.id, sellerId: owner.id } })).toBe(3);
  // The seller's clients pass to the owner too (the owner had none of their own).
  expect(await testDb.client.count({ where: { accountId: account.id, sellerId: owner.id } })).toBe(before.clients);

  const list = await ownerCaller.proposals.list({});
  expect(list.items.map((p) => p.sellerName)).toEqual(Array(3).fill(`${seller.name} (ex-vendedor)`));
  const [response] = await ownerCaller.proposals.responses();
  expect(response).toMatchObject({ name: "Bruno", sellerName: `${seller.name} (ex-vendedor)` });
  expect(await ownerCaller.proposals.get({ id: proposals[0]!.id })).toMatchObject({
    currentVersion: 2,
    clientName: "Ana Editada",
  });
  // The client's link keeps working.
  expect(await loadProposalDocument(testDb, { token: proposals[1]!.publicToken })).toMatchObject({
    id: proposals[1]!.id,
  });
}

describe("a seller leaving the account", () => {
  it("removed by the owner: their proposals, versions and responses pass to the owner", async () => {
    const setup = await sellerWithWork();
    const before = await counts(setup.account.id);
    expect(before).toEqual({ proposals: 3, versions: 4, responses: 1, clients: 3 });
    expect(await testDb.client.count({ where: { accountId: setup.account.id, sellerId: setup.seller.id } })).toBe(3);
    await expect(setup.ownerCaller.users.removeSeller({ userId: setup.seller.id })).resolves.toEqual({ ok: true });
    await expectHandedOver(setup, before);
  });

  it("deleting their own login: the same", async () => {
    const setup = await sellerWithWork();
    const before = await counts(setup.account.id);
    await expect(callerFor(setup.sellerSession).users.deleteMe({ confirm: "EXCLUIR" })).resolves.toEqual({
      deleted: "user",
    });
    await expectHandedOver(setup, before);
  });

  it("the owner deleting the whole account is the one path that deletes them", async () => {
    const { account, owner, ownerCaller } = await sellerWithWork();
    const other = await sellerWithWork();
    const otherBefore = await counts(other.account.id);
    await expect(ownerCaller.users.deleteMe({ confirm: "EXCLUIR" })).resolves.toEqual({ deleted: "account" });
    expect(await counts(account.id)).toEqual({ proposals: 0, versions: 0, responses: 0, clients: 0 });
    expect(await testDb.user.count({ where: { accountId: account.id } })).toBe(0);
    expect(await testDb.user.findUnique({ where: { id: owner.id } })).toBeNull();
    expect(await counts(other.account.id)).toEqual(otherBefore);
  });
});
