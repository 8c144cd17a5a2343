import { describe, expect, it } from "vitest";
import { makeAccount, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";
import { publicExplore } from "./explore-data";
import { publicPageFingerprint } from "./public";
import { loadProposalDocument } from "./load";

const assemblies = [30, 40, 25, null, 50, 35].map((bid, i) => ({
  date: `2026-0${i + 1}-10`,
  activeCotas: 100,
  drawWinners: 1,
  bidWinners: bid === null ? 0 : 2,
  lowestWinningBidPct: bid,
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
    const page = await loadProposalDocument(testDb, { token: proposal.publicToken });
    if (!page) throw new Error("no page");
    expect(publicExplore(page)?.initial.odds).toEqual({ state: "none" });
    const before = await publicPageFingerprint(testDb, proposal.publicToken);
    await seller.groups.save({
      name: "grupo 77",
      source: "extrato da administradora",
      readOn: "2026-07-01",
      assemblies,
    });
    expect(await publicPageFingerprint(testDb, proposal.publicToken)).not.toBe(before);
    // The next request loads the document again, the group's history with it.
    const next = await loadProposalDocument(testDb, { token: proposal.publicToken });
    if (!next) throw new Error("no page");
    const explore = publicExplore(next);
    // The proposal's bid is 20 %: no recorded assembly was won that low, so almost only the draw,
    // (6 + ½) / (600 + 1); the smoothed bid part, 5 points under the lowest recorded bid, stays under 1 %.
    expect(explore?.initial.odds).toMatchObject({ state: "ok", assemblies: 6, pDraw: 6.5 / 601 });
    expect(explore?.initial.odds.state === "ok" && explore.initial.odds.pBid).toBeLessThan(0.01);
  });

  it("'Quero esta opção' stores the variant with its line, and the seller makes it version 2 in one click", async () => {
    const { seller, proposal } = await setup();
    await anonymous().proposals.respond({
      token: proposal.publicToken,
      name: "Ana",
      phone: "11987654321",
      message: "Pode ligar à tarde.",
      variant,
    });
    const [answer] = await seller.proposals.responses();
    expect(answer).toMatchObject({
      hasVariant: true,
      message:
        "Quero esta opção: lance de 35\u00a0% do crédito (embutido 10\u00a0%, FGTS R$\u00a020.000,00), prazo de 220\u00a0meses.\nPode ligar à tarde.",
    });
    const client = await seller.clients.get({ id: proposal.clientId });
    expect(client.timeline.find((t) => t.kind === "answer")?.detail).toMatch(/^Quero esta opção: lance de 35\u00a0%/);

    const updated = await seller.proposals.versionFromAnswer({ responseId: answer?.id ?? "" });
    expect(updated.currentVersion).toBe(2);
    expect(updated.snapshot.inputs.params).toMatchObject({ win: 35, embutido: 10, fgtsLance: 20000, prazo: 220 });
  });

  it("refuses a variant outside the simulation with the page's message, storing nothing", async () => {
    const { seller, proposal } = await setup();
    await expect(
      anonymous().proposals.respond({
        token: proposal.publicToken,
        name: "Ana",
        phone: "11987654321",
        variant: { ...variant, embutidoPct: 40 },
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^O lance embutido deve estar entre 0\u00a0% e/),
    });
    await expect(
      anonymous().proposals.respond({
        token: proposal.publicToken,
        name: "Ana",
        phone: "11987654321",
        variant: { ...variant, prazo: 200 },
      }),
    ).rejects.toMatchObject({ message: "O prazo desta proposta não pode ser alterado." });
    expect(await seller.proposals.responses()).toEqual([]);
  });

  it("refuses limits that leave out the proposal's own bid or term, on create and on update, in pt-BR beside the field", async () => {
    const { seller, proposal } = await setup();
    const issuesOf = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: "BAD_REQUEST" });
      return ((error as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } }).cause?.issues ?? []).map(
        (i) => `${i.path.join(".")}: ${i.message}`,
      );
    };
    // The draft's bid is 20 % of the credit and its term 220 months.
    const above = { bidMinPct: 30, bidMaxPct: 50, termMin: null, termMax: null };
    expect(
      await issuesOf(seller.proposals.create({ ...imovelDraft({ group: "Grupo 77" }), explore: above })),
    ).toContain(
      "explore.bidMinPct: O lance desta proposta (20\u00a0% do crédito) precisa estar entre o lance mínimo e o máximo que o cliente pode escolher.",
    );
    expect(
      await issuesOf(
        seller.proposals.update({
          ...imovelDraft({ group: "Grupo 77" }),
          id: proposal.id,
          explore: { bidMinPct: 0, bidMaxPct: 10, termMin: null, termMax: null },
        }),
      ),
    ).toContain(
      "explore.bidMaxPct: O lance desta proposta (20\u00a0% do crédito) precisa estar entre o lance mínimo e o máximo que o cliente pode escolher.",
    );
    expect(
      await issuesOf(
        seller.proposals.update({
          ...imovelDraft({ group: "Grupo 77" }),
          id: proposal.id,
          explore: { bidMinPct: 0, bidMaxPct: 50, termMin: 100, termMax: 200 },
        }),
      ),
    ).toContain(
      "explore.termMax: O prazo desta proposta (220\u00a0meses) precisa estar entre o prazo mínimo e o máximo que o cliente pode escolher.",
    );
    expect((await testDb.proposal.findUniqueOrThrow({ where: { id: proposal.id } })).currentVersion).toBe(1);
    // Limits around the own bid save.
    await expect(
      seller.proposals.update({
        ...imovelDraft({ group: "Grupo 77" }),
        id: proposal.id,
        explore: { bidMinPct: 10, bidMaxPct: 30, termMin: null, termMax: null },
      }),
    ).resolves.toMatchObject({ currentVersion: 2 });
  });

  it("an answer made under wider limits becomes a version only within the limits in force now", async () => {
    const { seller, proposal } = await setup();
    await anonymous().proposals.respond({ token: proposal.publicToken, name: "Ana", phone: "11987654321", variant });
    const answer = await testDb.proposalResponse.findFirstOrThrow({ where: { proposalId: proposal.id } });
    // Since then the seller narrowed the bid to 10–30 %: the client's 35 % is outside.
    await seller.proposals.update({
      ...imovelDraft({ group: "Grupo 77" }),
      id: proposal.id,
      explore: { bidMinPct: 10, bidMaxPct: 30, termMin: null, termMax: null },
    });
    await expect(seller.proposals.versionFromAnswer({ responseId: answer.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Esta opção do cliente está fora dos limites atuais da proposta. O lance deve estar entre 10\u00a0% e 30\u00a0% do crédito. Ajuste os limites ou crie a versão no gerador.",
    });
    expect((await testDb.proposal.findUniqueOrThrow({ where: { id: proposal.id } })).currentVersion).toBe(2);
  });

  it("answers NOT_FOUND when another account turns an answer into a version", async () => {
    const { proposal } = await setup();
    await anonymous().proposals.respond({ token: proposal.publicToken, name: "Ana", phone: "11987654321", variant });
    const answer = await testDb.proposalResponse.findFirstOrThrow({ where: { proposalId: proposal.id } });
    const other = await setup();
    await expect(other.seller.proposals.versionFromAnswer({ responseId: answer.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await testDb.proposal.findUniqueOrThrow({ where: { id: proposal.id } })).currentVersion).toBe(1);
  });
});
