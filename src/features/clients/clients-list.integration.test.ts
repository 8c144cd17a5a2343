// clients.* through the real procedures on the real database: the spreadsheet import and export,
// the list and its filters, updates and "Hoje" (generation, the pipeline and erasure: clients.integration.test.ts).
import { describe, expect, it } from "vitest";
import { recordClientSignal } from "~/features/clients/timeline/signals";
import { makeTeam, uniqueIp } from "~/test/account-fixtures";
import { contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";
import { addDays, saoPauloToday } from "./days";

const client = (name: string, phone: string | null, email: string | null = null) => ({
  name,
  phone,
  email,
  document: null,
});
const csv = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("clients.import and export", () => {
  it("previews without writing, reports pt-BR errors per line, merges duplicates on confirm", async () => {
    const { account, ownerCaller } = await makeTeam();
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
    const { ownerCaller } = await makeTeam();
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
    const { owner, seller, ownerCaller, sellerCaller } = await makeTeam();
    const mine = await ownerCaller.clients.create({ name: "Do Dono", phone: "(11) 94444-0001" });
    const theirs = await sellerCaller.clients.create({ name: "Do Vendedor", phone: "(11) 94444-0002" });
    expect((await ownerCaller.clients.list({ sellerId: seller.id })).items.map((c) => c.id)).toEqual([theirs.id]);
    expect((await ownerCaller.clients.list({ sellerId: owner.id })).items.map((c) => c.id)).toEqual([mine.id]);
    expect((await ownerCaller.clients.list({})).items.map((c) => c.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect((await sellerCaller.clients.list({ sellerId: owner.id })).items.map((c) => c.id)).toEqual([theirs.id]);
  });

  it("nextContact: overdue, today, the next 7 days, none", async () => {
    const { ownerCaller } = await makeTeam();
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
    const { ownerCaller } = await makeTeam();
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
    const { ownerCaller } = await makeTeam();
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
