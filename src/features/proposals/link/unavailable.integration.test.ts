// An unpaid account's public link, its PDF, its preview and "Tenho interesse"
// show "Proposta indisponível no momento" and nothing of the seller; once paid, they work again.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import PublicProposalPage from "~/app/public/propostas/[token]/page";
import { GET as publicPdf } from "~/app/public/propostas/[token]/pdf/route";
import { createCaller } from "~/server/api/root";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, contextFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { publicPageFingerprint } from "./public";
import { loadProposalDocument } from "./load";

const DAY = 24 * 60 * 60 * 1000;

async function setup() {
  const { account } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  await testDb.user.update({ where: { id: seller.id }, data: { name: "Vendedora Reconhecível" } });
  const proposal = await callerFor(await signIn(seller)).proposals.create(
    imovelDraft({ client: { name: "Ana Cliente" } }),
  );
  return { account, token: proposal.publicToken };
}

const pdf = (token: string) =>
  publicPdf(
    new Request(`http://localhost/public/propostas/${token}/pdf`, { headers: { [SOCKET_ADDRESS_HEADER]: uniqueIp() } }),
    { params: Promise.resolve({ token }) },
  );

async function pageHtml(token: string) {
  return renderToStaticMarkup(await PublicProposalPage({ params: Promise.resolve({ token }) }));
}

const respond = (token: string) =>
  createCaller(contextFor(null, { ip: uniqueIp(), userAgent: "Mozilla/5.0 (iPhone)" })).proposals.respond({
    token,
    name: "Bruna Lead",
    phone: "11987654321",
  });

async function expectUnavailable(token: string) {
  expect((await loadProposalDocument(testDb, { token: token }))?.available).toBe(false);
  // Never served from the page cache: the route renders the neutral page.
  expect(await publicPageFingerprint(testDb, token)).toBeNull();
  const html = await pageHtml(token);
  expect(html).toContain("Proposta indisponível no momento");
  expect(html).not.toContain("Vendedora");
  expect(html).not.toContain("Ana Cliente");
  const res = await pdf(token);
  expect(res.status).toBe(403);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await res.text()).toBe("Proposta indisponível no momento.");
  await expect(respond(token)).rejects.toMatchObject({
    code: "NOT_FOUND",
    message: "Proposta indisponível no momento. Fale com quem enviou o link.",
  });
}

describe("the public link of an unpaid account", () => {
  it("is unavailable while SUSPENDED or overdue, and works again once paid", { timeout: 60_000 }, async () => {
    const { account, token } = await setup();
    expect(await loadProposalDocument(testDb, { token: token })).toMatchObject({
      available: true,
      sellerName: "Vendedora Reconhecível",
    });
    expect(await publicPageFingerprint(testDb, token)).toMatch(/^[0-9a-f]{32}$/);

    await testDb.account.update({ where: { id: account.id }, data: { status: "SUSPENDED" } });
    await expectUnavailable(token);

    // Past paidThrough + 15 days the account is unpaid before the daily pass writes SUSPENDED.
    await testDb.account.update({
      where: { id: account.id },
      data: { status: "ACTIVE", paidThrough: new Date(Date.now() - 16 * DAY) },
    });
    await expectUnavailable(token);

    await testDb.account.update({
      where: { id: account.id },
      data: { status: "ACTIVE", paidThrough: new Date(Date.now() + 30 * DAY) },
    });
    expect(await publicPageFingerprint(testDb, token)).toMatch(/^[0-9a-f]{32}$/);
    const html = await pageHtml(token);
    expect(html).not.toContain("Proposta indisponível");
    const res = await pdf(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    await expect(respond(token)).resolves.toEqual({ ok: true });
  });
});
