// The clients' signals on the real database: the first-open alert (in the app and by e-mail, once per
// proposal, even under parallel first views), its one-click turn-off, the morning digest with a fixed
// clock (and its pg-boss schedule), and the WhatsApp templates.
import { describe, expect, it } from "vitest";
import { countVisit } from "~/features/proposals/link/visits";
import { env } from "~/env";
import type { MailMessage } from "~/platform/mail/send";
import { makeAccount, makeTeam, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { runMorningDigest } from "./digest";
import { jobBoss, startJobs, stopJobs } from "~/platform/jobs";
import { clientJobs, DIGEST_CRON, DIGEST_QUEUE } from "../jobs";
import { IMPORT_SWEEP_QUEUE } from "../import/import-sweep";
import { turnOffByLink, turnOffUrl } from "./notify-prefs";
import { captureLogs } from "~/platform/log/logger";
import { GET as noticeGet, HEAD as noticeHead, POST as noticePost } from "~/app/api/clients/avisos/route";
import { recordClientSignal } from "./signals";
import { exportData } from "~/features/privacy/server";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";

const client = (name: string, phone: string) => ({ name, phone, email: null, document: null });

/** A visit as the public page's beacon reports it, from a distinct phone (the user agent tells visitors apart). */
function visit(token: string, n: number) {
  return countVisit(
    token,
    new Headers({ "user-agent": `${IPHONE} v${n}`, "sec-fetch-site": "same-origin" }),
    async () => null,
  );
}

/** The e-mail is sent after the beacon has answered: wait for it. */
async function outboxFor(to: string, subject: RegExp, { count = 1, timeoutMs = 5000 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = (await testDb.outboxEmail.findMany({ where: { to }, orderBy: { createdAt: "asc" } })).filter((m) =>
      subject.test(m.subject),
    );
    if (rows.length >= count || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("first-open alert", () => {
  it("the first counted view alerts the proposal's seller in the app and by e-mail; later views do not", async () => {
    const { seller, sellerCaller, ownerCaller } = await makeTeam();
    const proposal = await sellerCaller.proposals.create(
      imovelDraft({ client: client("Marina Souza", "(11) 97777-1212") }),
    );

    const logs = captureLogs();
    expect(await visit(proposal.publicToken, 1)).toBe(true);
    const mails = await outboxFor(seller.email, /abriu a sua proposta/);
    logs.restore();
    expect(mails).toHaveLength(1);
    // The e-mail's log line names its kind, never the subject (it holds the client's name).
    const logged = logs.lines().filter((line) => line.module === "e-mail");
    expect(logged.map((line) => line.tag)).toContain("aviso-primeira-abertura");
    expect(JSON.stringify(logs.lines())).not.toContain("Marina");
    expect(mails[0]?.subject).toBe("Marina Souza abriu a sua proposta");
    expect(mails[0]?.text).toContain("pela primeira vez (celular)");
    expect(mails[0]?.text).toContain(`/propostas/clients/${proposal.clientId}`);

    expect(await visit(proposal.publicToken, 2)).toBe(true);
    expect(await visit(proposal.publicToken, 3)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await outboxFor(seller.email, /abriu a sua proposta/, { count: 2, timeoutMs: 300 })).toHaveLength(1);
    expect(await testDb.clientAlert.count({ where: { proposalId: proposal.id } })).toBe(1);

    // In the app: the seller's badge and one toast; the owner is not told of a seller's client.
    const alerts = await sellerCaller.clients.alerts();
    expect(alerts).toMatchObject({ unseen: 1, toast: [{ clientId: proposal.clientId, clientName: "Marina Souza" }] });
    expect(await ownerCaller.clients.alerts()).toEqual({ unseen: 0, toast: [] });
    await sellerCaller.clients.alertsShown({ ids: alerts.toast.map((a) => a.id) });
    expect(await sellerCaller.clients.alerts()).toEqual({ unseen: 1, toast: [] });
    await sellerCaller.clients.seeAlerts({ id: proposal.clientId });
    expect(await sellerCaller.clients.alerts()).toEqual({ unseen: 0, toast: [] });
  });

  it("the alert goes to the proposal's seller, not to the client's", async () => {
    const { account, seller, sellerCaller } = await makeTeam();
    const sellerB = await makeUser(account.id, "SELLER");
    const callerB = callerFor(await signIn(sellerB));
    const own = await sellerCaller.clients.create({ name: "Cliente de A", phone: "(11) 97777-3434" });
    // Seller B generates a proposal for the same phone: it lands on seller A's client.
    const proposal = await callerB.proposals.create(imovelDraft({ client: client("Cliente de A", "(11) 97777-3434") }));
    expect(proposal.clientId).toBe(own.id);
    expect(await visit(proposal.publicToken, 200)).toBe(true);
    expect(await outboxFor(sellerB.email, /abriu a sua proposta/)).toHaveLength(1);
    expect(await testDb.clientAlert.findMany({ where: { proposalId: proposal.id }, select: { userId: true } })).toEqual(
      [{ userId: sellerB.id }],
    );
    expect((await callerB.clients.alerts()).unseen).toBe(1);
    expect(await sellerCaller.clients.alerts()).toEqual({ unseen: 0, toast: [] });
    expect(await outboxFor(seller.email, /abriu a sua proposta/, { timeoutMs: 300 })).toHaveLength(0);
  });

  it("twenty first views at once make one alert and one e-mail", async () => {
    const { owner, ownerCaller } = await makeTeam();
    const proposal = await ownerCaller.proposals.create(imovelDraft({ client: client("Paralelo", "(11) 96666-1313") }));
    const counted = await Promise.all(Array.from({ length: 20 }, (_, i) => visit(proposal.publicToken, 100 + i)));
    expect(counted.every(Boolean)).toBe(true);
    expect(await testDb.clientAlert.count({ where: { proposalId: proposal.id } })).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await outboxFor(owner.email, /Paralelo abriu/, { count: 2, timeoutMs: 500 })).toHaveLength(1);
  });

  it("a PDF download, or a view of a proposal opened before, is no first open", async () => {
    const { owner, ownerCaller } = await makeTeam();
    const proposal = await ownerCaller.proposals.create(
      imovelDraft({ client: client("Sem Alerta", "(11) 95555-1414") }),
    );
    await recordClientSignal(testDb, proposal.publicToken, "pdf", IPHONE);
    // A view whose firstViewedAt was set earlier (before this feature, or by an earlier view).
    await testDb.proposal.update({
      where: { id: proposal.id },
      data: { firstViewedAt: new Date(Date.now() - 60_000) },
    });
    expect(await recordClientSignal(testDb, proposal.publicToken, "view", IPHONE)).toEqual({ firstOpenAlertId: null });
    expect(await testDb.clientAlert.count({ where: { proposalId: proposal.id } })).toBe(0);
    expect(await outboxFor(owner.email, /abriu/, { timeoutMs: 200 })).toHaveLength(0);
  });

  it("turned off (in the Carteira or by the e-mail's one-click link): the alert stays in the app, no e-mail", async () => {
    const { seller, sellerCaller } = await makeTeam();
    expect(await sellerCaller.clients.notices()).toEqual({ firstOpen: true, digest: true });

    const link = new URL(turnOffUrl(seller.id, "first-open"));
    expect(link.origin).toBe(new URL(env.NEXTAUTH_URL).origin);
    const forged = new URLSearchParams(link.searchParams);
    forged.set("k", "digest");
    expect(await turnOffByLink(testDb, forged)).toBeNull();
    expect(
      await turnOffByLink(testDb, new URLSearchParams({ u: seller.id, k: "first-open", s: "x".repeat(32) })),
    ).toBeNull();
    expect(await sellerCaller.clients.notices()).toEqual({ firstOpen: true, digest: true });
    // The link itself: GET and HEAD (a mail scanner, a link preview) only show the confirmation.
    for (const method of ["GET", "HEAD"]) {
      const shown = await (method === "GET" ? noticeGet : noticeHead)(new Request(link, { method }));
      expect(shown.status).toBe(200);
      if (method === "GET")
        expect(await shown.text()).toMatch(
          /<form method="post" action="\/api\/clients\/avisos\?u=[^"]+"><button type="submit">Desativar<\/button>/,
        );
    }
    expect(await sellerCaller.clients.notices()).toEqual({ firstOpen: true, digest: true });
    // A mail client's one-click unsubscribe (RFC 8058): a POST to the same link.
    const posted = await noticePost(
      new Request(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(posted.status).toBe(200);
    expect(await sellerCaller.clients.notices()).toEqual({ firstOpen: false, digest: true });
    expect(await turnOffByLink(testDb, link.searchParams)).toBe("first-open");

    const proposal = await sellerCaller.proposals.create(imovelDraft({ client: client("Calada", "(11) 94444-1515") }));
    await visit(proposal.publicToken, 7);
    expect((await sellerCaller.clients.alerts()).unseen).toBe(1);
    expect(await outboxFor(seller.email, /abriu/, { timeoutMs: 400 })).toHaveLength(0);

    await sellerCaller.clients.setNotices({ firstOpen: true, digest: false });
    expect(await sellerCaller.clients.notices()).toEqual({ firstOpen: true, digest: false });
  });
});

// Wednesday 25 Nov 2026, 08:00 in São Paulo (UTC−3).
const WEDNESDAY_8AM = new Date("2026-11-25T11:00:00.000Z");

describe("morning digest", () => {
  it("sends each seller their day once, nothing to whom has nothing, nothing on weekends or to unpaid accounts", async () => {
    const { account, owner, seller, ownerCaller, sellerCaller } = await makeTeam();
    // The seller: a contact due today, a hot client (two opens in 48 h), a new answer.
    const due = await sellerCaller.clients.create({
      name: "Devido Hoje",
      phone: "(11) 93333-1616",
      nextContactOn: "2026-11-25",
    });
    const hot = await sellerCaller.proposals.create(
      imovelDraft({ client: client("Cliente Quente", "(11) 92222-1717") }),
    );
    await recordClientSignal(testDb, hot.publicToken, "view", IPHONE, new Date("2026-11-24T20:00:00Z"));
    await recordClientSignal(testDb, hot.publicToken, "view", IPHONE, new Date("2026-11-25T10:00:00Z"));
    await testDb.proposalResponse.create({
      data: {
        accountId: account.id,
        proposalId: hot.id,
        clientId: hot.clientId,
        name: "Resposta Nova",
        phone: "11922221717",
        message: "",
        createdAt: new Date("2026-11-25T09:00:00Z"),
      },
    });
    // The owner sees the seller's clients too (their "Hoje" covers the account): give the owner nothing
    // by turning their digest off, and check an empty day below with a second account.
    await ownerCaller.clients.setNotices({ firstOpen: true, digest: false });
    const quiet = await makeAccount({ plan: "two_users" });
    const unpaid = await makeAccount({ status: "PENDING_PAYMENT" });
    await testDb.client.create({
      data: {
        accountId: unpaid.account.id,
        sellerId: unpaid.owner.id,
        name: "Não Pago",
        nextContactOn: new Date("2026-11-25T00:00:00Z"),
      },
    });

    const sent: MailMessage[] = [];
    const send = async (m: MailMessage) => {
      sent.push(m);
    };
    const saturday = await runMorningDigest(testDb, new Date("2026-11-28T11:00:00Z"), send);
    expect(saturday).toEqual({ sent: 0, empty: 0 });

    await runMorningDigest(testDb, WEDNESDAY_8AM, send);
    const mine = sent.filter((m) => [seller.email, owner.email, quiet.owner.email, unpaid.owner.email].includes(m.to));
    expect(mine.map((m) => m.to)).toEqual([seller.email]);
    const mail = mine[0];
    expect(mail?.subject).toBe("Seu dia: 1 contato para hoje, 1 cliente quente, 1 resposta nova");
    expect(mail?.text).toContain(`- Devido Hoje · (11) 93333-1616 · ${env.NEXTAUTH_URL}/propostas/clients/${due.id}`);
    expect(mail?.text).toContain("- Cliente Quente · (11) 92222-1717");
    expect(mail?.text).toContain("- Resposta Nova · (11) 92222-1717");
    expect(mail?.text).toMatch(/Desative aqui: http\S+\/api\/clients\/avisos\?u=/);
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${turnOffUrl(seller.id, "digest")}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect((await testDb.user.findUniqueOrThrow({ where: { id: quiet.owner.id } })).digestSentOn).toBeNull();

    // A retried job the same morning sends nothing again; the next weekday does.
    const before = sent.length;
    await runMorningDigest(testDb, new Date("2026-11-25T11:05:00Z"), send);
    expect(sent.slice(before).filter((m) => m.to === seller.email)).toHaveLength(0);
    await runMorningDigest(testDb, new Date("2026-11-26T11:00:00Z"), send);
    expect(sent.slice(before).filter((m) => m.to === seller.email)).toHaveLength(1);
  });

  it("a failed send marks nothing and the retry sends it; two jobs at once send one e-mail", async () => {
    const { seller, sellerCaller, ownerCaller } = await makeTeam();
    await ownerCaller.clients.setNotices({ firstOpen: true, digest: false });
    await sellerCaller.clients.create({ name: "Falha Envio", phone: "(11) 93333-4545", nextContactOn: "2026-11-25" });
    const monday = new Date("2026-11-30T11:00:00Z");

    const failing = async (m: MailMessage) => {
      if (m.to === seller.email) throw new Error("SMTP fora do ar");
    };
    await expect(runMorningDigest(testDb, monday, failing)).rejects.toThrow("SMTP fora do ar");
    expect((await testDb.user.findUniqueOrThrow({ where: { id: seller.id } })).digestSentOn).toBeNull();

    const sent: MailMessage[] = [];
    const slow = async (m: MailMessage) => {
      await new Promise((r) => setTimeout(r, 50));
      sent.push(m);
    };
    await Promise.all([runMorningDigest(testDb, monday, slow), runMorningDigest(testDb, monday, slow)]);
    expect(sent.filter((m) => m.to === seller.email)).toHaveLength(1);
    expect((await testDb.user.findUniqueOrThrow({ where: { id: seller.id } })).digestSentOn).toEqual(
      new Date("2026-11-30T00:00:00Z"),
    );
  });

  it("is scheduled at 08:00 São Paulo on weekdays, once across servers", async () => {
    await startJobs(clientJobs);
    const boss = await jobBoss();
    try {
      const schedules = await boss.getSchedules();
      expect(schedules.filter((s) => s.name === DIGEST_QUEUE).map((s) => [s.cron, s.options?.tz])).toEqual([
        [DIGEST_CRON, "America/Sao_Paulo"],
      ]);
      expect(DIGEST_CRON).toBe("0 8 * * 1-5");
      expect((await boss.getQueue(DIGEST_QUEUE))?.policy).toBe("singleton");
    } finally {
      // Other suites list the schedules on this database: leave none behind.
      await boss.unschedule(DIGEST_QUEUE);
      await boss.unschedule(IMPORT_SWEEP_QUEUE);
      await stopJobs();
    }
  });
});

describe("WhatsApp templates", () => {
  it("the default set until the owner saves the account's own; unknown placeholders are refused in pt-BR", async () => {
    const { ownerCaller, sellerCaller } = await makeTeam();
    const defaults = await sellerCaller.clients.templates();
    expect(defaults.custom).toBe(false);
    expect(defaults.templates[0]?.body).toContain("{primeiro_nome}");

    await expect(
      ownerCaller.clients.saveTemplates({ templates: [{ name: "Errado", body: "Oi {nome}" }] }),
    ).rejects.toThrow(/Campo desconhecido: \{nome\}/);
    await ownerCaller.clients.saveTemplates({
      templates: [
        { name: "Curto", body: "Oi, {primeiro_nome}: {link}" },
        { name: "Outro", body: "Parcela {parcela}" },
      ],
    });
    expect(await sellerCaller.clients.templates()).toEqual({
      custom: true,
      templates: [
        { name: "Curto", body: "Oi, {primeiro_nome}: {link}" },
        { name: "Outro", body: "Parcela {parcela}" },
      ],
    });
    await expect(sellerCaller.clients.saveTemplates({ templates: [] })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await ownerCaller.clients.saveTemplates({ templates: [] });
    expect((await sellerCaller.clients.templates()).custom).toBe(false);
  });

  it("the account's data export carries its clients, their timeline and the templates", async () => {
    const { ownerCaller, sellerCaller, ownerSession, sellerSession } = await makeTeam();
    const proposal = await sellerCaller.proposals.create(
      imovelDraft({ client: client("Exportada", "(11) 98888-1919") }),
    );
    await sellerCaller.clients.addNote({ id: proposal.clientId, text: "ligar à tarde" });
    await ownerCaller.clients.saveTemplates({ templates: [{ name: "Único", body: "Olá, {primeiro_nome}!" }] });
    const data = await exportData(testDb, ownerSession);
    expect(data.scope).toBe("account");
    if (data.scope !== "account") return;
    const exported = data.clients.find((c) => c.id === proposal.clientId);
    expect(exported).toMatchObject({ name: "Exportada", phone: "11988881919" });
    expect(exported?.events.map((e) => [e.kind, e.detail])).toContainEqual(["note", "ligar à tarde"]);
    expect(data.whatsappTemplates).toEqual([{ position: 0, name: "Único", body: "Olá, {primeiro_nome}!" }]);
    expect(JSON.parse(JSON.stringify(data)).proposals[0].instalmentCents).toBeGreaterThan(0);
    const own = await exportData(testDb, sellerSession);
    expect(own.clients.map((c) => c.id)).toEqual([proposal.clientId]);
  });
});
