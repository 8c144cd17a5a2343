// clients.* through the real procedures on the real database: merge on generation, the pipeline,
// answers attached to the client, scope (owner vs seller), reassignment and erasure
// (import, the list, updates and "Hoje": clients-list.integration.test.ts).
import { describe, expect, it } from "vitest";
import { makeAccount, makeTeam, uniqueIp } from "~/test/account-fixtures";
import { contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";

const client = (name: string, phone: string | null, email: string | null = null) => ({
  name,
  phone,
  email,
  document: null,
});

describe("clients on proposal generation", () => {
  it("the same phone (with or without 55) or e-mail is one client; a picked client wins; a new person is a new client", async () => {
    const { ownerCaller } = await makeTeam();
    const first = await ownerCaller.proposals.create(imovelDraft({ client: client("Ana Lima", "(11) 98765-4321") }));
    const samePhone = await ownerCaller.proposals.create(
      imovelDraft({ client: client("Ana B. Lima", "+55 11 98765-4321", "ana@x.com") }),
    );
    const sameEmail = await ownerCaller.proposals.create(imovelDraft({ client: client("Ana", null, "ANA@x.com") }));
    const other = await ownerCaller.proposals.create(imovelDraft({ client: client("Bruno", "(21) 91234-5678") }));
    expect(samePhone.clientId).toBe(first.clientId);
    expect(sameEmail.clientId).toBe(first.clientId);
    expect(other.clientId).not.toBe(first.clientId);
    const ana = await ownerCaller.clients.get({ id: first.clientId });
    expect(ana).toMatchObject({
      phone: "11987654321",
      email: "ana@x.com",
      status: "proposta_enviada",
      proposalCount: 3,
    });
    expect(ana.timeline.filter((t) => t.kind === "proposal")).toHaveLength(3);
    // The list counts each row's proposals with one grouped query over the page (not Prisma's _count).
    const listed = new Map((await ownerCaller.clients.list({})).items.map((c) => [c.id, c.proposalCount]));
    expect([listed.get(first.clientId), listed.get(other.clientId)]).toEqual([3, 1]);

    const picked = await ownerCaller.proposals.create(
      imovelDraft({ clientId: other.clientId, client: client("Bruno S.", null) }),
    );
    expect(picked.clientId).toBe(other.clientId);
    await expect(ownerCaller.proposals.create(imovelDraft({ clientId: "nao-existe" }))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("parallel proposals for the same new phone make one client", async () => {
    const { account, ownerCaller } = await makeTeam();
    const made = await Promise.all(
      Array.from({ length: 8 }, () =>
        ownerCaller.proposals.create(imovelDraft({ client: client("Carla", "(31) 99876-5432") })),
      ),
    );
    expect(new Set(made.map((p) => p.clientId)).size).toBe(1);
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("a seller cannot pick another seller's client, and sees only their own", async () => {
    const { ownerCaller, sellerCaller } = await makeTeam();
    const owners = await ownerCaller.proposals.create(imovelDraft({ client: client("Do Titular", "(11) 91111-2222") }));
    await expect(sellerCaller.proposals.create(imovelDraft({ clientId: owners.clientId }))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(sellerCaller.clients.get({ id: owners.clientId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const own = await sellerCaller.clients.create({ name: "Do Vendedor", phone: "(11) 93333-4444" });
    expect((await sellerCaller.clients.list({})).items.map((c) => c.id)).toEqual([own.id]);
    expect((await ownerCaller.clients.list({})).items.map((c) => c.id).sort()).toEqual(
      [own.id, owners.clientId].sort(),
    );
  });
});

describe("the pipeline", () => {
  it("a 'Tenho interesse' answer attaches to the proposal's client, and its status moves the client forward only", async () => {
    const { ownerCaller } = await makeTeam();
    const proposal = await ownerCaller.proposals.create(imovelDraft({ client: client("Dora", "(11) 95555-6666") }));
    const anonymous = createCaller(contextFor(null, { ip: uniqueIp() }));
    await anonymous.proposals.respond({
      token: proposal.publicToken,
      name: "Dora",
      phone: "(11) 95555-6666",
      message: "Quero saber mais",
    });
    const answer = await testDb.proposalResponse.findFirstOrThrow({ where: { proposalId: proposal.id } });
    expect(answer.clientId).toBe(proposal.clientId);

    await ownerCaller.proposals.setResponseStatus({ id: answer.id, status: "em_contato" });
    expect((await ownerCaller.clients.get({ id: proposal.clientId })).status).toBe("negociacao");
    await ownerCaller.proposals.setResponseStatus({ id: answer.id, status: "novo" });
    expect((await ownerCaller.clients.get({ id: proposal.clientId })).status).toBe("negociacao");
    await ownerCaller.proposals.setResponseStatus({ id: answer.id, status: "fechado" });
    const detail = await ownerCaller.clients.get({ id: proposal.clientId });
    expect(detail.status).toBe("fechado");
    expect(detail.timeline.map((t) => t.kind)).toEqual(["status", "status", "answer", "proposal"]);
    expect(detail.timeline[0]).toMatchObject({ detail: "fechado" });
  });

  it("the board moves the client's open answers along: 'Propostas de clientes' and the badges say the same", async () => {
    const { ownerCaller } = await makeTeam();
    const proposal = await ownerCaller.proposals.create(
      imovelDraft({ client: client("José 🏠 Pereira", "(11) 95555-7777") }),
    );
    const anonymous = createCaller(contextFor(null, { ip: uniqueIp() }));
    await anonymous.proposals.respond({
      token: proposal.publicToken,
      name: "José",
      phone: "(11) 95555-7777",
      message: "Pode ligar",
    });
    const statuses = async () => (await ownerCaller.proposals.responses()).map((r) => r.status);
    expect(await statuses()).toEqual(["novo"]);
    expect((await ownerCaller.clients.badge()).answers).toBe(1);
    expect(await ownerCaller.proposals.newResponsesCount()).toBe(1);

    await ownerCaller.clients.setStatus({ id: proposal.clientId, status: "negociacao" });
    expect(await statuses()).toEqual(["em_contato"]);
    expect((await ownerCaller.clients.badge()).answers).toBe(0);
    expect(await ownerCaller.proposals.newResponsesCount()).toBe(0);
    // Back to an earlier stage: the answer keeps what it became.
    await ownerCaller.clients.setStatus({ id: proposal.clientId, status: "proposta_enviada" });
    expect(await statuses()).toEqual(["em_contato"]);
    await ownerCaller.clients.setStatus({ id: proposal.clientId, status: "perdido", lostReason: "preco" });
    expect(await statuses()).toEqual(["perdido"]);
  });

  it("setStatus: any stage by hand, perdido only with a reason, each change on the timeline", async () => {
    const { ownerCaller } = await makeTeam();
    const { id } = await ownerCaller.clients.create({ name: "Eva", phone: "(11) 97777-8888" });
    await ownerCaller.clients.setStatus({ id, status: "em_contato" });
    await expect(ownerCaller.clients.setStatus({ id, status: "perdido" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await ownerCaller.clients.setStatus({ id, status: "perdido", lostReason: "financiamento" });
    const eva = await ownerCaller.clients.get({ id });
    expect(eva).toMatchObject({ status: "perdido", lostReason: "financiamento" });
    expect(eva.lastContactAt).not.toBeNull();
    expect(eva.timeline.map((t) => t.detail)).toEqual(["perdido:financiamento", "em_contato"]);
    expect((await ownerCaller.clients.list({ status: "perdido" })).items.map((c) => c.id)).toEqual([id]);
  });
});

describe("clients.reassign", () => {
  it("the owner passes a client to a seller; a seller may not; another account's seller is NOT_FOUND", async () => {
    const { owner, seller, ownerCaller, sellerCaller } = await makeTeam();
    const { id } = await ownerCaller.clients.create({ name: "Fábio", phone: "(11) 96666-1111" });
    await expect(sellerCaller.clients.reassign({ id, sellerId: seller.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const elsewhere = await makeAccount();
    await expect(ownerCaller.clients.reassign({ id, sellerId: elsewhere.owner.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    await ownerCaller.clients.reassign({ id, sellerId: seller.id });
    const seen = await sellerCaller.clients.get({ id });
    expect(seen.sellerId).toBe(seller.id);
    expect(seen.timeline[0]).toMatchObject({ kind: "reassigned", detail: seller.name, actorName: owner.name });
    expect((await sellerCaller.clients.list({})).items.map((c) => c.id)).toContain(id);
  });
});

describe("clients.erase", () => {
  it("removes name, phone, e-mail and CPF from the client, every proposal, its versions and answers; counts stay", async () => {
    const { account, ownerCaller, sellerCaller } = await makeTeam();
    const draft = imovelDraft({
      client: { name: "Gabriela Souza", phone: "(11) 94444-3333", email: "gabi@x.com", document: "529.982.247-25" },
    });
    const p1 = await ownerCaller.proposals.create(draft);
    await ownerCaller.proposals.update({ ...draft, group: "Grupo 2", id: p1.id });
    const p2 = await ownerCaller.proposals.create({ ...draft, group: "Grupo 3" });
    await createCaller(contextFor(null, { ip: uniqueIp() })).proposals.respond({
      token: p1.publicToken,
      name: "Gabriela Souza",
      phone: "(11) 94444-3333",
      message: "oi",
    });
    await testDb.proposal.update({ where: { id: p2.id }, data: { viewCount: 3 } });
    await ownerCaller.clients.addNote({ id: p1.clientId, text: "Gabriela mora em Santos" });
    const before = {
      proposals: await testDb.proposal.count({ where: { accountId: account.id } }),
      answers: await testDb.proposalResponse.count({ where: { accountId: account.id } }),
    };

    await expect(sellerCaller.clients.erase({ id: p1.clientId, confirm: "EXCLUIR" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await ownerCaller.clients.erase({ id: p1.clientId, confirm: "EXCLUIR" });

    const erased = await testDb.client.findUniqueOrThrow({ where: { id: p1.clientId } });
    expect(erased).toMatchObject({ name: "Cliente removido", phone: null, email: null, document: null, notes: "" });
    expect(erased.erasedAt).not.toBeNull();
    const everything = JSON.stringify(
      [
        await testDb.proposal.findMany({ where: { clientId: p1.clientId } }),
        await testDb.proposalVersion.findMany({ where: { proposal: { clientId: p1.clientId } } }),
        await testDb.proposalResponse.findMany({ where: { clientId: p1.clientId } }),
        await testDb.clientEvent.findMany({ where: { clientId: p1.clientId } }),
      ],
      (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v),
    );
    for (const trace of ["Gabriela", "Souza", "94444", "gabi@x.com", "52998224725", "Santos"])
      expect(everything).not.toContain(trace);
    expect(await testDb.proposalVersion.count({ where: { proposal: { clientId: p1.clientId } } })).toBe(3);
    expect({
      proposals: await testDb.proposal.count({ where: { accountId: account.id } }),
      answers: await testDb.proposalResponse.count({ where: { accountId: account.id } }),
    }).toEqual(before);
    expect(await testDb.proposal.findUniqueOrThrow({ where: { id: p2.id } })).toMatchObject({
      viewCount: 3,
      clientName: "Cliente removido",
    });
  });
});
