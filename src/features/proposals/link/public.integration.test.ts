import { describe, expect, it } from "vitest";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createCaller } from "~/server/api/root";
import { POST as sendBeacon } from "~/app/public/propostas/[token]/view/route";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { exportData } from "~/features/privacy/server";
import { publicPageFingerprint, RESPONSE_LIMIT } from "./public";
import { loadProposalDocument } from "./load";
import { claimVisit, type VisitClaim } from "./visit-claim";

const recordView = (db: typeof testDb, token: string, claim: VisitClaim) => claimVisit(db, token, "view", claim);

async function setup() {
  const { account, owner } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  const sellerCaller = callerFor(await signIn(seller));
  const proposal = await sellerCaller.proposals.create(imovelDraft({ client: { name: "Ana <b>Cliente</b>" } }));
  const ownerSession = await signIn(owner);
  return { account, owner: callerFor(ownerSession), ownerSession, seller, sellerCaller, proposal };
}

const anonymous = (ip = uniqueIp()) => createCaller(contextFor(null, { ip, userAgent: "Mozilla/5.0 (iPhone)" }));

describe("public link", () => {
  it("answers the latest snapshot with the seller's brand; revoked or unknown tokens answer nothing", async () => {
    const { sellerCaller, proposal } = await setup();
    const page = await loadProposalDocument(testDb, { token: proposal.publicToken });
    expect(page).toMatchObject({ id: proposal.id, clientName: "Ana <b>Cliente</b>", snapshot: { version: 1 } });
    expect(page?.brand.colors.slider).toMatch(/^#/);
    expect(page?.brand.logo).toEqual({ light: "/logo.svg", dark: "/logo.svg", custom: false });

    await sellerCaller.proposals.update({ id: proposal.id, ...imovelDraft({ client: { name: "Ana Editada" } }) });
    expect((await loadProposalDocument(testDb, { token: proposal.publicToken }))?.snapshot).toMatchObject({
      version: 2,
      inputs: { client: { name: "Ana Editada" } },
    });

    expect(await loadProposalDocument(testDb, { token: "AAAAAAAAAAAAAAAAAAAAAAAA" })).toBeNull();
    expect(await loadProposalDocument(testDb, { token: "../../etc" })).toBeNull();
    await sellerCaller.proposals.revokeLink({ id: proposal.id });
    expect(await loadProposalDocument(testDb, { token: proposal.publicToken })).toBeNull();
    await expect(
      anonymous().proposals.respond({ token: proposal.publicToken, name: "Ana", phone: "11987654321" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("counts views: total, first and last; never the seller's own account, never a revoked link", async () => {
    const { account, sellerCaller, proposal } = await setup();
    const t1 = new Date("2026-11-20T12:00:00Z");
    const t2 = new Date("2026-11-21T12:00:00Z");
    expect(await recordView(testDb, proposal.publicToken, { visitor: "a", now: t1 })).toBe(true);
    await Promise.all([
      recordView(testDb, proposal.publicToken, { visitor: "b", now: t2 }),
      recordView(testDb, proposal.publicToken, { visitor: "c", now: t2 }),
    ]);
    expect(await recordView(testDb, proposal.publicToken, { visitor: "d", exceptAccountId: account.id })).toBe(false);
    expect(await sellerCaller.proposals.get({ id: proposal.id })).toMatchObject({
      viewCount: 3,
      firstViewedAt: t1,
      lastViewedAt: t2,
      status: "vista",
    });
    await sellerCaller.proposals.revokeLink({ id: proposal.id });
    expect(await recordView(testDb, proposal.publicToken, { visitor: "e" })).toBe(false);
    expect(await recordView(testDb, "../../etc", { visitor: "e" })).toBe(false);
    expect((await sellerCaller.proposals.get({ id: proposal.id })).viewCount).toBe(3);
  });

  it("counts one view per visitor per proposal in 30 minutes, however many arrive at once", async () => {
    const { sellerCaller, proposal } = await setup();
    const t0 = new Date("2026-11-20T12:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const counted = await Promise.all(
      Array.from({ length: 20 }, () => recordView(testDb, proposal.publicToken, { visitor: "phone", now: t0 })),
    );
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await recordView(testDb, proposal.publicToken, { visitor: "phone", now: at(29) })).toBe(false);
    expect(await recordView(testDb, proposal.publicToken, { visitor: "laptop", now: at(29) })).toBe(true);
    expect(await recordView(testDb, proposal.publicToken, { visitor: "phone", now: at(30) })).toBe(true);
    expect(await recordView(testDb, proposal.publicToken, { visitor: "phone", now: at(31) })).toBe(false);
    expect((await sellerCaller.proposals.get({ id: proposal.id })).viewCount).toBe(3);
  });

  it("200 beacons from one phone count one view; another phone counts its own", async () => {
    const { sellerCaller, proposal } = await setup();
    const phone = { ip: uniqueIp(), userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" };
    const beacon = (who: { ip: string; userAgent: string }) =>
      sendBeacon(
        new Request(`http://localhost/public/propostas/${proposal.publicToken}/view`, {
          method: "POST",
          headers: { [SOCKET_ADDRESS_HEADER]: who.ip, "user-agent": who.userAgent, "sec-fetch-site": "same-origin" },
        }),
        { params: Promise.resolve({ token: proposal.publicToken }) },
      );
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => beacon(phone)));
      expect(answers.every((a) => a.status === 204)).toBe(true);
    }
    expect((await sellerCaller.proposals.get({ id: proposal.id })).viewCount).toBe(1);
    await beacon({ ip: uniqueIp(), userAgent: phone.userAgent });
    expect((await sellerCaller.proposals.get({ id: proposal.id })).viewCount).toBe(2);
  });
});

describe("public page fingerprint (what the page cache checks on every request)", () => {
  it("moves when the proposal, its seller or the brand changes; not when a view is counted; null when revoked", async () => {
    const { account, owner, seller, sellerCaller, proposal } = await setup();
    const current = () => publicPageFingerprint(testDb, proposal.publicToken);
    const seen = new Set<string>();
    const fresh = async () => {
      const fingerprint = await current();
      expect(fingerprint).toEqual(expect.any(String));
      expect(seen.has(fingerprint!)).toBe(false);
      seen.add(fingerprint!);
    };
    await fresh();
    const before = await current();
    await recordView(testDb, proposal.publicToken, { visitor: "v" });
    expect(await current()).toBe(before);

    await sellerCaller.proposals.update({ id: proposal.id, ...imovelDraft({ client: { name: "Ana Editada" } }) });
    await fresh();
    await owner.settings.update({ color_slider: "#0f9d58" });
    await fresh();
    await testDb.user.update({ where: { id: seller.id }, data: { name: "Vendedor Renomeado" } });
    await fresh();
    // A fix made by hand in SQL (no updatedAt moved) is seen too.
    await testDb.$executeRaw`UPDATE "Settings" SET "whatsapp" = '11955554444' WHERE "accountId" = ${account.id}`;
    await fresh();
    await testDb.$executeRaw`UPDATE "Proposal" SET "clientName" = 'Ana Corrigida' WHERE "id" = ${proposal.id}`;
    await fresh();
    // Another proposal of the same account changes nothing here.
    const stable = await current();
    await sellerCaller.proposals.create(imovelDraft({ client: { name: "Outra Cliente" } }));
    expect(await current()).toBe(stable);

    expect(await publicPageFingerprint(testDb, "AAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(await publicPageFingerprint(testDb, "../../etc")).toBeNull();
    await sellerCaller.proposals.revokeLink({ id: proposal.id });
    expect(await current()).toBeNull();
  });
});

describe("proposals.respond", () => {
  it("stores a 'novo' response, counts it, and e-mails the seller with what the client typed cleaned", async () => {
    const { seller, sellerCaller, proposal } = await setup();
    // A name is one line: a header-injection attempt is refused before anything is stored.
    const injected = await anonymous()
      .proposals.respond({
        token: proposal.publicToken,
        name: "Ana\r\nBcc: spam@example.com",
        phone: "(11) 98765-4321",
      })
      .catch((e: unknown) => e);
    expect(injected).toMatchObject({ code: "BAD_REQUEST" });
    await anonymous().proposals.respond({
      token: proposal.publicToken,
      name: "Ana Bcc: spam@example.com",
      phone: "(11) 98765-4321",
      message: "Quero <script>alert(1)</script> saber mais",
    });
    const [response] = await sellerCaller.proposals.responses();
    expect(response).toMatchObject({
      proposalId: proposal.id,
      status: "novo",
      phone: "11987654321",
      message: "Quero <script>alert(1)</script> saber mais",
    });
    // What the answer's WhatsApp button needs: the templates' link and figures, the client to log the contact on.
    expect(response).toMatchObject({
      proposalClientId: proposal.clientId,
      proposalPublicToken: proposal.publicToken,
      proposalCreditCents: proposal.creditCents,
    });
    expect(await sellerCaller.proposals.newResponsesCount()).toBe(1);
    expect(await sellerCaller.proposals.get({ id: proposal.id })).toMatchObject({
      responseCount: 1,
      status: "respondida",
    });

    const mail = await testDb.outboxEmail.findFirstOrThrow({
      where: { to: seller.email },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.subject).toBe("Novo interesse na proposta de Ana <b>Cliente</b>");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("Ana Bcc: spam@example.com abriu a proposta");
    expect(mail.text).toContain("Telefone: (11) 98765-4321");
    expect(mail.text).toContain("/propostas/clients-proposal");
  });

  it("validates in pt-BR, ignores a filled honeypot and limits each IP", async () => {
    const { account, proposal } = await setup();
    const bad = await anonymous()
      .proposals.respond({ token: proposal.publicToken, name: "", phone: "12" })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: "BAD_REQUEST" });

    await expect(
      anonymous().proposals.respond({
        token: proposal.publicToken,
        name: "Bot",
        phone: "11987654321",
        website: "http://spam",
      }),
    ).resolves.toEqual({ ok: true });
    expect(await testDb.proposalResponse.count({ where: { accountId: account.id } })).toBe(0);

    const ip = uniqueIp();
    const caller = anonymous(ip);
    for (let i = 0; i < RESPONSE_LIMIT.max; i += 1)
      await caller.proposals.respond({ token: proposal.publicToken, name: `Pessoa ${i}`, phone: "11987654321" });
    await expect(
      caller.proposals.respond({ token: proposal.publicToken, name: "Mais uma", phone: "11987654321" }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringContaining("Tente de novo em alguns minutos"),
    });
    await expect(
      anonymous().proposals.respond({ token: proposal.publicToken, name: "Outra pessoa", phone: "11987654321" }),
    ).resolves.toEqual({ ok: true });
    expect(await testDb.proposalResponse.count({ where: { accountId: account.id } })).toBe(RESPONSE_LIMIT.max + 1);
  });

  it("responses are isolated: another seller and another account see none and cannot change them", async () => {
    const a = await setup();
    const b = await setup();
    await anonymous().proposals.respond({ token: a.proposal.publicToken, name: "Cliente A", phone: "11987654321" });
    const [response] = await a.sellerCaller.proposals.responses();
    expect(response).toBeDefined();

    const otherSeller = callerFor(await signIn(await makeUser(a.account.id, "SELLER")));
    expect(await otherSeller.proposals.responses()).toEqual([]);
    expect(await b.owner.proposals.responses()).toEqual([]);
    expect(await b.owner.proposals.newResponsesCount()).toBe(0);
    for (const caller of [otherSeller, b.owner, b.sellerCaller]) {
      await expect(caller.proposals.setResponseStatus({ id: response!.id, status: "perdido" })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    expect((await a.owner.proposals.responses()).map((r) => r.status)).toEqual(["novo"]);
    await a.owner.proposals.setResponseStatus({ id: response!.id, status: "em_contato" });
    expect((await a.sellerCaller.proposals.responses()).map((r) => r.status)).toEqual(["em_contato"]);
    expect(await a.sellerCaller.proposals.newResponsesCount()).toBe(0);
  });

  it("the data export includes the proposals with their versions and responses", async () => {
    const { ownerSession, proposal } = await setup();
    await anonymous().proposals.respond({
      token: proposal.publicToken,
      name: "Cliente Exportado",
      phone: "11987654321",
      message: "oi",
    });
    const data = await exportData(testDb, ownerSession);
    const exported = data.proposals.find((p) => p.id === proposal.id);
    expect(exported).toMatchObject({
      clientName: "Ana <b>Cliente</b>",
      versions: [{ version: 1 }],
      responses: [{ name: "Cliente Exportado", message: "oi" }],
    });
    expect(exported).not.toHaveProperty("publicToken");
    expect(JSON.stringify(data)).not.toContain("ipHash");
  });
});

describe("the administradora on a proposal", () => {
  it("is the one of the settings when the version was saved; a version saved before it was stored reads today's", async () => {
    const { owner, sellerCaller, proposal: first } = await setup();
    // Saved before the administradora was filled in: the version stores "none".
    expect((await loadProposalDocument(testDb, { token: first.publicToken }))?.administradora).toEqual({
      name: null,
      cnpj: null,
    });

    await owner.settings.update({
      administradora_nome: "Consórcios Brasil S.A.",
      administradora_cnpj: "11.222.333/0001-81",
    });
    const proposal = await sellerCaller.proposals.create(imovelDraft());
    const stored = { name: "Consórcios Brasil S.A.", cnpj: "11222333000181" };
    expect((await sellerCaller.proposals.get({ id: proposal.id })).snapshot.inputs.administradora).toEqual(stored);

    // The settings change: the sent version keeps the administradora it was offered under.
    await owner.settings.update({ administradora_nome: "Outra Administradora Ltda.", administradora_cnpj: "" });
    expect((await loadProposalDocument(testDb, { token: proposal.publicToken }))?.administradora).toEqual(stored);
    expect((await loadProposalDocument(testDb, { token: first.publicToken }))?.administradora).toEqual({
      name: null,
      cnpj: null,
    });
    // A new version takes today's.
    await sellerCaller.proposals.update({ id: proposal.id, ...imovelDraft() });
    expect((await loadProposalDocument(testDb, { token: proposal.publicToken }))?.administradora).toEqual({
      name: "Outra Administradora Ltda.",
      cnpj: null,
    });

    // A version stored without it (before this change) falls back to the settings of today.
    const version = await testDb.proposalVersion.findFirstOrThrow({ where: { proposalId: first.id, version: 1 } });
    const { administradora: _dropped, ...oldInputs } = version.inputs as Record<string, unknown>;
    await testDb.proposalVersion.update({ where: { id: version.id }, data: { inputs: oldInputs as object } });
    expect((await loadProposalDocument(testDb, { token: first.publicToken }))?.administradora).toEqual({
      name: "Outra Administradora Ltda.",
      cnpj: null,
    });
  });
});

describe("public page fingerprint and the Banco Central reference", () => {
  it("moves when a newer or corrected point of the market reference is stored; not for another series", async () => {
    const { proposal } = await setup();
    const current = () => publicPageFingerprint(testDb, proposal.publicToken);
    const point = (series: string, refDate: string, value: number) => ({
      series,
      refDate: new Date(refDate),
      value,
      unit: "% a.a.",
      fetchedAt: new Date(),
    });
    // Months after every point other files of this worker's database may have stored.
    const newest = await testDb.officialRate.aggregate({
      where: { series: { in: ["selic", "housingMarket"] } },
      _max: { refDate: true },
    });
    const base = new Date(Math.max(Date.UTC(2026, 9, 1), newest._max.refDate?.getTime() ?? 0));
    const month = (ahead: number) =>
      new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + ahead, 1)).toISOString().slice(0, 10);
    const [older, newer] = [month(1), month(2)];
    try {
      const before = await current();
      expect(before).toMatch(/^[0-9a-f]{32}$/);
      // Another series (not a market reference) leaves the page as it was.
      await testDb.officialRate.create({ data: point("selic", newer, 10.5) });
      expect(await current()).toBe(before);

      // A new month of the imóvel reference: the page's verdict may read otherwise.
      await testDb.officialRate.create({ data: point("housingMarket", newer, 11.2) });
      const newMonth = await current();
      expect(newMonth).not.toBe(before);
      // An older point does not move it (the page reads the newest one).
      await testDb.officialRate.create({ data: point("housingMarket", older, 11.9) });
      expect(await current()).toBe(newMonth);
      // A correction of the newest point does.
      await testDb.officialRate.update({
        where: { series_refDate: { series: "housingMarket", refDate: new Date(newer) } },
        data: { value: 11.3 },
      });
      expect(await current()).not.toBe(newMonth);
    } finally {
      await testDb.officialRate.deleteMany({
        where: {
          refDate: { in: [new Date(older), new Date(newer)] },
          series: { in: ["selic", "housingMarket"] },
        },
      });
    }
  });
  it("moves when São Paulo's month turns (the page says the reference's age), not within the month", async () => {
    const { proposal } = await setup();
    const at = (iso: string) => publicPageFingerprint(testDb, proposal.publicToken, new Date(iso));
    // 01/12 at 02:59 UTC is still 30/11 in São Paulo.
    expect(await at("2026-11-30T12:00:00Z")).toBe(await at("2026-12-01T02:59:00Z"));
    expect(await at("2026-12-01T03:00:00Z")).not.toBe(await at("2026-11-30T12:00:00Z"));
  });
});

describe("the modality percents' source and date", () => {
  it("are saved with a proposal from the settings and read back by the public page; the settings answer them", async () => {
    const { owner, sellerCaller } = await setup();
    await owner.settings.update({
      modalidadesFonte: "extrato da administradora, assembleia de out/2026",
      modalidadesData: "15/10/2026",
    });
    expect(await owner.settings.get()).toMatchObject({
      modalidadesFonte: "extrato da administradora, assembleia de out/2026",
      modalidadesData: "15/10/2026",
    });
    const proposal = await sellerCaller.proposals.create(imovelDraft());
    const page = await loadProposalDocument(testDb, { token: proposal.publicToken });
    expect(page?.snapshot.results.modalities).toHaveLength(6);
    for (const m of page?.snapshot.results.modalities ?? []) {
      expect(m).toMatchObject({ source: "extrato da administradora, assembleia de out/2026", readOn: "2026-10-15" });
    }
    await expect(owner.settings.update({ modalidadesData: "01/01/2999" })).rejects.toThrow(/não pode estar no futuro/);
  });
});
