// "Tenho interesse" without JavaScript: the public form's plain POST is stored
// like the tRPC call, answers a pt-BR page, and refuses another site's post and bad input.
import { describe, expect, it } from "vitest";
import { env } from "~/env";
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
});
