// clients.* through the real procedures on the real database: merge on generation, the pipeline,
// answers attached to the client, scope (owner vs seller), reassignment, erasure, import and "Hoje".
import { describe, expect, it } from "vitest";
import { recordClientSignal } from "~/features/clients/timeline/signals";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";
import { addDays, saoPauloToday } from "./days";

async function team() {
  const { account, owner } = await makeAccount({ plan: "ten_users" });
  const seller = await makeUser(account.id, "SELLER");
  return {
    account,
    owner,
    seller,
    ownerCaller: callerFor(await signIn(owner)),
    sellerCaller: callerFor(await signIn(seller)),
  };
}

const client = (name: string, phone: string | null, email: string | null = null) => ({
  name,
  phone,
  email,
  document: null,
});
const csv = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("clients on proposal generation", () => {
  it("the same phone (with or without 55) or e-mail is one client; a picked client wins; a new person is a new client", async () => {
    const { ownerCaller } = await team();
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
    const { account, ownerCaller } = await team();
    const made = await Promise.all(
      Array.from({ length: 8 }, () =>
        ownerCaller.proposals.create(imovelDraft({ client: client("Carla", "(31) 99876-5432") })),
      ),
    );
    expect(new Set(made.map((p) => p.clientId)).size).toBe(1);
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(1);
  });

  it("a seller cannot pick another seller's client, and sees only their own", async () => {
    const { ownerCaller, sellerCaller } = await team();
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
    const { ownerCaller } = await team();
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
    const { ownerCaller } = await team();
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
    const { ownerCaller } = await team();
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
    const { owner, seller, ownerCaller, sellerCaller } = await team();
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
    const { account, ownerCaller, sellerCaller } = await team();
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

describe("clients.import and export", () => {
  it("previews without writing, reports pt-BR errors per line, merges duplicates on confirm", async () => {
    const { account, ownerCaller } = await team();
    const { id: existing } = await ownerCaller.clients.create({ name: "Helena", phone: "(11) 92222-1111" });
    const file = csv(
      [
        "Nome;Celular;E-mail;CPF;Cidade;Origem",
        "Helena Prado;11 92222-1111;helena@x.com;;Campinas;Indicação",
        "Igor;(21) 98888-7777;;;Rio;Instagram",
        "Igor Duplicado;;;;;",
        "Jú;123;nao-e-email;111.111.111-11;;",
        "Igor Outra Linha;21988887777;igor@x.com;;;",
      ].join("\n"),
    );
    const preview = await ownerCaller.clients.import({ fileBase64: file });
    expect(preview.written).toBe(false);
    expect(preview.rows.map((r) => [r.line, r.action])).toEqual([
      [2, "merge"],
      [3, "create"],
      [4, "skip"],
      [5, "skip"],
      [6, "merge"],
    ]);
    expect(preview.rows[2]?.errors).toEqual(["Informe o telefone ou o e-mail."]);
    expect(preview.rows[3]?.errors.join(" ")).toMatch(
      /Telefone: Informe o telefone com DDD.*E-mail: E-mail inválido.*CPF: CPF inválido/,
    );
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(1);

    const done = await ownerCaller.clients.import({ fileBase64: file, confirm: true });
    expect(done).toMatchObject({ written: true, created: 1, merged: 2 });
    const rows = await testDb.client.findMany({ where: { accountId: account.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.name, r.phone, r.email])).toEqual([
      ["Helena", "11922221111", "helena@x.com"],
      ["Igor", "21988887777", "igor@x.com"],
    ]);
    expect(rows[1]).toMatchObject({ city: "Rio", source: "instagram" });
    expect(rows[0]?.id).toBe(existing);

    const exported = await ownerCaller.clients.export();
    expect(exported.csv.split("\r\n")[0]).toBe(
      "\uFEFFNome;Telefone;E-mail;CPF;Cidade;Origem;Observações;Status;Próximo contato;Vendedor;Cliente desde",
    );
    expect(exported.csv).toContain("Igor;21988887777;igor@x.com;;Rio;Instagram;;Novo;");
  });
});

describe("clients.list", () => {
  it("searches by name (contains, any case), phone digits or e-mail, and pages by last activity with a cursor", async () => {
    const { ownerCaller } = await team();
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1)
      made.push(
        (
          await ownerCaller.clients.create({
            name: `Cliente Número ${i}`,
            phone: `(11) 9${i}000-000${i}`,
            email: `c${i}@x.com`,
          })
        ).id,
      );
    expect((await ownerCaller.clients.list({ search: "NÚMERO 3" })).items.map((c) => c.id)).toEqual([made[3]]);
    expect((await ownerCaller.clients.list({ search: "92000" })).items.map((c) => c.id)).toEqual([made[2]]);
    expect((await ownerCaller.clients.list({ search: "c4@x" })).items.map((c) => c.id)).toEqual([made[4]]);
    const first = await ownerCaller.clients.list({ limit: 2 });
    const second = await ownerCaller.clients.list({ limit: 2, cursor: first.nextCursor! });
    const third = await ownerCaller.clients.list({ limit: 2, cursor: second.nextCursor! });
    expect([...first.items, ...second.items, ...third.items].map((c) => c.id)).toEqual([...made].reverse());
    expect(third.nextCursor).toBeNull();
  });
});

describe("clients.list filters", () => {
  const day = (offset: number) => addDays(saoPauloToday(new Date()), offset).toISOString().slice(0, 10);

  it("sellerId: the owner sees one seller's clients; a seller's own filter cannot widen their scope", async () => {
    const { owner, seller, ownerCaller, sellerCaller } = await team();
    const mine = await ownerCaller.clients.create({ name: "Do Dono", phone: "(11) 94444-0001" });
    const theirs = await sellerCaller.clients.create({ name: "Do Vendedor", phone: "(11) 94444-0002" });
    expect((await ownerCaller.clients.list({ sellerId: seller.id })).items.map((c) => c.id)).toEqual([theirs.id]);
    expect((await ownerCaller.clients.list({ sellerId: owner.id })).items.map((c) => c.id)).toEqual([mine.id]);
    expect((await ownerCaller.clients.list({})).items.map((c) => c.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect((await sellerCaller.clients.list({ sellerId: owner.id })).items.map((c) => c.id)).toEqual([theirs.id]);
  });

  it("nextContact: overdue, today, the next 7 days, none", async () => {
    const { ownerCaller } = await team();
    const make = async (name: string, phone: string, nextContactOn: string | null) =>
      (await ownerCaller.clients.create({ name, phone, nextContactOn })).id;
    const overdue = await make("Atrasado", "(11) 94444-1001", day(-2));
    const today = await make("Hoje Mesmo", "(11) 94444-1002", day(0));
    const week = await make("Semana", "(11) 94444-1003", day(6));
    const later = await make("Depois", "(11) 94444-1004", day(7));
    const none = await make("Sem Data", "(11) 94444-1005", null);
    const ids = async (nextContact: "overdue" | "today" | "week" | "none") =>
      (await ownerCaller.clients.list({ nextContact })).items.map((c) => c.id).sort();
    expect(await ids("overdue")).toEqual([overdue]);
    expect(await ids("today")).toEqual([today]);
    expect(await ids("week")).toEqual([today, week].sort());
    expect(await ids("none")).toEqual([none]);
    expect((await ownerCaller.clients.list({})).items.map((c) => c.id)).toContain(later);
  });
});

describe("clients.update", () => {
  it("saves the client's own fields; a bad CPF changes nothing; a new LGPD basis gets a new date", async () => {
    const { ownerCaller } = await team();
    const { id } = await ownerCaller.clients.create({
      name: "Carla Dias",
      phone: "(11) 94444-2001",
      nextContactOn: "2030-01-02",
    });
    const before = await ownerCaller.clients.get({ id });
    const fields = {
      id,
      name: "Carla M. Dias",
      phone: "(11) 94444-2001",
      email: "carla@x.com",
      document: "529.982.247-25",
      city: "Santos",
      source: "instagram" as const,
      notes: "Prefere à tarde",
      lgpdBasis: before.lgpdBasis,
      nextContactOn: "2030-01-02",
    };
    await ownerCaller.clients.update(fields);
    const after = await ownerCaller.clients.get({ id });
    expect(after).toMatchObject({
      name: "Carla M. Dias",
      email: "carla@x.com",
      document: "52998224725",
      city: "Santos",
      source: "instagram",
      notes: "Prefere à tarde",
      nextContactOn: "2030-01-02",
    });
    expect(after.lgpdBasisAt).toEqual(before.lgpdBasisAt);

    await expect(
      ownerCaller.clients.update({ ...fields, name: "Outro Nome", document: "529.982.247-26" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await ownerCaller.clients.get({ id })).toMatchObject({ name: "Carla M. Dias", document: "52998224725" });

    await ownerCaller.clients.update({ ...fields, lgpdBasis: "consentimento" });
    const consented = await ownerCaller.clients.get({ id });
    expect(consented.lgpdBasis).toBe("consentimento");
    expect(consented.lgpdBasisAt.getTime()).toBeGreaterThan(before.lgpdBasisAt.getTime());
  });
});

describe("clients.today", () => {
  it("due contacts, hot clients (two opens or a PDF in 48 h, not contacted since) and new answers", async () => {
    const { ownerCaller } = await team();
    const hot = await ownerCaller.proposals.create(imovelDraft({ client: client("Quente", "(11) 91212-3434") }));
    const pdf = await ownerCaller.proposals.create(imovelDraft({ client: client("PDF", "(11) 95656-7878") }));
    const once = await ownerCaller.proposals.create(imovelDraft({ client: client("Uma vez", "(11) 93434-5656") }));
    await recordClientSignal(
      testDb,
      hot.publicToken,
      "view",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
    );
    await recordClientSignal(testDb, hot.publicToken, "view", "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0");
    await recordClientSignal(testDb, pdf.publicToken, "pdf", null);
    await recordClientSignal(testDb, once.publicToken, "view", null);
    const { id: due } = await ownerCaller.clients.create({
      name: "Ligar hoje",
      phone: "(11) 97878-9090",
      nextContactOn: "2020-01-01",
    });
    await createCaller(contextFor(null, { ip: uniqueIp() })).proposals.respond({
      token: once.publicToken,
      name: "Uma vez",
      phone: "(11) 93434-5656",
    });

    const today = await ownerCaller.clients.today();
    expect(today.due.map((c) => c.id)).toEqual([due]);
    expect(today.hot.map((c) => [c.id, c.reason]).sort()).toEqual(
      [
        [hot.clientId, "views"],
        [pdf.clientId, "pdf"],
      ].sort(),
    );
    expect(today.newAnswers.map((a) => a.clientId)).toEqual([once.clientId]);
    const timeline = (await ownerCaller.clients.get({ id: hot.clientId })).timeline;
    expect(
      timeline
        .filter((t) => t.kind === "view")
        .map((t) => t.detail)
        .sort(),
    ).toEqual(["celular", "computador"]);

    await ownerCaller.clients.logContact({ id: hot.clientId, kind: "whatsapp", proposalId: hot.id });
    expect((await ownerCaller.clients.today()).hot.map((c) => c.id)).toEqual([pdf.clientId]);
    expect((await ownerCaller.clients.get({ id: hot.clientId })).timeline[0]).toMatchObject({
      kind: "whatsapp",
      proposalId: hot.id,
    });
  });
});
