// The board's cards and the navigation's badge through the real procedures: each card carries the
// client's last signal (open, PDF, answer with its message), a hot marker and the latest live
// proposal; the badge counts contacts due, new answers and first opens, within the viewer's scope.
import { describe, expect, it } from "vitest";
import { recordClientSignal } from "~/features/clients/timeline/signals";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";

const client = (name: string, phone: string) => ({ name, phone, email: null, document: null });

describe("board cards", () => {
  it("the last signal and when, hot until the seller makes contact, the latest live proposal; nothing for an untouched client", async () => {
    const { owner } = await makeAccount({ plan: "ten_users" });
    const caller = callerFor(await signIn(owner));
    const maria = await caller.proposals.create(imovelDraft({ client: client("Maria Clara", "(11) 91111-0001") }));
    const opened = await caller.proposals.create(imovelDraft({ client: client("Abriu", "(11) 91111-0002") }));
    const { id: untouched } = await caller.clients.create({ name: "Importada", phone: "(11) 91111-0003" });
    const t0 = Date.now();
    await recordClientSignal(testDb, maria.publicToken, "view", null, new Date(t0 - 60_000));
    await recordClientSignal(testDb, maria.publicToken, "pdf", null, new Date(t0 - 30_000));
    await createCaller(contextFor(null, { ip: uniqueIp() })).proposals.respond({
      token: maria.publicToken,
      name: "Maria Clara",
      phone: "(11) 91111-0001",
      message: "Posso dar um lance?",
    });
    await recordClientSignal(
      testDb,
      opened.publicToken,
      "view",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
    );

    const cards = new Map((await caller.clients.list({})).items.map((c) => [c.id, c.board]));
    expect(cards.get(maria.clientId)).toMatchObject({
      hot: true,
      lastSignal: { kind: "answer", detail: "Posso dar um lance?" },
      proposal: { publicToken: maria.publicToken },
    });
    expect(cards.get(maria.clientId)?.proposal?.creditCents).toBeGreaterThan(0);
    expect(cards.get(opened.clientId)).toMatchObject({ hot: true, lastSignal: { kind: "view", detail: "celular" } });
    expect(cards.get(untouched)).toEqual({ hot: false, lastSignal: null, proposal: null });

    // A WhatsApp sent after the signal answers it: no longer hot, the signal stays.
    await caller.clients.logContact({ id: maria.clientId, kind: "whatsapp", proposalId: maria.id });
    const after = (await caller.clients.list({})).items.find((c) => c.id === maria.clientId)?.board;
    expect(after).toMatchObject({ hot: false, lastSignal: { kind: "answer" } });

    // A revoked link no longer fills the templates.
    await caller.proposals.revokeLink({ id: opened.id });
    expect((await caller.clients.list({})).items.find((c) => c.id === opened.clientId)?.board?.proposal).toBeNull();
  });
});

describe("clients.badge", () => {
  it("counts contacts due today or overdue, new answers and first opens, for the viewer's own clients", async () => {
    const { account, owner } = await makeAccount({ plan: "ten_users" });
    const seller = await makeUser(account.id, "SELLER");
    const ownerCaller = callerFor(await signIn(owner));
    const sellerCaller = callerFor(await signIn(seller));
    expect(await sellerCaller.clients.badge()).toEqual({ due: 0, answers: 0, firstOpens: 0, total: 0 });

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    await sellerCaller.clients.create({ name: "Ligar hoje", phone: "(11) 92222-0001", nextContactOn: today });
    await sellerCaller.clients.create({ name: "Atrasado", phone: "(11) 92222-0002", nextContactOn: "2020-01-01" });
    await sellerCaller.clients.create({ name: "Depois", phone: "(11) 92222-0003", nextContactOn: "2099-01-01" });
    const proposal = await sellerCaller.proposals.create(
      imovelDraft({ client: client("Respondeu", "(11) 92222-0004") }),
    );
    // The first counted view (claimVisit sets firstViewedAt to the same instant) leaves a first-open alert.
    const firstView = new Date();
    await testDb.proposal.update({ where: { id: proposal.id }, data: { firstViewedAt: firstView } });
    await recordClientSignal(testDb, proposal.publicToken, "view", null, firstView);
    await createCaller(contextFor(null, { ip: uniqueIp() })).proposals.respond({
      token: proposal.publicToken,
      name: "Respondeu",
      phone: "(11) 92222-0004",
    });

    expect(await sellerCaller.clients.badge()).toEqual({ due: 2, answers: 1, firstOpens: 1, total: 4 });
    // The owner sees the seller's due contacts and answers; the first open is the seller's alone.
    expect(await ownerCaller.clients.badge()).toMatchObject({ due: 2, answers: 1, firstOpens: 0 });
    // Another account sees none of it.
    const other = await makeAccount({ plan: "ten_users" });
    expect((await callerFor(await signIn(other.owner)).clients.badge()).total).toBe(0);
  });
});
