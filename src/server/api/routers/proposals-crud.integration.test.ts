import { describe, expect, it } from "vitest";
import { compareImovel, ENGINE_VERSION, IMOVEL_DEFAULT_PARAMS } from "~/features/simulators/engine";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft, veiculoDraft } from "~/test/proposal-fixtures";

async function team() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  const other = await makeUser(account.id, "SELLER");
  return {
    account,
    owner: callerFor(await signIn(owner)),
    seller: callerFor(await signIn(seller)),
    other: callerFor(await signIn(other)),
    sellerId: seller.id,
  };
}

describe("proposals.create and get", () => {
  it("stores the client, a version-1 snapshot with the engine's results and version, and a ≥128-bit link", async () => {
    const { seller, sellerId } = await team();
    const created = await seller.proposals.create(imovelDraft());
    expect(created).toMatchObject({
      kind: "imovel",
      clientName: "Ana Cliente",
      clientPhone: "11987654321",
      clientEmail: "ana@example.com",
      clientDocument: "52998224725",
      sellerId,
      currentVersion: 1,
      status: "nao_vista",
      viewCount: 0,
      revokedAt: null,
    });
    expect(created.publicToken).toMatch(/^[A-Za-z0-9_-]{24}$/); // 18 random bytes = 144 bits
    expect(created.snapshot.engineVersion).toBe(ENGINE_VERSION);
    expect(created.snapshot.inputs.sections).toEqual({ scenarios: true, modalities: true, monthTable: false });
    expect(created.snapshot.results.comparison).toEqual(
      JSON.parse(JSON.stringify(compareImovel(IMOVEL_DEFAULT_PARAMS))),
    );
    // The list's figure is the verdict's first claim: at 2 % a.m. (above the band) the market basis,
    // where the default consórcio costs more than the SAC.
    const verdict = created.snapshot.inputs.verdict;
    expect(verdict).toMatchObject({ basis: "market", kind: "costs-more", reference: { series: 20772 } });
    expect(created).toMatchObject({ verdictKind: "costs-more", verdictBasis: "market" });
    expect(created.savingCents).toBe(Math.round((verdict?.market?.difference ?? Number.NaN) * 100));
    // The list's qualifiers are stored with it: the typed rate's figure and the wealth at the end.
    expect(created.verdictDetail).toEqual({
      typedAnnualPct: verdict?.band.typedAnnualPct,
      typedKind: verdict?.typed.kind,
      typedCents: Math.round((verdict?.typed.difference ?? Number.NaN) * 100),
      wealthCents: Math.round((verdict?.market?.wealth.difference ?? Number.NaN) * 100),
    });
    expect(created.savingCents).toBeLessThan(0);
    expect(created.creditCents).toBe(50_000_000);
    expect(await seller.proposals.get({ id: created.id })).toEqual(created);
  });

  it('refuses "economia" in the group when the verdict is not saves, and stores nothing; allows it when it saves', async () => {
    const { account, seller } = await team();
    const before = await testDb.proposal.count({ where: { accountId: account.id } });
    const refused = await seller.proposals
      .create(imovelDraft({ group: "Grupo Economia 1040" }))
      .catch((e: unknown) => e);
    expect(JSON.stringify(refused)).toContain(
      'Grupo: não fale em \\"economia\\": nesta simulação o consórcio custa mais que o financiamento.',
    );
    expect(await testDb.proposal.count({ where: { accountId: account.id } })).toBe(before);
    // The default vehicle saves at its typed rate (inside the band): the same word is allowed.
    const saved = await seller.proposals.create(veiculoDraft({ group: "Grupo Economia 1040" }));
    expect(saved).toMatchObject({ verdictKind: "saves", verdictBasis: "typed" });
  });

  it("refuses a bad CPF, phone or e-mail with pt-BR messages and stores nothing", async () => {
    const { account, seller } = await team();
    const error = await seller.proposals
      .create(imovelDraft({ client: { name: "A", phone: "123", email: "x@", document: "123.456.789-00" } }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    const messages = (error as { cause: { issues: { path: PropertyKey[]; message: string }[] } }).cause.issues.map(
      (i) => [i.path.join("."), i.message],
    );
    expect(messages).toEqual([
      ["client.name", "Informe o nome do cliente (pelo menos 2 letras)."],
      ["client.phone", "Informe o telefone com DDD, por exemplo (11) 98765-4321."],
      ["client.email", "E-mail inválido. Confira o endereço, por exemplo nome@exemplo.com."],
      ["client.document", "CPF inválido. Confira os 11 dígitos."],
    ]);
    expect(await testDb.proposal.count({ where: { accountId: account.id } })).toBe(0);
  });

  it("writes the proposal and its snapshot in one transaction: a failing snapshot leaves no proposal", async () => {
    const { account, seller } = await team();
    // A trigger that refuses this account's snapshot insert makes the second write of create fail.
    await testDb.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION refuse_snapshot() RETURNS trigger AS $$
      BEGIN IF NEW."accountId" = '${account.id}' THEN RAISE EXCEPTION 'snapshot refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await testDb.$executeRawUnsafe(
      `CREATE TRIGGER refuse_snapshot BEFORE INSERT ON "ProposalVersion" FOR EACH ROW EXECUTE FUNCTION refuse_snapshot()`,
    );
    try {
      await expect(seller.proposals.create(imovelDraft())).rejects.toThrow();
      expect(await testDb.proposal.count({ where: { accountId: account.id } })).toBe(0);
    } finally {
      await testDb.$executeRawUnsafe(`DROP TRIGGER refuse_snapshot ON "ProposalVersion"`);
      await testDb.$executeRawUnsafe(`DROP FUNCTION refuse_snapshot()`);
    }
    await expect(seller.proposals.create(imovelDraft())).resolves.toHaveProperty("currentVersion", 1);
  });
});

describe("proposals.update and duplicate", () => {
  it("editing adds a version and keeps the old snapshot as it was; the link stays", async () => {
    const { seller } = await team();
    const v1 = await seller.proposals.create(imovelDraft());
    const params = { ...IMOVEL_DEFAULT_PARAMS, value: 800_000 };
    const v2 = await seller.proposals.update({ id: v1.id, ...imovelDraft({ simulation: { kind: "imovel", params } }) });
    expect(v2).toMatchObject({ currentVersion: 2, creditCents: 80_000_000, publicToken: v1.publicToken });
    expect(v2.snapshot.results.comparison.consorcio.schedule.rows[0]?.credit).toBeCloseTo(800_000, 6);

    const versions = await testDb.proposalVersion.findMany({
      where: { proposalId: v1.id },
      orderBy: { version: "asc" },
    });
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect((versions[0]?.inputs as { params: { value: number } }).params.value).toBe(500_000);
  });

  it("concurrent edits get distinct versions", async () => {
    const { seller } = await team();
    const p = await seller.proposals.create(veiculoDraft());
    await Promise.all(
      [1, 2, 3].map((n) => seller.proposals.update({ id: p.id, ...veiculoDraft({ group: `Grupo ${n}` }) })),
    );
    const versions = await testDb.proposalVersion.findMany({ where: { proposalId: p.id }, select: { version: true } });
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2, 3, 4]);
    expect((await seller.proposals.get({ id: p.id })).currentVersion).toBe(4);
  });

  it("settings changed later never alter a saved snapshot", async () => {
    const { account, seller } = await team();
    const p = await seller.proposals.create(imovelDraft());
    const settings = await testDb.settings.findUniqueOrThrow({ where: { accountId: account.id } });
    const modalities = (settings.modalities as { key: string; percent: number }[]).map((m) => ({
      ...m,
      percent: 30,
      title: "Outro",
    }));
    await testDb.settings.update({ where: { accountId: account.id }, data: { modalities } });
    expect(await seller.proposals.get({ id: p.id })).toEqual(p);
  });

  it("duplicate makes a new proposal with a new link, version 1 and the same snapshot", async () => {
    const { seller } = await team();
    const p = await seller.proposals.create(imovelDraft());
    const copy = await seller.proposals.duplicate({ id: p.id });
    expect(copy.id).not.toBe(p.id);
    expect(copy.publicToken).not.toBe(p.publicToken);
    expect(copy).toMatchObject({ currentVersion: 1, clientName: p.clientName, viewCount: 0 });
    expect(copy.snapshot.results).toEqual(p.snapshot.results);
  });
});

describe("proposals.list", () => {
  it("pages newest first by cursor, searches by client and filters by kind, status and date", async () => {
    const { owner } = await team();
    const made = [];
    for (let i = 0; i < 5; i += 1)
      made.push(await owner.proposals.create(imovelDraft({ client: { name: `Cliente ${i}` } })));
    made.push(
      await owner.proposals.create(veiculoDraft({ client: { name: "Zélia Veículo", phone: "21 99876-5432" } })),
    );

    const first = await owner.proposals.list({ limit: 4 });
    expect(first.items.map((p) => p.clientName)).toEqual(["Zélia Veículo", "Cliente 4", "Cliente 3", "Cliente 2"]);
    const second = await owner.proposals.list({ limit: 4, cursor: first.nextCursor ?? "" });
    expect(second.items.map((p) => p.clientName)).toEqual(["Cliente 1", "Cliente 0"]);
    expect(second.nextCursor).toBeNull();

    expect((await owner.proposals.list({ search: "zélia" })).items.map((p) => p.clientName)).toEqual(["Zélia Veículo"]);
    expect((await owner.proposals.list({ search: "99876" })).items.map((p) => p.clientName)).toEqual(["Zélia Veículo"]);
    expect((await owner.proposals.list({ kind: "veiculo" })).items).toHaveLength(1);

    await owner.proposals.revokeLink({ id: made[0]!.id });
    await testDb.proposal.update({ where: { id: made[1]!.id }, data: { viewCount: 3 } });
    expect((await owner.proposals.list({ status: "revogada" })).items.map((p) => p.id)).toEqual([made[0]!.id]);
    expect((await owner.proposals.list({ status: "vista" })).items.map((p) => p.id)).toEqual([made[1]!.id]);
    expect((await owner.proposals.list({ status: "nao_vista" })).items).toHaveLength(4);

    // 02:30 UTC on 1 Nov is still 31 Oct in São Paulo.
    await testDb.proposal.update({ where: { id: made[2]!.id }, data: { createdAt: new Date("2026-11-01T02:30:00Z") } });
    expect((await owner.proposals.list({ from: "2026-10-31", to: "2026-10-31" })).items.map((p) => p.id)).toEqual([
      made[2]!.id,
    ]);
    expect((await owner.proposals.list({ from: "2026-11-01", to: "2026-11-01" })).items).toHaveLength(0);
  });

  it("pages through proposals created in the same millisecond without skipping or repeating one", async () => {
    const { account, owner } = await team();
    for (let i = 0; i < 3; i += 1) await owner.proposals.create(imovelDraft({ client: { name: `Empate ${i}` } }));
    await testDb.proposal.updateMany({
      where: { accountId: account.id },
      data: { createdAt: new Date("2026-11-20T12:00:00Z") },
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await owner.proposals.list({ limit: 1, cursor });
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const ids = (await testDb.proposal.findMany({ where: { accountId: account.id }, select: { id: true } }))
      .map((p) => p.id)
      .sort()
      .reverse();
    expect(seen).toEqual(ids);
  });

  it("a tampered cursor is a pt-BR validation error", async () => {
    const { owner } = await team();
    await expect(owner.proposals.list({ cursor: "bm90LWEtY3Vyc29y" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Página inválida. Recarregue a lista.",
    });
  });
});

describe("isolation", () => {
  it("a seller sees only their own proposals; the owner sees every seller's of the account", async () => {
    const { owner, seller, other } = await team();
    const mine = await seller.proposals.create(imovelDraft());
    const theirs = await other.proposals.create(veiculoDraft());
    expect((await seller.proposals.list({})).items.map((p) => p.id)).toEqual([mine.id]);
    expect((await owner.proposals.list({})).items.map((p) => p.id)).toEqual([theirs.id, mine.id]);

    for (const call of [
      () => seller.proposals.get({ id: theirs.id }),
      () => seller.proposals.update({ id: theirs.id, ...veiculoDraft() }),
      () => seller.proposals.duplicate({ id: theirs.id }),
      () => seller.proposals.revokeLink({ id: theirs.id }),
      () => seller.proposals.delete({ id: theirs.id }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    const untouched = await owner.proposals.get({ id: theirs.id });
    expect(untouched).toMatchObject({ currentVersion: 1, revokedAt: null });

    await owner.proposals.revokeLink({ id: mine.id });
    await owner.proposals.delete({ id: theirs.id });
    expect((await owner.proposals.list({})).items.map((p) => p.id)).toEqual([mine.id]);
  });

  it("another account's proposals are NOT_FOUND for every procedure, even for its owner", async () => {
    const a = await team();
    const b = await team();
    const p = await b.seller.proposals.create(imovelDraft());
    for (const call of [
      () => a.owner.proposals.get({ id: p.id }),
      () => a.owner.proposals.update({ id: p.id, ...imovelDraft() }),
      () => a.owner.proposals.duplicate({ id: p.id }),
      () => a.owner.proposals.revokeLink({ id: p.id }),
      () => a.owner.proposals.delete({ id: p.id }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await a.owner.proposals.list({})).items).toEqual([]);
    expect(await b.owner.proposals.get({ id: p.id })).toMatchObject({ revokedAt: null, currentVersion: 1 });
  });

  it("needs a paid account and a session", async () => {
    const { owner } = await makeAccount({ status: "PENDING_PAYMENT" });
    const caller = callerFor(await signIn(owner));
    await expect(caller.proposals.list({})).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
    await expect(callerFor(null).proposals.create(imovelDraft())).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
