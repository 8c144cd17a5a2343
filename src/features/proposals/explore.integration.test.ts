import { describe, expect, it } from "vitest";
import { makeAccount, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";
import { publicExplore } from "./explore-data";
import { getPublicProposal, publicPageFingerprint } from "./public";

const assemblies = [30, 40, 25, null, 50, 35].map((bid, i) => ({
  date: `2026-0${i + 1}-10`, activeCotas: 100, drawWinners: 1, bidWinners: bid === null ? 0 : 2, lowestWinningBidPct: bid,
}));

async function setup() {
  const { account, owner } = await makeAccount();
  const seller = callerFor(await signIn(owner));
  const proposal = await seller.proposals.create(imovelDraft({ group: "Grupo 77" }));
  return { account, seller, proposal };
}
const anonymous = () => createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "Mozilla/5.0 (iPhone)" }));
const variant = { bidPct: 35, embutidoPct: 10, fgtsLance: 20000, prazo: 220 };

describe("the client explores a public proposal", () => {
  it("has no odds until the group has a history, then the odds at the proposal's bid; the page's fingerprint changes", async () => {
    const { seller, proposal } = await setup();
    const page = await getPublicProposal(testDb, proposal.publicToken);
    if (!page) throw new Error("no page");
    expect((await publicExplore(testDb, page))?.initial.odds).toEqual({ state: "none" });
    const before = await publicPageFingerprint(testDb, proposal.publicToken);
    await seller.groups.save({ name: "grupo 77", source: "extrato da administradora", readOn: "2026-07-01", assemblies });
    expect(await publicPageFingerprint(testDb, proposal.publicToken)).not.toBe(before);
    const explore = await publicExplore(testDb, page);
    // The proposal's bid is 20 %: no recorded assembly was won that low, so only the draw (p = 0,01).
    expect(explore?.initial.odds).toMatchObject({ state: "ok", assemblies: 6, pBid: 0, pDraw: 0.01 });
  });

  it("'Quero esta opção' stores the variant with its line, and the seller makes it version 2 in one click", async () => {
    const { seller, proposal } = await setup();
    await anonymous().proposals.respond({ token: proposal.publicToken, name: "Ana", phone: "11987654321", message: "Pode ligar à tarde.", variant });
    const [answer] = await seller.proposals.responses();
    expect(answer).toMatchObject({ hasVariant: true, message: "Quero esta opção: lance de 35 % do crédito (embutido 10 %, FGTS R$\u00a020.000,00), prazo de 220 meses.\nPode ligar à tarde." });
    const client = await seller.clients.get({ id: proposal.clientId });
    expect(client.timeline.find((t) => t.kind === "answer")?.detail).toMatch(/^Quero esta opção: lance de 35 %/);

    const updated = await seller.proposals.versionFromAnswer({ responseId: answer?.id ?? "" });
    expect(updated.currentVersion).toBe(2);
    expect(updated.snapshot.inputs.params).toMatchObject({ win: 35, embutido: 10, fgtsLance: 20000, prazo: 220 });
  });

  it("refuses a variant outside the simulation with the page's message, storing nothing", async () => {
    const { seller, proposal } = await setup();
    await expect(anonymous().proposals.respond({ token: proposal.publicToken, name: "Ana", phone: "11987654321", variant: { ...variant, embutidoPct: 40 } }))
      .rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/^O lance embutido deve estar entre 0 % e/) });
    await expect(anonymous().proposals.respond({ token: proposal.publicToken, name: "Ana", phone: "11987654321", variant: { ...variant, prazo: 200 } }))
      .rejects.toMatchObject({ message: "O prazo desta proposta não pode ser alterado." });
    expect(await seller.proposals.responses()).toEqual([]);
  });

  it("answers NOT_FOUND when another account turns an answer into a version", async () => {
    const { proposal } = await setup();
    await anonymous().proposals.respond({ token: proposal.publicToken, name: "Ana", phone: "11987654321", variant });
    const answer = await testDb.proposalResponse.findFirstOrThrow({ where: { proposalId: proposal.id } });
    const other = await setup();
    await expect(other.seller.proposals.versionFromAnswer({ responseId: answer.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await testDb.proposal.findUniqueOrThrow({ where: { id: proposal.id } })).currentVersion).toBe(1);
  });
});
