// "Tenho interesse" without JavaScript: the public form's plain POST is stored
// like the tRPC call, answers a pt-BR page, and refuses another site's post and bad input.
import { describe, expect, it } from "vitest";
import { env } from "~/env";
import { CONTROL_CHAR_MESSAGE, INVISIBLE_CHAR_MESSAGE, LINE_BREAK_MESSAGE } from "~/lib/control-chars";
import { PROPOSAL_FULL_MESSAGE } from "~/features/proposals/server";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { POST } from "./route";

async function proposal() {
  const { account } = await makeAccount({ plan: "five_users" });
  const seller = await makeUser(account.id, "SELLER");
  return callerFor(await signIn(seller)).proposals.create(imovelDraft({ client: { name: "Ana Cliente" } }));
}

// What Chromium sends from the public page (Referrer-Policy: no-referrer): Origin null, no Referer.
const FROM_PAGE = { origin: "null", "sec-fetch-site": "same-origin" };

function post(token: string, fields: Record<string, string>, from: Record<string, string> = FROM_PAGE) {
  const request = new Request(`${env.NEXTAUTH_URL}/public/propostas/${token}/interesse`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...from, [SOCKET_ADDRESS_HEADER]: uniqueIp() },
    body: new URLSearchParams(fields).toString(),
  });
  return POST(request, { params: Promise.resolve({ token }) });
}

const responses = (proposalId: string) => testDb.proposalResponse.findMany({ where: { proposalId }, select: { name: true, phone: true, message: true } });

describe("POST /public/propostas/<token>/interesse (the form without JavaScript)", () => {
  it("stores the answer and says so in a pt-BR page", async () => {
    const { id, publicToken } = await proposal();
    const res = await post(publicToken, { name: "Bruna Lead", phone: "(11) 98765-4321", message: "Quero saber mais", website: "" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain("Recebemos seu interesse!");
    expect(html).toContain(`href="/public/propostas/${publicToken}"`);
    expect(await responses(id)).toEqual([{ name: "Bruna Lead", phone: "11987654321", message: "Quero saber mais" }]);
  });

  it("refuses another site's post, a bad phone and an unknown link; escapes what it echoes", async () => {
    const { id, publicToken } = await proposal();
    expect((await post(publicToken, { name: "Bruna", phone: "11987654321" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(publicToken, { name: "Bruna", phone: "11987654321" }, { origin: "null", "sec-fetch-site": "cross-site" })).status).toBe(403);
    const bad = await post(publicToken, { name: "<b>Bruna</b>", phone: "123" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Confira os dados");
    expect(html).not.toContain("<b>Bruna</b>");
    expect((await post("AAAAAAAAAAAAAAAAAAAAAAAA", { name: "Bruna", phone: "11987654321" })).status).toBe(404);
    expect(await responses(id)).toEqual([]);
  });

  it("keeps the seller's brand and name: their company, colour (with readable text) and logo, not Consórcio Pro's", async () => {
    const { accountId, publicToken, sellerId } = await proposal().then(async (p) => testDb.proposal.findUniqueOrThrow({ where: { id: p.id }, select: { accountId: true, publicToken: true, sellerId: true } }));
    await testDb.settings.update({ where: { accountId }, data: { name: "Navy Consórcios & Cia", colorSlider: "#1e3a8a", avatarWhite: "/api/uploads/logo-navy.png" } });
    const seller = await testDb.user.findUniqueOrThrow({ where: { id: sellerId }, select: { name: true } });
    const ok = await (await post(publicToken, { name: "Bruna Lead", phone: "(11) 98765-4321", website: "" })).text();
    expect(ok).toContain("<title>Recebemos seu interesse! · Navy Consórcios &#38; Cia</title>");
    expect(ok).toContain("<strong>Navy Consórcios &#38; Cia</strong>");
    expect(ok).toContain("--brand: #1e3a8a; --on-brand: #ffffff;");
    expect(ok).toContain('<img class="logo" src="/api/uploads/logo-navy.png" alt="">');
    expect(ok).toContain(`${seller.name} vai falar com você em breve.`);
    expect(ok).not.toContain("Consórcio Pro");
    // A refusal keeps the brand too.
    const bad = await (await post(publicToken, { name: "Bruna", phone: "123" })).text();
    expect(bad).toContain("Confira os dados");
    expect(bad).toContain("<strong>Navy Consórcios &#38; Cia</strong>");
    // A light brand gets dark text on its buttons.
    await testDb.settings.update({ where: { accountId }, data: { colorSlider: "#facc15" } });
    expect(await (await post(publicToken, { name: "Bruna Lead", phone: "(11) 98765-4322", website: "" })).text()).toMatch(/--brand: #facc15; --on-brand: #(?!ffffff)[0-9a-f]{6};/);
  });

  it("carries a chosen variant (\"Quero esta opção\") in its hidden fields, and refuses one outside the proposal", async () => {
    const { id, publicToken } = await proposal();
    const variant = { bidPct: "35", embutidoPct: "0", fgtsLance: "0", prazo: "220" };
    expect((await post(publicToken, { name: "Bruna Lead", phone: "(11) 98765-4321", ...variant })).status).toBe(200);
    expect(await responses(id)).toEqual([{ name: "Bruna Lead", phone: "11987654321", message: "Quero esta opção: lance de 35\u00a0% do crédito, prazo de 220\u00a0meses." }]);
    const refused = await post(publicToken, { name: "Bruna Lead", phone: "(11) 98765-4321", ...variant, prazo: "100" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("O prazo desta proposta não pode ser alterado.");
    expect(await responses(id)).toHaveLength(1);
  });

  // The form's post never passes tRPC's own refusal of control characters: the schema is all it has.
  it.each([
    ["a name with a RIGHT-TO-LEFT OVERRIDE", { name: "Bruna \u202ELead" }, INVISIBLE_CHAR_MESSAGE],
    ["a name with a LINE SEPARATOR", { name: "Bruna\u2028Lead" }, LINE_BREAK_MESSAGE],
    ["a message with a ZERO WIDTH SPACE", { message: "Quero\u200B saber" }, INVISIBLE_CHAR_MESSAGE],
    ["a message with a NUL", { message: "Quero\u0000 saber" }, CONTROL_CHAR_MESSAGE],
  ])("refuses %s with the tRPC call's message, and stores nothing", async (_label, fields, message) => {
    const { id, publicToken } = await proposal();
    const refused = await post(publicToken, { name: "Bruna Lead", phone: "(11) 98765-4321", message: "", ...fields });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(message);
    expect(await responses(id)).toEqual([]);
  });

  it("keeps the line breaks a textarea posts (CRLF) in the message", async () => {
    const { id, publicToken } = await proposal();
    expect((await post(publicToken, { name: "Bruna Lead", phone: "(11) 98765-4321", message: "Bom dia\r\nQuero saber mais" })).status).toBe(200);
    expect(await responses(id)).toEqual([{ name: "Bruna Lead", phone: "11987654321", message: "Bom dia\r\nQuero saber mais" }]);
  });

  it("a proposal with its day's answers says so in a pt-BR page, without storing the answer", async () => {
    const { id, publicToken } = await proposal();
    const { accountId } = await testDb.proposal.findUniqueOrThrow({ where: { id }, select: { accountId: true } });
    await testDb.proposalResponse.createMany({
      data: Array.from({ length: env.RESPONSES_PER_PROPOSAL_PER_DAY }, (_, i) => ({ accountId, proposalId: id, name: `Pessoa ${i}`, phone: "11987654321" })),
    });
    const res = await post(publicToken, { name: "Bruna Lead", phone: "(11) 98765-4321", website: "" });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain("Não foi possível enviar");
    expect(html).toContain(PROPOSAL_FULL_MESSAGE);
    expect(await testDb.proposalResponse.count({ where: { proposalId: id } })).toBe(env.RESPONSES_PER_PROPOSAL_PER_DAY);
  });
});
