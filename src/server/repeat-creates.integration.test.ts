// Every action that creates something is safe to repeat: each create sent twice in parallel (a double
// tap) and once again later (a retry, the back button and "Salvar" again) leaves one row, and every
// call answers that row.
import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";

async function team() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  return { account, owner: callerFor(await signIn(owner)), seller: callerFor(await signIn(seller)) };
}

/** Twice in parallel, then once more: the three answers. */
async function repeat<T>(call: () => Promise<T>): Promise<T[]> {
  const parallel = await Promise.all([call(), call()]);
  return [...parallel, await call()];
}

const assemblies = [30, 40, 25, null, 50, 35].map((bid, i) => ({
  date: `2026-0${i + 1}-10`,
  activeCotas: 100,
  drawWinners: 1,
  bidWinners: bid === null ? 0 : 2,
  lowestWinningBidPct: bid,
}));

describe("a create sent twice in parallel and once again later makes one row", () => {
  it("proposals.create: one proposal, one link, one client", async () => {
    const { account, seller } = await team();
    const answers = await repeat(() => seller.proposals.create(imovelDraft()));
    expect(new Set(answers.map((p) => p.id)).size).toBe(1);
    expect(new Set(answers.map((p) => p.publicToken)).size).toBe(1);
    expect(await testDb.proposal.count({ where: { accountId: account.id } })).toBe(1);
    expect(await testDb.proposalVersion.count({ where: { accountId: account.id } })).toBe(1);
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("proposals.create: other content, another seller, a revoked first link or a day later is another proposal", async () => {
    const { account, owner, seller } = await team();
    const first = await seller.proposals.create(imovelDraft());
    const otherGroup = await seller.proposals.create(imovelDraft({ group: "Grupo 12" }));
    const otherSeller = await owner.proposals.create(imovelDraft());
    expect(new Set([first.id, otherGroup.id, otherSeller.id]).size).toBe(3);

    await seller.proposals.revokeLink({ id: first.id });
    const afterRevoke = await seller.proposals.create(imovelDraft());
    expect(afterRevoke.id).not.toBe(first.id);
    // The first keeps its own link (revoked); the new one answers a repeat now.
    expect((await seller.proposals.get({ id: first.id })).publicToken).toBe(first.publicToken);
    expect((await seller.proposals.create(imovelDraft())).id).toBe(afterRevoke.id);

    await testDb.proposal.update({
      where: { id: afterRevoke.id },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    const nextDay = await seller.proposals.create(imovelDraft());
    expect(nextDay.id).not.toBe(afterRevoke.id);
    expect(await testDb.proposal.count({ where: { accountId: account.id } })).toBe(5);
  });

  it("proposals.update (an edit's Salvar): one new version", async () => {
    const { seller } = await team();
    const proposal = await seller.proposals.create(imovelDraft());
    const edit = { id: proposal.id, ...imovelDraft({ group: "Grupo 9" }) };
    const answers = await repeat(() => seller.proposals.update(edit));
    expect(answers.map((p) => p.currentVersion)).toEqual([2, 2, 2]);
    expect(await testDb.proposalVersion.count({ where: { proposalId: proposal.id } })).toBe(2);
    // Another edit after it is version 3.
    expect((await seller.proposals.update({ ...edit, group: "Grupo 10" })).currentVersion).toBe(3);
  });

  it('proposals.versionFromAnswer ("Criar versão com esta opção"): one new version', async () => {
    const { seller } = await team();
    const proposal = await seller.proposals.create(imovelDraft({ group: "Grupo 77" }));
    const anonymous = createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "Mozilla/5.0 (iPhone)" }));
    await anonymous.proposals.respond({
      token: proposal.publicToken,
      name: "Ana",
      phone: "11987654321",
      variant: { bidPct: 35, embutidoPct: 10, fgtsLance: 20000, prazo: 220 },
    });
    const [answer] = await seller.proposals.responses();
    const answers = await repeat(() => seller.proposals.versionFromAnswer({ responseId: answer?.id ?? "" }));
    expect(answers.map((p) => p.currentVersion)).toEqual([2, 2, 2]);
    expect(answers[2]?.snapshot.inputs.params).toMatchObject({ win: 35, embutido: 10, fgtsLance: 20000, prazo: 220 });
    expect(await testDb.proposalVersion.count({ where: { proposalId: proposal.id } })).toBe(2);
  });

  it("clients.create: one client, and a conflict still names the phone for another person", async () => {
    const { account, seller } = await team();
    const fields = { name: "José 🏠 Pereira", phone: "(11) 91234-5678", city: "Campinas" };
    const answers = await repeat(() => seller.clients.create(fields));
    expect(new Set(answers.map((c) => c.id)).size).toBe(1);
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(1);
    // Without a phone or e-mail (no unique index to fall back on) too.
    const bare = await repeat(() => seller.clients.create({ name: "Ana Luísa Prado" }));
    expect(new Set(bare.map((c) => c.id)).size).toBe(1);
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(2);
    await expect(seller.clients.create({ ...fields, name: "Outra Pessoa" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Já existe um cliente com este telefone na conta.",
    });
  });

  it("groups.save (a new history): one history, and another history of the same group is still refused", async () => {
    const { account, seller } = await team();
    const input = { name: "Grupo 77", source: "extrato da administradora", readOn: "2026-07-01", assemblies };
    const answers = await repeat(() => seller.groups.save(input));
    expect(new Set(answers.map((h) => h.id)).size).toBe(1);
    expect(await testDb.groupHistory.count({ where: { accountId: account.id } })).toBe(1);
    expect(await testDb.groupAssembly.count({ where: { history: { accountId: account.id } } })).toBe(6);
    await expect(seller.groups.save({ ...input, source: "outra fonte" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("clients.saveTemplates and clients.setNextContact (the reminder): one set, one date", async () => {
    const { account, owner } = await team();
    const templates = [
      { name: "Primeiro contato", body: "Olá, {primeiro_nome}! Segue a proposta: {link}" },
      { name: "Retorno", body: "Oi, {primeiro_nome}, conseguiu ver?" },
    ];
    await repeat(() => owner.clients.saveTemplates({ templates }));
    expect(await testDb.whatsappTemplate.count({ where: { accountId: account.id } })).toBe(2);
    expect((await owner.clients.templates()).templates).toEqual(templates);

    const { id } = await owner.clients.create({ name: "Ana Luísa Prado" });
    await repeat(() => owner.clients.setNextContact({ id, nextContactOn: "2026-12-01" }));
    const client = await testDb.client.findUniqueOrThrow({ where: { id }, select: { nextContactOn: true } });
    expect(client.nextContactOn?.toISOString().slice(0, 10)).toBe("2026-12-01");
  });
});
