// Text that is no text, or that hides what it says: half a UTF-16 pair ("\ud800", which PostgreSQL
// refuses inside JSON), Unicode line breaks and invisible or direction-changing characters in names.
// Each is a 400 with a pt-BR message, never a 500, and nothing is written.
import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";
import type * as z from "zod";
import { modalityField } from "~/features/settings/fields";
import { INVISIBLE_CHAR_MESSAGE, LINE_BREAK_MESSAGE, LONE_SURROGATE_MESSAGE } from "~/lib/control-chars";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
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
    for (const refusal of refusals)
      await expect(refusal).rejects.toMatchObject({ code: "BAD_REQUEST", message: LONE_SURROGATE_MESSAGE });
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(0);
    expect(await testDb.proposal.count({ where: { accountId: account.id } })).toBe(0);
    // A whole pair (an emoji) is a character like any other.
    await expect(
      caller.clients.create({ name: "Ana Lima \ud83d\ude00", phone: "(11) 98765-4321" }),
    ).resolves.toMatchObject({ id: expect.any(String) });
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
    await expect(caller.proposals.create(imovelDraft({ client: { name } }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await testDb.client.count({ where: { accountId: account.id } })).toBe(0);
  });

  it("a BOM at the ends is trimmed away with the spaces, never stored", async () => {
    const { caller } = await owner();
    const { id } = await caller.clients.create({ name: "\uFEFFAna Lima\uFEFF", phone: "(11) 98765-4321" });
    expect((await testDb.client.findUniqueOrThrow({ where: { id } })).name).toBe("Ana Lima");
  });
});

// Every other text a person types goes through the same check (plainText in ~/lib/control-chars):
// one line of visible characters for names, groups, cities, titles and sources; notes, messages and
// descriptions keep their line breaks but refuse the rest. Each refusal is a 400 naming the field,
// with the client name's message, and leaves what was saved as it was.
describe("hostile characters in every text field", () => {
  type Caller = ReturnType<typeof callerFor>;
  type Saved = {
    owner: Caller;
    admin: Caller;
    accountId: string;
    userId: string;
    clientId: string;
    historyId: string;
    publicToken: string;
  };
  let saved: Saved;
  const history = {
    name: "Grupo 1234",
    source: "extrato da administradora",
    readOn: "2026-02-20",
    assemblies: [{ date: "2026-01-10", activeCotas: 300, drawWinners: 1, bidWinners: 2, lowestWinningBidPct: 38.5 }],
  };
  const client = { name: "Ana Lima", phone: "(11) 98765-4321", city: "Santos", notes: "linha 1\nlinha 2" };
  const templates = [{ name: "Primeiro contato", body: "Oi, {primeiro_nome}: {link}" }];

  beforeAll(async () => {
    const { account, owner } = await makeAccount({ plan: "five_users" });
    const ownerCaller = callerFor(await signIn(owner));
    const admin = callerFor(await signIn(await makeUser(account.id, "ADMIN")));
    await ownerCaller.settings.update({
      name: "Consórcios Lima",
      administradora_nome: "Administradora Alfa",
      modalidadesFonte: "extrato",
    });
    const { id: clientId } = await ownerCaller.clients.create(client);
    await ownerCaller.clients.addNote({ id: clientId, text: "ligar à tarde" });
    const { id: historyId } = await ownerCaller.groups.save(history);
    await ownerCaller.clients.saveTemplates({ templates });
    const { publicToken } = await ownerCaller.proposals.create(imovelDraft({ group: "Grupo 1234" }));
    saved = { owner: ownerCaller, admin, accountId: account.id, userId: owner.id, clientId, historyId, publicToken };
  });

  /** Everything the calls below could have written, as saved. */
  async function snapshot() {
    const where = { accountId: saved.accountId };
    return {
      settings: await testDb.settings.findUniqueOrThrow({ where }),
      clients: await testDb.client.findMany({ where, orderBy: { id: "asc" } }),
      events: await testDb.clientEvent.count({ where: { clientId: saved.clientId } }),
      histories: await testDb.groupHistory.findMany({ where }),
      templates: await testDb.whatsappTemplate.findMany({ where, orderBy: { position: "asc" } }),
      proposals: await testDb.proposal.count({ where }),
      responses: await testDb.proposalResponse.count({ where: { proposal: { accountId: saved.accountId } } }),
      users: await testDb.user.findMany({
        where,
        select: { id: true, name: true, phone: true },
        orderBy: { id: "asc" },
      }),
      bankRates: await testDb.bankRate.count({ where: { bank: { startsWith: "Banco Hostil" } } }),
    };
  }

  const description = modalityField.description("fixo");
  // [field, path of the refused field, the call with the hostile text in that field]
  const singleLine: Array<[string, string, (text: string) => Promise<unknown>]> = [
    ["settings.update: company name", "name", (t) => saved.owner.settings.update({ name: `Consórcios ${t}Lima` })],
    [
      "settings.update: administradora name",
      "administradora_nome",
      (t) => saved.owner.settings.update({ administradora_nome: `Administradora ${t}Alfa` }),
    ],
    [
      "settings.update: default group",
      "imovel.group",
      (t) => saved.owner.settings.update({ imovel: { group: `Grupo ${t}1234` } }),
    ],
    [
      "settings.update: modality title",
      modalityField.title("fixo"),
      (t) => saved.owner.settings.update({ [modalityField.title("fixo")]: `Lance ${t}fixo` }),
    ],
    [
      "settings.update: modality percents' source",
      "modalidadesFonte",
      (t) => saved.owner.settings.update({ modalidadesFonte: `extrato ${t}da administradora` }),
    ],
    ["proposals.create: group", "group", (t) => saved.owner.proposals.create(imovelDraft({ group: `Grupo ${t}1234` }))],
    [
      "groups.save: group",
      "name",
      (t) => saved.owner.groups.save({ ...history, id: saved.historyId, name: `Grupo ${t}1234` }),
    ],
    [
      "groups.save: source",
      "source",
      (t) => saved.owner.groups.save({ ...history, id: saved.historyId, source: `extrato ${t}da administradora` }),
    ],
    [
      "clients.update: city",
      "city",
      (t) => saved.owner.clients.update({ ...client, id: saved.clientId, city: `San${t}tos` }),
    ],
    [
      "users.updateProfile: the seller's own name",
      "name",
      (t) => saved.owner.users.updateProfile({ name: `Bia ${t}Vendedora`, phone: "" }),
    ],
    [
      "users.addSeller: name",
      "name",
      (t) =>
        saved.owner.users.addSeller({
          name: `Caio ${t}Souza`,
          email: "caio.hostil@example.com",
          password: "cavalo-bateria-grampo-9",
        }),
    ],
    [
      "clients.saveTemplates: template name",
      "templates.0.name",
      (t) => saved.owner.clients.saveTemplates({ templates: [{ ...templates[0]!, name: `Primeiro ${t}contato` }] }),
    ],
    [
      "admin.saveBankRate: bank",
      "bank",
      (t) =>
        saved.admin.admin.saveBankRate({
          bank: `Banco Hostil ${t}S.A.`,
          kind: "imovel",
          annualRatePct: 11,
          checkedAt: "2026-01-10",
          sourceUrl: "",
        }),
    ],
  ];
  const multiLine: Array<[string, string, (text: string) => Promise<unknown>]> = [
    [
      "clients.update: notes",
      "notes",
      (t) => saved.owner.clients.update({ ...client, id: saved.clientId, notes: `linha 1\n${t}linha 2` }),
    ],
    [
      "clients.addNote: text",
      "text",
      (t) => saved.owner.clients.addNote({ id: saved.clientId, text: `ligar ${t}amanhã` }),
    ],
    [
      "settings.update: modality description",
      description,
      (t) => saved.owner.settings.update({ [description]: `Lance fixo\n${t}de 30 %` }),
    ],
    [
      "clients.saveTemplates: template body",
      "templates.0.body",
      (t) => saved.owner.clients.saveTemplates({ templates: [{ ...templates[0]!, body: `Oi ${t}{link}` }] }),
    ],
    [
      "proposals.respond: message",
      "message",
      (t) =>
        callerFor(null).proposals.respond({
          token: saved.publicToken,
          name: "Bruna Lead",
          phone: "(11) 98765-4321",
          message: `Quero ${t}saber`,
        }),
    ],
  ];
  const breaks = [
    ["U+2028", "\u2028", LINE_BREAK_MESSAGE],
    ["U+0085", "\u0085", LINE_BREAK_MESSAGE],
  ] as const;
  const invisible = [
    ["U+202E", "\u202E", INVISIBLE_CHAR_MESSAGE],
    ["U+200B", "\u200B", INVISIBLE_CHAR_MESSAGE],
    ["BOM", "\uFEFF", INVISIBLE_CHAR_MESSAGE],
  ] as const;
  const cases = [
    ...singleLine.flatMap(([field, path, call]) =>
      [...breaks, ...invisible].map(([name, text, message]) => [field, name, path, call, text, message] as const),
    ),
    ...multiLine.flatMap(([field, path, call]) =>
      invisible.map(([name, text, message]) => [field, name, path, call, text, message] as const),
    ),
  ];

  it.each(cases)(
    "%s holding %s is a 400 with the message beside the field; nothing saved changes",
    async (_field, _name, path, call, text, message) => {
      const before = await snapshot();
      const error = await call(text).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(TRPCError);
      expect(error).toMatchObject({ code: "BAD_REQUEST" });
      const issues = ((error as TRPCError).cause as z.ZodError).issues.map((issue) => [
        issue.path.join("."),
        issue.message,
      ]);
      expect(issues).toContainEqual([path, message]);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("a phone keeps only its digits: the direction marks WhatsApp copies around a number are dropped, not stored", async () => {
    await saved.owner.users.updateProfile({ name: "Bia Vendedora", phone: "\u202A+55 11 98765-4321\u202C" });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: saved.userId }, select: { phone: true } })).toEqual({
      phone: "11987654321",
    });
    const { id } = await saved.owner.clients.create({ name: "Caio Lima", phone: "\u202A(11) 91234-\u200B5678\u202C" });
    expect(await testDb.client.findUniqueOrThrow({ where: { id }, select: { phone: true } })).toEqual({
      phone: "11912345678",
    });
  });

  it("notes, messages and descriptions keep their line breaks, Unicode's too", async () => {
    const notes = "linha 1\u2028linha 2\r\nlinha 3";
    await saved.owner.clients.update({ ...client, id: saved.clientId, notes });
    expect((await testDb.client.findUniqueOrThrow({ where: { id: saved.clientId } })).notes).toBe(notes);
    await saved.owner.clients.update({ ...client, id: saved.clientId });
  });
});
